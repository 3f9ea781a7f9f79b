// A first draft as a Word document (docx): what a lawyer opens and edits. The package templates
// (services/catalogue.ts) are plain text with a light mark-up: '# ' heads the document, **…** is bold, a blank
// line ends a paragraph. A cover page in the buyer's language comes first; the legal text after it
// stays in the language the package is sold in. Devanagari and Tamil (a name typed in the answers, the cover)
// are complex scripts to Word, set in the `cs` font: Nirmala UI, which Windows ships with both scripts.
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun, type IRunOptions } from 'docx';
import en from '../i18n/catalogues/drafts/en.json';
import hi from '../i18n/catalogues/drafts/hi.json';
import ta from '../i18n/catalogues/drafts/ta.json';
import { catalogueTranslator, documentDay, type UiLanguage } from './pdf/labels';

export const docxMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const draftTranslator = catalogueTranslator<keyof typeof en>({ English: en, Hindi: hi, Tamil: ta });

/** The language tags Word spells and hyphenates by: Latin text, and complex-script text. */
const wordLanguage: Record<UiLanguage, string> = { English: 'en-IN', Hindi: 'hi-IN', Tamil: 'ta-IN' };
const fonts = { ascii: 'Times New Roman', hAnsi: 'Times New Roman', cs: 'Nirmala UI' };

/** Who the draft is for and in which languages: the cover's (the buyer's) and the legal text's (the package's). */
export interface DraftCover {
  language: UiLanguage;
  packageLanguage: UiLanguage;
  packageTitle: string;
  clientName: string;
  generatedAt: Date;
}

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

/** The cover page: what this document is, for whom, and why its legal text is in the package's language. */
function coverOf(cover: DraftCover): Paragraph[] {
  const t = draftTranslator(cover.language);
  const lang: IRunOptions['language'] = { value: 'en-IN', bidirectional: wordLanguage[cover.language] };
  const run = (text: string, options: Omit<IRunOptions, 'text'> = {}) =>
    new TextRun({ text, language: lang, ...options });
  const paragraph = (text: string, after = 200) =>
    new Paragraph({ children: [run(text)], spacing: { after } });
  return [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      children: [run(t('First draft'))],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 400 },
      children: [run(cover.packageTitle, { bold: true, size: 32 })],
    }),
    paragraph(t('Prepared for {name}', { name: cover.clientName })),
    paragraph(
      t('Generated on {date} from the answers to the questionnaire.', {
        date: documentDay(cover.generatedAt.toISOString(), cover.language),
      }),
      400,
    ),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run(t('About this draft'))] }),
    paragraph(
      t(
        'The legal text on the next page is in {language}, the language this package is sold in, and stays in it so that it holds as written.',
        { language: t(cover.packageLanguage) },
      ),
    ),
    paragraph(
      t(
        'It is a starting point: the lawyer checks and completes it, and each version is shared on LexSetu until the client approves it.',
      ),
    ),
    paragraph(t('Words in [square brackets] were not answered yet.')),
  ];
}

export async function draftDocx(text: string, cover?: DraftCover): Promise<Buffer> {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
    .map((block, i) =>
      block.startsWith('# ')
        ? new Paragraph({
            text: block.slice(2),
            heading: HeadingLevel.TITLE,
            alignment: AlignmentType.CENTER,
            pageBreakBefore: Boolean(cover) && i === 0,
          })
        : new Paragraph({
            children: runsOf(block),
            spacing: { after: 200 },
            pageBreakBefore: Boolean(cover) && i === 0,
          }),
    );
  const language = cover?.packageLanguage ?? 'English';
  const doc = new Document({
    creator: 'LexSetu',
    title: paragraphs.length ? text.trim().split('\n')[0]!.replace(/^# /, '') : 'Draft',
    styles: {
      default: {
        document: {
          run: {
            font: fonts,
            size: 24,
            language: { value: 'en-IN', bidirectional: wordLanguage[language] },
          },
        },
      },
    },
    sections: [{ children: [...(cover ? coverOf(cover) : []), ...paragraphs] }],
  });
  return Packer.toBuffer(doc);
}
