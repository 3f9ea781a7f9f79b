// An invoice (or the credit note of a refund against it) as a one-page A4 PDF: number, dates, issuer, client,
// line item, taxable value, GST shown separately, total, and the reverse-charge note where it applies. Printed
// in the recipient's language with the Noto fonts (services/pdf/): names in any script and ₹ print as written.
import type { InvoiceRow } from '../../db/schema';
import { legalEntity, sacCodes } from '@contract';
import { documentDay, documentRupees, pdfTranslator, type UiLanguage } from '../pdf/labels';
import { PdfWriter } from '../pdf/writer';
import { platformIssuer } from './invoices';

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
 * state whose GST applies (the supplier's, as the recipient's state is not on record). `language`: the
 * reader's preferred language, which the labels are printed in.
 */
export async function invoicePdf(
  original: InvoiceRow,
  creditNote?: CreditNoteAmounts,
  billingAddress: string[] = [],
  placeOfSupply = '',
  language: UiLanguage = 'English',
): Promise<Uint8Array> {
  const t = pdfTranslator(language);
  const day = (iso: string) => documentDay(iso, language);
  const invoice = creditNote ? { ...original, ...creditNote } : original;
  const number = invoice.number;
  const pdf = await PdfWriter.create(
    language,
    creditNote ? t('Credit note {number}', { number }) : t('Invoice {number}', { number }),
  );
  pdf.addPage([595, 842]);
  let y = 790;
  const line = async (text: string, options: { size?: number; isBold?: boolean; x?: number } = {}) => {
    const size = options.size ?? 11;
    await pdf.text(text, options.x ?? 50, y, { size, bold: options.isBold });
    y -= size + 8;
  };
  /** A note across the page, wrapped where a translation is longer than the English. */
  const note = async (text: string) => {
    for (const part of await pdf.wrap(text, 495, { size: 9 })) await line(part, { size: 9 });
  };
  const title = creditNote ? t('CREDIT NOTE') : invoice.gst_paise > 0 ? t('TAX INVOICE') : t('INVOICE');
  await line(invoice.reverse_charge && !creditNote ? t('TAX INVOICE') : title, { size: 20, isBold: true });
  await line(
    creditNote ? t('Credit note number: {number}', { number }) : t('Invoice number: {number}', { number }),
  );
  await line(t('Date: {date}', { date: day(invoice.issued_at) }));
  if (placeOfSupply) await line(t('Place of supply: {place}', { place: placeOfSupply }));
  if (creditNote)
    await line(
      t('Against invoice {number} dated {date} (refund)', {
        number: original.number,
        date: day(original.issued_at),
      }),
    );
  else await line(t('Status: {status}', { status: t('PAID') }));
  y -= 10;
  await line(t('Issued by'), { isBold: true });
  await line(invoice.issuer_name);
  // The platform's own supplies (premium plans) name the one legal entity's address.
  if (invoice.kind !== 'consultation') await line(legalEntity.address);
  if (invoice.issuer_gstin) await line(t('GSTIN: {gstin}', { gstin: invoice.issuer_gstin }));
  if (invoice.kind === 'consultation')
    await line(
      t('Collected by {name} (GSTIN {gstin})', { name: platformIssuer.name, gstin: platformIssuer.gstin }),
    );
  y -= 10;
  await line(t('Billed to'), { isBold: true });
  await line(invoice.client_name);
  await line(invoice.client_email);
  for (const part of billingAddress.filter((l) => l.trim())) await line(part.trim());
  if (invoice.client_gstin) await line(t('GSTIN: {gstin}', { gstin: invoice.client_gstin }));
  y -= 16;
  // A rule above a row clears the row's tallest letters (Devanagari vowel signs rise above the headline).
  const rule = () => pdf.line({ x: 50, y: y + 14 }, { x: 545, y: y + 14 });
  rule();
  /** A label on the left and its amount in the column on the right, on one line. */
  const row = async (label: string, value: string, isBold = false) => {
    await line(label, { isBold });
    y += 19;
    await line(value, { x: 440, isBold });
  };
  await row(t('Description'), t('Amount'), true);
  await line(
    creditNote ? t('Refund: {description}', { description: invoice.description }) : invoice.description,
  );
  y += 19;
  await line(documentRupees(invoice.taxable_paise), { x: 440 });
  await line(t('SAC {code}', { code: sacCodes[invoice.kind] }), { size: 9 });
  y -= 6;
  rule();
  await row(t('Taxable value'), documentRupees(invoice.taxable_paise));
  if (invoice.gst_paise > 0) await row(t('IGST @ 18%'), documentRupees(invoice.gst_paise));
  else await row(t('GST'), documentRupees(0));
  await row(t('Total'), documentRupees(invoice.total_paise), true);
  y -= 16;
  if (invoice.reverse_charge)
    await note(t('Tax is payable on reverse charge basis by the recipient (legal services by an advocate).'));
  else if (invoice.kind === 'consultation')
    await note(t('Legal services by an advocate to an individual: exempt from GST.'));
  await note(
    creditNote ? t('This is a computer-generated credit note.') : t('This is a computer-generated invoice.'),
  );
  return pdf.save();
}
