// A first draft as a Word document (docx): what a lawyer opens and edits. The package templates
// (services/catalogue.ts) are plain text with a light mark-up: '# ' heads the document, **…** is bold, a blank
// line ends a paragraph.
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';

export const docxMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** '**Seller** agrees' → runs with the bold parts bold. */
function runsOf(text: string): TextRun[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**') && part.endsWith('**')
        ? new TextRun({ text: part.slice(2, -2), bold: true })
        : new TextRun(part),
    );
}

export async function draftDocx(text: string): Promise<Buffer> {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
    .map((block) =>
      block.startsWith('# ')
        ? new Paragraph({
            text: block.slice(2),
            heading: HeadingLevel.TITLE,
            alignment: AlignmentType.CENTER,
          })
        : new Paragraph({ children: runsOf(block), spacing: { after: 200 } }),
    );
  const doc = new Document({
    creator: 'LexSetu',
    title: paragraphs.length ? text.trim().split('\n')[0]!.replace(/^# /, '') : 'Draft',
    styles: { default: { document: { run: { font: 'Times New Roman', size: 24 } } } },
    sections: [{ children: paragraphs }],
  });
  return Packer.toBuffer(doc);
}
