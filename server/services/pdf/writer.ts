// Text on a PDF page in any of LexSetu's three scripts. Each piece of text is drawn run by run in the
// Noto face that has its letters (runs.ts), embedded as a subset on first use, and shaped by fontkit (Devanagari
// conjuncts, vowel signs printed before their consonant). The glyphs of a shaped Indic word stand in visual
// order, so each piece of text is also marked with its real text (a marked-content span with /ActualText):
// copying, searching and text extraction (pdftotext) read "किशन", not the glyph order "िकशन".
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  rgb,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import type { UiLanguage } from './labels';
import { allFaces, coverageOf, fontBytes, fontkit, type Coverage, type Face, type Weight } from './fonts';
import { faceOrder, splitRuns } from './runs';

export interface TextOptions {
  size?: number;
  bold?: boolean;
}

const ink = rgb(0.1, 0.1, 0.1);

export class PdfWriter {
  private readonly fonts = new Map<string, Promise<PDFFont>>();
  private current: PDFPage | null = null;

  private constructor(
    readonly pdf: PDFDocument,
    private readonly order: Face[],
    private readonly coverage: Record<Face, Coverage>,
  ) {}

  /** A new document in a language (its script's face is tried right after Latin). */
  static async create(language: UiLanguage, title: string): Promise<PdfWriter> {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    pdf.setTitle(title);
    pdf.setProducer('LexSetu');
    pdf.setLanguage({ English: 'en-IN', Hindi: 'hi-IN', Tamil: 'ta-IN' }[language]);
    const coverage = Object.fromEntries(
      await Promise.all(allFaces.map(async (face) => [face, await coverageOf(face)] as const)),
    ) as Record<Face, Coverage>;
    return new PdfWriter(pdf, faceOrder(language), coverage);
  }

  addPage(size: [number, number]): PDFPage {
    this.current = this.pdf.addPage(size);
    return this.current;
  }

  get page(): PDFPage {
    if (!this.current) throw new Error('PdfWriter: addPage first');
    return this.current;
  }

  private font(face: Face, weight: Weight): Promise<PDFFont> {
    const key = `${face}-${weight}`;
    let font = this.fonts.get(key);
    if (!font) {
      font = fontBytes(face, weight).then((bytes) => this.pdf.embedFont(bytes, { subset: true }));
      this.fonts.set(key, font);
    }
    return font;
  }

  private async laidOut(text: string, { size = 11, bold = false }: TextOptions) {
    const weight: Weight = bold ? 'bold' : 'regular';
    return Promise.all(
      splitRuns(text, this.order, this.coverage).map(async (run) => {
        const font = await this.font(run.face, weight);
        return { text: run.text, font, width: font.widthOfTextAtSize(run.text, size) };
      }),
    );
  }

  /** How wide the text prints. */
  async width(text: string, options: TextOptions = {}): Promise<number> {
    return (await this.laidOut(text, options)).reduce((sum, run) => sum + run.width, 0);
  }

  /** Draws the text with its left end at (x, y); answers its width. */
  async text(text: string, x: number, y: number, options: TextOptions = {}): Promise<number> {
    const size = options.size ?? 11;
    const runs = await this.laidOut(text, options);
    const page = this.page;
    // The property list inline, as the operator writes its operands: << /ActualText <FEFF…> >>.
    const span = `<< /ActualText ${PDFHexString.fromText(text).toString()} >>`;
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), span]),
    );
    let at = x;
    for (const run of runs) {
      page.drawText(run.text, { x: at, y, size, font: run.font, color: ink });
      at += run.width;
    }
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    return at - x;
  }

  /** The text broken at spaces into lines at most `maxWidth` wide (a longer word stands alone). */
  async wrap(text: string, maxWidth: number, options: TextOptions = {}): Promise<string[]> {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && (await this.width(next, options)) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  line(from: { x: number; y: number }, to: { x: number; y: number }): void {
    this.page.drawLine({ start: from, end: to, thickness: 1 });
  }

  save(): Promise<Uint8Array> {
    return this.pdf.save();
  }
}
