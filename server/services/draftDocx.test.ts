// A first draft's cover page speaks the buyer's language while the legal text stays in the package's (issue 56);
// Devanagari and Tamil are set in a font that has them.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { draftDocx, type DraftCover } from './draftDocx';

const body = `# RENT AGREEMENT

This Rent Agreement is made on 2030-03-01 between **सुरेश वर्मा** (LANDLORD) and **[tenant]** (TENANT).`;

const xmlOf = async (cover?: DraftCover) =>
  strFromU8(unzipSync(new Uint8Array(await draftDocx(body, cover)))['word/document.xml']!);

const cover = (language: DraftCover['language']): DraftCover => ({
  language,
  packageLanguage: 'English',
  packageTitle: 'Rent Agreement',
  clientName: 'सुरेश वर्मा',
  generatedAt: new Date('2030-03-01T06:00:00Z'),
});

describe('draftDocx', () => {
  it('puts a Hindi cover before the English legal text, on its own page', async () => {
    const xml = await xmlOf(cover('Hindi'));
    expect(xml).toContain('पहला मसौदा');
    expect(xml).toContain('सुरेश वर्मा के लिए तैयार किया गया');
    expect(xml).toContain('प्रश्नावली के उत्तरों से 01/03/2030 को बनाया गया।');
    expect(xml).toContain('अंग्रेज़ी में है');
    expect(xml).toContain('RENT AGREEMENT');
    expect(xml).toContain('This Rent Agreement is made on 2030-03-01 between ');
    expect(xml.indexOf('पहला मसौदा')).toBeLessThan(xml.indexOf('RENT AGREEMENT'));
    expect(xml).toContain('<w:pageBreakBefore/>');
    expect(xml).toContain('w:bidi="hi-IN"');
  });

  it('writes the Tamil cover in Tamil', async () => {
    const xml = await xmlOf(cover('Tamil'));
    expect(xml).toContain('முதல் வரைவு');
    expect(xml).toContain('சட்ட உரையின் மொழி: ஆங்கிலம்');
  });

  it('sets complex scripts in a font that has Devanagari and Tamil', async () => {
    const docx = unzipSync(new Uint8Array(await draftDocx(body, cover('English'))));
    const styles = strFromU8(docx['word/styles.xml']!);
    expect(styles).toContain('w:cs="Nirmala UI"');
    expect(styles).toContain('w:ascii="Times New Roman"');
    expect(strFromU8(docx['word/document.xml']!)).toContain('First draft');
  });

  it('is the template alone without a cover (the seeded drafts)', async () => {
    const xml = await xmlOf();
    expect(xml).not.toContain('First draft');
    expect(xml).not.toContain('<w:pageBreakBefore/>');
  });
});
