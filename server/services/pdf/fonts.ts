// The fonts LexSetu's PDFs are printed in: Noto Sans for Latin text, Noto Sans Devanagari and Noto
// Sans Tamil for Hindi and Tamil, all three carrying ₹. They come from the npm font packages the website uses
// (@fontsource, WOFF files, which fontkit reads), split there by script: each face below is one such file, and
// a text is printed run by run in the face that has its letters (runs.ts). Only the glyphs used are embedded.
import fontkit from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { installGeneratorRuntime } from './generatorRuntime';

// fontkit shapes Devanagari and Tamil (conjuncts, vowel signs before their consonant) with a state machine
// compiled for a global `regeneratorRuntime`; without it any Indic text throws while being laid out.
installGeneratorRuntime();

export { fontkit };

/** The files of one typeface, by weight. */
export type Face = 'latin' | 'latinExtended' | 'devanagari' | 'tamil';
export type Weight = 'regular' | 'bold';

const fileOf = (pkg: string, subset: string, weight: Weight) =>
  `@fontsource/${pkg}/files/${pkg}-${subset}-${weight === 'bold' ? 700 : 400}-normal.woff`;

/** Noto Sans Devanagari's Latin files are Noto Sans's Latin: one family for English text and names. */
const files: Record<Face, (weight: Weight) => string> = {
  latin: (w) => fileOf('noto-sans-devanagari', 'latin', w),
  latinExtended: (w) => fileOf('noto-sans-devanagari', 'latin-ext', w),
  devanagari: (w) => fileOf('noto-sans-devanagari', 'devanagari', w),
  tamil: (w) => fileOf('noto-sans-tamil', 'tamil', w),
};

const resolveFile = createRequire(import.meta.url).resolve;
const loaded = new Map<string, Promise<Uint8Array>>();

/** A face's bytes, read once per process. */
export function fontBytes(face: Face, weight: Weight): Promise<Uint8Array> {
  const file = files[face](weight);
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = readFile(resolveFile(file)).then((b) => new Uint8Array(b));
    loaded.set(file, bytes);
    bytes.catch(() => loaded.delete(file));
  }
  return bytes;
}

/** Which characters a face has (the same for both weights), read once per process. */
export type Coverage = (codePoint: number) => boolean;
const coverages = new Map<Face, Promise<Coverage>>();

export function coverageOf(face: Face): Promise<Coverage> {
  let coverage = coverages.get(face);
  if (!coverage) {
    coverage = fontBytes(face, 'regular').then((bytes) => {
      const font = fontkit.create(bytes);
      return (codePoint: number) => font.hasGlyphForCodePoint(codePoint);
    });
    coverages.set(face, coverage);
  }
  return coverage;
}

export const allFaces: readonly Face[] = ['latin', 'devanagari', 'tamil', 'latinExtended'];
