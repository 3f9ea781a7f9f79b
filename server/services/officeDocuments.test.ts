import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { tinyDoc, tinyDocx, zipOf } from '../test/sampleFiles';
import { detectFileType } from './files';
import { officeDocumentProblem, zipEntries } from './officeDocuments';

const text = (s: string) => new TextEncoder().encode(s);
/** A real, deflated DOCX with these extra parts. */
function docx(extra: Record<string, Uint8Array> = {}) {
  return Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': text('<Types/>'),
        'word/document.xml': text('<w:document>Sale agreement between the parties.</w:document>'),
        ...extra,
      },
      { level: 9 },
    ),
  );
}
const problem = (buf: Buffer) => officeDocumentProblem(buf, detectFileType(buf)!.ext, 'deed.docx');

describe('Word documents checked by content', () => {
  it('accepts a plain DOCX and DOC', () => {
    expect(problem(docx())).toBeNull();
    expect(problem(tinyDocx)).toBeNull();
    expect(officeDocumentProblem(tinyDoc, 'doc', 'old.doc')).toBeNull();
  });

  it('refuses macro-enabled content, naming it, whatever the file is called', () => {
    const withMacros = docx({ 'word/vbaProject.bin': new Uint8Array([1, 2, 3]) });
    expect(detectFileType(withMacros)?.ext).toBe('docx');
    expect(problem(withMacros)).toBe(
      'deed.docx contains macros (vbaProject.bin): macro-enabled documents are not accepted.',
    );
    const macroDoc = Buffer.concat([tinyDoc, Buffer.from('_VBA_PROJECT', 'utf16le')]);
    expect(officeDocumentProblem(macroDoc, 'doc', 'old.doc')).toMatch(
      /^old\.doc contains macros \(Macros\/VBA\)/,
    );
  });

  it('refuses an entry that inflates more than 100:1 (20 MB of zeros in a few kB)', () => {
    const bomb = docx({ 'word/media/zeros.bin': new Uint8Array(20 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100_000);
    expect(problem(bomb)).toMatch(/would unpack to more than 100 MB or grows more than 100:1/);
  });

  it('stops inflating at the bound when the central directory lies about the sizes', () => {
    const bomb = docx({ 'word/media/zeros.bin': new Uint8Array(20 * 1024 * 1024) });
    // Rewrite the declared sizes of the big entry as if it were small and honest.
    const entry = zipEntries(bomb).find((e) => e.name === 'word/media/zeros.bin')!;
    const at = bomb.lastIndexOf(Buffer.from('word/media/zeros.bin')) - 46;
    expect(bomb.readUInt32LE(at)).toBe(0x02014b50);
    bomb.writeUInt32LE(entry.compressedSize * 2, at + 24);
    const started = process.hrtime.bigint();
    expect(problem(bomb)).toMatch(/zip bomb/);
    // Bounded work: it inflated at most 100 × the compressed size, not the 20 MB.
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(1000);
  });

  it('refuses an archive whose entries together declare more than 100 MB', () => {
    const names = ['[Content_Types].xml', 'word/document.xml', 'word/a.bin', 'word/b.bin'];
    const zip = zipOf(names);
    // Declare 60 MB for each of two stored entries (compressed size alike, so no ratio is exceeded).
    let at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    for (const name of names) {
      if (name.endsWith('.bin')) {
        zip.writeUInt32LE(60 * 1024 * 1024, at + 20);
        zip.writeUInt32LE(60 * 1024 * 1024, at + 24);
      }
      at += 46 + Buffer.byteLength(name);
    }
    expect(problem(zip)).toMatch(/more than 100 MB/);
  });
});
