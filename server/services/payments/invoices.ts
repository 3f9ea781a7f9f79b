// The invoice a payment gets, numbered in sequence inside the payment's transaction; GST is included in the
// platform's own prices, while an advocate's consultation is billed without it.
import { legalEntity, shownEmail } from '@contract';
import type { Trx } from '../../db/connection';
import { newId } from '../../db/ids';
import type { PaymentOrderRow, UserRow } from '../../db/schema';
import { nextDocumentNumber } from '../documentNumbers';
import type { InvoiceSettlement } from './payables/payable';

/** The platform's own invoices (premium plans, document packages) are issued by the one legal entity. */
export const platformIssuer: { name: string; gstin: string } = {
  name: legalEntity.name,
  gstin: legalEntity.gstin,
};
/** GST on the platform's own services, included in the displayed price. */
const gstPercent = 18;

/** Writes the paid invoice of `paymentId`; answers its id and number. */
export async function issueInvoice(
  trx: Trx,
  input: {
    order: PaymentOrderRow;
    paymentId: string;
    payer: UserRow;
    clientGstin: string | null;
    settlement: InvoiceSettlement;
    at: string;
  },
): Promise<{ invoiceId: string; number: string }> {
  const { order, settlement, clientGstin } = input;
  const last = await trx
    .selectFrom('invoices')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  const seq = Number(last?.seq ?? 0) + 1;
  const number = await nextDocumentNumber(trx, 'invoices', input.at);
  const consultation = settlement.invoiceKind === 'consultation';
  const taxable = consultation
    ? order.amount_paise
    : Math.round((order.amount_paise * 100) / (100 + gstPercent));
  const invoiceId = newId();
  await trx
    .insertInto('invoices')
    .values({
      id: invoiceId,
      seq,
      number,
      user_id: order.user_id,
      payment_id: input.paymentId,
      kind: settlement.invoiceKind,
      issuer_name: settlement.issuer.name,
      issuer_gstin: settlement.issuer.gstin,
      client_name: input.payer.name,
      client_email: shownEmail(input.payer.email),
      client_gstin: clientGstin,
      description: order.description,
      taxable_paise: taxable,
      gst_paise: order.amount_paise - taxable,
      total_paise: order.amount_paise,
      // Legal services by an advocate to a business: the client pays GST under reverse charge.
      reverse_charge: consultation && clientGstin ? 1 : 0,
      status: 'paid',
      issued_at: input.at,
    })
    .execute();
  return { invoiceId, number };
}
