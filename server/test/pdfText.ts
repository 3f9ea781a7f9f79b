// The text lines drawn on a PDF made by pdf-lib (standard fonts), for asserting what a document says:
// every content stream is inflated and its hex-string Tj operators decoded (WinAnsi ≈ latin1 for our text).
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const op of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      lines.push(Buffer.from(op[1]!, 'hex').toString('latin1'));
  }
  return lines;
}
