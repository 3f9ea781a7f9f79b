// A top-up's receipt prints as a receipt, never as a tax invoice: its own title and number, who paid, the amount
// received and why there is no GST; in the reader's language, with names in any script and ₹ as written.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfText, pdftotext } from '../../test/pdfText';
import { receiptPdf } from './receiptPdf';

const receipt = (client_name: string) => ({
  id: 'r1',
  number: 'RCT/26-27/000007',
  user_id: 'u1',
  payment_id: 'p1',
  client_name,
  client_email: 'client@example.com',
  description: 'Wallet top-up of ₹2,000/-',
  amount_paise: 2_000_00,
  issued_at: '2026-11-05T10:00:00.000Z',
});

/** LEXSETU_PDF_OUT=/some/dir keeps the files, to look at them (pdftoppm -png). */
const keep = (name: string, bytes: Uint8Array) => {
  if (process.env.LEXSETU_PDF_OUT) writeFileSync(`${process.env.LEXSETU_PDF_OUT}/${name}.pdf`, bytes);
};

describe('receipt PDF', () => {
  it('is titled Receipt, with its number, the payer and the amount, and no tax lines', async () => {
    const bytes = await receiptPdf(receipt('Kavya Iyer'), ['12 MG Road', 'Pune 411001']);
    keep('receipt-en', bytes);
    const lines = pdfText(Buffer.from(bytes));
    expect(lines).toEqual(
      expect.arrayContaining([
        'RECEIPT',
        'Receipt number: RCT/26-27/000007',
        'Date: 2026-11-05',
        'Received from',
        'Kavya Iyer',
        '12 MG Road',
        'Wallet top-up of ₹2,000/-',
        '₹2,000.00',
        'This is a computer-generated receipt.',
      ]),
    );
    const text = pdftotext(bytes);
    expect(text).not.toMatch(/TAX INVOICE|Taxable value|IGST|SAC /);
    expect(text).toContain('not a supply, so no GST is charged here');
  });

  it('prints the labels in Hindi and Tamil for their readers, a Tamil name among them', async () => {
    const hindi = await receiptPdf(receipt('பிரியா சுந்தரம்'), [], 'Hindi');
    keep('receipt-hi', hindi);
    const hindiText = pdftotext(hindi);
    expect(hindiText).toContain('रसीद संख्या: RCT/26-27/000007');
    expect(hindiText).toContain('பிரியா சுந்தரம்');
    expect(hindiText).toContain('05/11/2026');
    expect(hindiText).not.toContain('?');
    const tamil = await receiptPdf(receipt('Kavya Iyer'), [], 'Tamil');
    keep('receipt-ta', tamil);
    expect(pdftotext(tamil)).toContain('ரசீது எண்: RCT/26-27/000007');
  });
});
