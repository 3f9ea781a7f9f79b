// An invoice (or the credit note of a refund against it) as a one-page A4 PDF (pdf-lib, standard fonts): number, dates, issuer, client, line item,
// taxable value, GST shown separately, total, and the reverse-charge note where it applies.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { InvoiceRow } from '../../db/schema';
import { legalEntity, sacCodes } from '@contract';
import { platformIssuer } from './service';

/** Standard PDF fonts have no ₹ glyph: amounts read "INR 99.00". */
const inr = (paise: number) => `INR ${(paise / 100).toFixed(2)}`;

/** A credit note is printed as the invoice it corrects, with its own number, date and (refunded) amounts. */
export interface CreditNoteAmounts {
  number: string;
  issued_at: string;
  taxable_paise: number;
  gst_paise: number;
  total_paise: number;
}

/**
 * `billingAddress`: the lines the client gave when paying (a consumer may give none). `placeOfSupply`: the
 * state whose GST applies (the supplier's, as the recipient's state is not on record).
 */
export async function invoicePdf(
  original: InvoiceRow,
  creditNote?: CreditNoteAmounts,
  billingAddress: string[] = [],
  placeOfSupply = '',
): Promise<Uint8Array> {
  const invoice = creditNote ? { ...original, ...creditNote } : original;
  const number = invoice.number;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${creditNote ? 'Credit note' : 'Invoice'} ${number}`);
  pdf.setProducer('LexSetu');
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // Standard fonts encode WinAnsi only: anything else (names in other scripts) becomes '?'.
  const safe = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');
  let y = 790;
  const line = (text: string, options: { size?: number; isBold?: boolean; x?: number } = {}) => {
    page.drawText(safe(text), {
      x: options.x ?? 50,
      y,
      size: options.size ?? 11,
      font: options.isBold ? bold : font,
      color: rgb(0.1, 0.1, 0.1),
    });
    y -= (options.size ?? 11) + 8;
  };
  const title = creditNote ? 'CREDIT NOTE' : invoice.gst_paise > 0 ? 'TAX INVOICE' : 'INVOICE';
  line(invoice.reverse_charge && !creditNote ? 'TAX INVOICE' : title, { size: 20, isBold: true });
  line(`${creditNote ? 'Credit note' : 'Invoice'} number: ${number}`);
  line(`Date: ${invoice.issued_at.slice(0, 10)}`);
  if (placeOfSupply) line(`Place of supply: ${placeOfSupply}`);
  if (creditNote)
    line(`Against invoice ${original.number} dated ${original.issued_at.slice(0, 10)} (refund)`);
  else line(`Status: ${invoice.status.toUpperCase()}`);
  y -= 10;
  line('Issued by', { isBold: true });
  line(invoice.issuer_name);
  // The platform's own supplies (premium plans) name the one legal entity's address.
  if (invoice.kind !== 'consultation') line(legalEntity.address);
  if (invoice.issuer_gstin) line(`GSTIN: ${invoice.issuer_gstin}`);
  if (invoice.kind === 'consultation')
    line(`Collected by ${platformIssuer.name} (GSTIN ${platformIssuer.gstin})`);
  y -= 10;
  line('Billed to', { isBold: true });
  line(invoice.client_name);
  line(invoice.client_email);
  for (const part of billingAddress.filter((l) => l.trim())) line(part.trim());
  if (invoice.client_gstin) line(`GSTIN: ${invoice.client_gstin}`);
  y -= 16;
  page.drawLine({ start: { x: 50, y: y + 10 }, end: { x: 545, y: y + 10 }, thickness: 1 });
  line('Description', { isBold: true });
  y += 19;
  line('Amount', { isBold: true, x: 440 });
  line(creditNote ? `Refund: ${invoice.description}` : invoice.description);
  y += 19;
  line(inr(invoice.taxable_paise), { x: 440 });
  line(`SAC ${sacCodes[invoice.kind]}`, { size: 9 });
  page.drawLine({ start: { x: 50, y: y + 10 }, end: { x: 545, y: y + 10 }, thickness: 1 });
  const row = (label: string, value: string, isBold = false) => {
    line(label, { isBold });
    y += 19;
    line(value, { x: 440, isBold });
  };
  row('Taxable value', inr(invoice.taxable_paise));
  if (invoice.gst_paise > 0) {
    row('IGST @ 18%', inr(invoice.gst_paise));
  } else {
    row('GST', inr(0));
  }
  row('Total', inr(invoice.total_paise), true);
  y -= 16;
  if (invoice.reverse_charge)
    line('Tax is payable on reverse charge basis by the recipient (legal services by an advocate).', {
      size: 9,
    });
  else if (invoice.kind === 'consultation')
    line('Legal services by an advocate to an individual: exempt from GST.', { size: 9 });
  line(`This is a computer-generated ${creditNote ? 'credit note' : 'invoice'}.`, { size: 9 });
  return pdf.save();
}
