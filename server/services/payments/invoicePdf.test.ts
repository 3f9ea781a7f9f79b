// Invoices print names in any script and ₹ (issue 56): the text poppler's pdftotext extracts from the glyphs has
// the client's Devanagari or Tamil name and '₹', never '?', and the labels are in the reader's language.
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import type { InvoiceRow } from '../../db/schema';
import { pdfText, pdftotext } from '../../test/pdfText';
import { invoicePdf } from './invoicePdf';

const invoice = (client_name: string): InvoiceRow => ({
  id: 'inv1',
  seq: 1,
  number: 'INV/26-27/000042',
  user_id: 'u1',
  payment_id: 'p1',
  kind: 'plan',
  issuer_name: 'LexSetu Legal Services Pvt. Ltd.',
  issuer_gstin: '09AAACL1234F1Z5',
  client_name,
  client_email: 'client@example.com',
  client_gstin: null,
  description: 'Premium plan (yearly)',
  taxable_paise: 84_745_76,
  gst_paise: 15_254_24,
  total_paise: 1_00_000_00,
  reverse_charge: 0,
  status: 'paid',
  issued_at: '2026-11-05T10:00:00.000Z',
});

/** LEXSETU_PDF_OUT=/some/dir keeps the files, to look at them (pdftoppm -png). */
const keep = (name: string, bytes: Uint8Array) => {
  if (process.env.LEXSETU_PDF_OUT) writeFileSync(`${process.env.LEXSETU_PDF_OUT}/${name}.pdf`, bytes);
};

describe('invoice PDF in three scripts', () => {
  it('prints a client named in Devanagari on an English invoice, with ₹ and Indian grouping', async () => {
    const bytes = await invoicePdf(invoice('प्रिया क्षत्रिय'), undefined, ['12 एमजी रोड', 'वाराणसी 221001']);
    keep('invoice-devanagari-en', bytes);
    const text = pdftotext(bytes);
    expect(text).toContain('प्रिया क्षत्रिय');
    expect(text).toContain('12 एमजी रोड');
    expect(text).toContain('₹1,00,000.00');
    expect(text).toContain('₹15,254.24');
    expect(text).toContain('TAX INVOICE');
    expect(text).not.toContain('?');
    expect(text).not.toContain('INR');
    // The same pieces as drawn, for the other tests' exact lines.
    expect(pdfText(Buffer.from(bytes))).toEqual(
      expect.arrayContaining(['Invoice number: INV/26-27/000042', 'प्रिया क्षत्रिय', '₹84,745.76']),
    );
  });

  it('prints a client named in Tamil, in Tamil for a Tamil reader', async () => {
    const bytes = await invoicePdf(invoice('கார்த்திகேயன் சுப்பிரமணியம்'), undefined, [], '', 'Tamil');
    keep('invoice-tamil-ta', bytes);
    const text = pdftotext(bytes);
    expect(text).toContain('கார்த்திகேயன் சுப்பிரமணியம்');
    expect(text).toContain('வரி விலைப்பட்டியல்');
    expect(text).toContain('விலைப்பட்டியல் எண்: INV/26-27/000042');
    expect(text).toContain('தேதி: 05/11/2026');
    expect(text).toContain('₹1,00,000.00');
    expect(text).not.toContain('?');
  });

  it('prints the labels in Hindi for a Hindi reader, a Tamil name among them', async () => {
    const bytes = await invoicePdf(invoice('மீனா'), undefined, [], 'Uttar Pradesh (09)', 'Hindi');
    keep('invoice-tamil-hi', bytes);
    const text = pdftotext(bytes);
    expect(text).toContain('कर चालान');
    expect(text).toContain('चालान संख्या: INV/26-27/000042');
    expect(text).toContain('आपूर्ति का स्थान: Uttar Pradesh (09)');
    expect(text).toContain('மீனா');
    expect(text).toContain('कुल');
    expect(text).not.toContain('?');
  });

  it('prints a credit note in the reader language, the refund against its invoice', async () => {
    const note = {
      number: 'CN/26-27/000007',
      issued_at: '2026-11-20T10:00:00.000Z',
      taxable_paise: 1000_00,
      gst_paise: 0,
      total_paise: 1000_00,
    };
    const bytes = await invoicePdf(invoice('राजेश कुमार'), note, [], '', 'Hindi');
    keep('credit-note-hi', bytes);
    const text = pdftotext(bytes);
    expect(text).toContain('क्रेडिट नोट संख्या: CN/26-27/000007');
    expect(text).toContain('दिनांक 05/11/2026 के चालान INV/26-27/000042 के विरुद्ध (रिफ़ंड)');
    expect(text).toContain('₹1,000.00');
    expect(text).toContain('राजेश कुमार');
  });

  it('embeds only the glyphs it uses', async () => {
    const bytes = await invoicePdf(invoice('प्रिया क्षत्रिय'), undefined, [], '', 'Tamil');
    expect(bytes.length).toBeLessThan(60_000);
  });
});
