// A top-up's receipt as a one-page A4 PDF: titled Receipt, its own number, who paid, the amount received, and
// why there is no GST (an advance is not a supply). Printed in the reader's language, as invoices are.
import { legalEntity } from '@contract';
import type { Selectable } from 'kysely';
import type { ReceiptsTable } from '../../db/schema';
import { documentDay, documentRupees, pdfTranslator, type UiLanguage } from '../pdf/labels';
import { PdfWriter } from '../pdf/writer';

export async function receiptPdf(
  receipt: Selectable<ReceiptsTable>,
  billingAddress: string[] = [],
  language: UiLanguage = 'English',
): Promise<Uint8Array> {
  const t = pdfTranslator(language);
  const pdf = await PdfWriter.create(language, t('Receipt {number}', { number: receipt.number }));
  pdf.addPage([595, 842]);
  let y = 790;
  const line = async (text: string, options: { size?: number; isBold?: boolean; x?: number } = {}) => {
    const size = options.size ?? 11;
    await pdf.text(text, options.x ?? 50, y, { size, bold: options.isBold });
    y -= size + 8;
  };
  await line(t('RECEIPT'), { size: 20, isBold: true });
  await line(t('Receipt number: {number}', { number: receipt.number }));
  await line(t('Date: {date}', { date: documentDay(receipt.issued_at, language) }));
  await line(t('Status: {status}', { status: t('PAID') }));
  y -= 10;
  await line(t('Received by'), { isBold: true });
  await line(legalEntity.name);
  await line(legalEntity.address);
  await line(t('GSTIN: {gstin}', { gstin: legalEntity.gstin }));
  y -= 10;
  await line(t('Received from'), { isBold: true });
  await line(receipt.client_name);
  await line(receipt.client_email);
  for (const part of billingAddress.filter((l) => l.trim())) await line(part.trim());
  y -= 16;
  const rule = () => pdf.line({ x: 50, y: y + 14 }, { x: 545, y: y + 14 });
  const row = async (label: string, value: string, isBold = false) => {
    await line(label, { isBold });
    y += 19;
    await line(value, { x: 440, isBold });
  };
  rule();
  await row(t('Description'), t('Amount'), true);
  await row(receipt.description, documentRupees(receipt.amount_paise));
  y -= 6;
  rule();
  await row(t('Total'), documentRupees(receipt.amount_paise), true);
  y -= 16;
  const note =
    'An advance into the LexSetu wallet, for consultations to come: not a supply, so no GST is charged here. Each consultation paid from the wallet gets its own tax invoice.' as const;
  for (const part of await pdf.wrap(t(note), 495, { size: 9 })) await line(part, { size: 9 });
  await line(t('This is a computer-generated receipt.'), { size: 9 });
  return pdf.save();
}
