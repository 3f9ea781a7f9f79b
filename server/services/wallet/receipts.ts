// A top-up's receipt: issued in the payment's transaction with the next RCT number of the financial year, and
// downloaded as a PDF by its owner alone (anyone else's answers like a missing one).
import type { Db, Trx } from '../../db/connection';
import { newId } from '../../db/ids';
import type { PaymentOrderRow, UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { documentFileName, nextDocumentNumber } from '../documentNumbers';
import { getUserSettings } from '../settings';
import { receiptPdf } from './receiptPdf';

export async function issueReceipt(
  trx: Trx,
  input: { order: PaymentOrderRow; paymentId: string; payer: UserRow; at: string },
): Promise<{ invoiceId: string; number: string }> {
  const number = await nextDocumentNumber(trx, 'payment_receipts', input.at);
  const id = newId();
  await trx
    .insertInto('payment_receipts')
    .values({
      id,
      number,
      user_id: input.order.user_id,
      payment_id: input.paymentId,
      client_name: input.payer.name,
      client_email: input.payer.email,
      description: input.order.description,
      amount_paise: input.order.amount_paise,
      issued_at: input.at,
    })
    .execute();
  return { invoiceId: id, number };
}

export async function receiptDocument(
  db: Db,
  userId: string,
  id: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const receipt = await db
    .selectFrom('payment_receipts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!receipt) throw notFound('receipt_not_found');
  const payment = await db
    .selectFrom('payments')
    .select(['address_line1', 'address_line2'])
    .where('id', '=', receipt.payment_id)
    .executeTakeFirst();
  const { preferredLanguage } = await getUserSettings(db, userId);
  const address = payment ? [payment.address_line1, payment.address_line2] : [];
  return {
    fileName: documentFileName(receipt.number),
    bytes: Buffer.from(await receiptPdf(receipt, address, preferredLanguage)),
  };
}
