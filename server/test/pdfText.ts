// What a PDF made by services/pdf/writer.ts says, for asserting a document's text:
// - pdfText: each piece of text as drawn (one entry per line or table cell), read from the /ActualText its span
//   carries (every content stream inflated);
// - pdftotext: the whole text as a reader's tool extracts it from the glyphs (poppler's pdftotext, Debian package
//   poppler-utils, which .ci/run installs): what proves the fonts print the letters and not '?'.
import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';

const utf16 = (hex: string) => {
  const bytes = Buffer.from(hex, 'hex');
  const body = bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2) : bytes;
  return body.swap16().toString('utf16le');
};

export function pdfText(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const lines: string[] = [];
  // Each stream's bytes by its dictionary's /Length: compressed bytes may end in '\r', which a search for
  // '\r?\nendstream' would cut off (the stream then does not inflate).
  for (const match of text.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const bytes = pdf.subarray(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const span of content.matchAll(/\/ActualText\s*<([0-9A-Fa-f]*)>/g)) lines.push(utf16(span[1]!));
  }
  return lines;
}

export function pdftotext(pdf: Buffer | Uint8Array): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
}
