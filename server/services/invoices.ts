// Invoices and credit notes as use cases: the caller's list (searched, sorted, a page at a time) and one document as
// a PDF.
// A credit note is listed beside the invoice it corrects (kind 'credit_note'), with its own number.
import { legalEntity, moneyEndpoints, type InputOf, type Invoice, type InvoicePage } from '@contract';
import type { Db } from '../db/connection';
import type { InvoiceRow, UserRow } from '../db/schema';
import { notFound } from '../errors';
import { invoicePdf } from './payments/invoicePdf';
import { matches } from './payments/period';
import { documentFileName } from './documentNumbers';
import { getUserSettings } from './settings';
import { sortedPage } from './sortedPage';

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    _id: row.id,
    kind: 'invoice',
    number: row.number,
    corrects: null,
    fileName: documentFileName(row.number),
    issuedFrom: row.issuer_name,
    issuedAt: row.issued_at,
    description: row.description,
    type: row.kind,
    taxablePaise: row.taxable_paise,
    gstPaise: row.gst_paise,
    totalPaise: row.total_paise,
    reverseCharge: row.reverse_charge === 1,
    status: row.status,
  };
}

/** The billing address the client gave with the payment, printed on its invoice and credit note. */
async function billingAddressOf(db: Db, paymentId: string): Promise<string[]> {
  const payment = await db
    .selectFrom('payments')
    .select(['address_line1', 'address_line2'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
  return payment ? [payment.address_line1, payment.address_line2] : [];
}

/**
 * The place of supply printed on the document: for a consumer whose state is not on record, the supplier's
 * state — the platform's for a plan, the advocate's (their profile's state) for a consultation.
 */
async function placeOfSupplyOf(db: Db, invoice: Pick<InvoiceRow, 'kind' | 'payment_id'>): Promise<string> {
  if (invoice.kind !== 'consultation') return `${legalEntity.state} (${legalEntity.stateCode})`;
  const lawyer = await db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .innerJoin('bookings', 'bookings.id', 'payment_orders.booking_id')
    .innerJoin('lawyer_profiles', 'lawyer_profiles.user_id', 'bookings.lawyer_id')
    .select('lawyer_profiles.state')
    .where('payments.id', '=', invoice.payment_id)
    .executeTakeFirst();
  return lawyer?.state ?? '';
}

/** Invoices a lawyer issued: those of payments for their consultations (the advocate is the supplier). */
function issuedBy(db: Db, lawyerId: string) {
  return db
    .selectFrom('invoices')
    .innerJoin('payments', 'payments.id', 'invoices.payment_id')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .innerJoin('bookings', 'bookings.id', 'payment_orders.booking_id')
    .select('invoices.id')
    .where('bookings.lawyer_id', '=', lawyerId);
}

/**
 * The caller's credit notes, each with the invoice it corrects (names and tax treatment come from there); a
 * lawyer's also those against the invoices they issued.
 */
function creditNotesOf(db: Db, userId: string, issuer = false) {
  return db
    .selectFrom('credit_notes')
    .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
    .selectAll('invoices')
    .select([
      'credit_notes.id as note_id',
      'credit_notes.number as note_number',
      'credit_notes.issued_at as note_issued_at',
      'credit_notes.taxable_paise as note_taxable_paise',
      'credit_notes.gst_paise as note_gst_paise',
      'credit_notes.total_paise as note_total_paise',
    ])
    .where((eb) =>
      issuer
        ? eb.or([
            eb('credit_notes.user_id', '=', userId),
            eb('credit_notes.invoice_id', 'in', issuedBy(db, userId)),
          ])
        : eb('credit_notes.user_id', '=', userId),
    );
}
type CreditNoteJoin = Awaited<ReturnType<ReturnType<typeof creditNotesOf>['execute']>>[number];

const noteAmounts = (row: CreditNoteJoin) => ({
  number: row.note_number,
  issued_at: row.note_issued_at,
  taxable_paise: row.note_taxable_paise,
  gst_paise: row.note_gst_paise,
  total_paise: row.note_total_paise,
});

function presentCreditNote(row: CreditNoteJoin): Invoice {
  return {
    ...presentInvoice(row),
    _id: row.note_id,
    kind: 'credit_note',
    number: row.note_number,
    corrects: row.number,
    fileName: documentFileName(row.note_number),
    issuedAt: row.note_issued_at,
    description: `Refund: ${row.description}`,
    taxablePaise: row.note_taxable_paise,
    gstPaise: row.note_gst_paise,
    totalPaise: row.note_total_paise,
    status: 'refunded',
  };
}

/** Whose documents: the caller's own, and a lawyer's also those they issued to their clients. */
const visibleTo = (db: Db, userId: string, issuer: boolean) =>
  db
    .selectFrom('invoices')
    .selectAll()
    .where((eb) =>
      issuer
        ? eb.or([eb('user_id', '=', userId), eb('id', 'in', issuedBy(db, userId))])
        : eb('user_id', '=', userId),
    );

export async function listInvoices(
  db: Db,
  me: Pick<UserRow, 'id'> & Partial<Pick<UserRow, 'role'>>,
  { query }: InputOf<typeof moneyEndpoints.invoices>,
): Promise<InvoicePage> {
  const issuer = me.role === 'professional';
  const rows = await visibleTo(db, me.id, issuer).execute();
  const notes = await creditNotesOf(db, me.id, issuer).execute();
  const newest = (a: Invoice, b: Invoice) =>
    b.issuedAt.localeCompare(a.issuedAt) || b._id.localeCompare(a._id);
  const items = [...rows.map(presentInvoice), ...notes.map(presentCreditNote)]
    .sort(newest)
    .filter((i) => matches(query.q, i.number, i.fileName, i.issuedFrom, i.description, i.type, i.status));
  const by: Record<typeof query.sort, (a: Invoice, b: Invoice) => number> = {
    'sort by date': newest,
    'sort by budget': (a, b) => b.totalPaise - a.totalPaise,
    'sort by status': (a, b) => a.status.localeCompare(b.status),
    'sort by type': (a, b) => a.type.localeCompare(b.type),
  };
  // Stable sort: ties keep newest first, so the order is total and a page follows the one before.
  const page = sortedPage(items.sort(by[query.sort]), query, (i) => ({ at: i.issuedAt, id: i._id }));
  return { items: page.rows, nextCursor: page.nextCursor };
}

/**
 * One of the caller's invoices or credit notes as a PDF (a lawyer's also one they issued); anyone else's answers
 * like a missing one.
 */
export async function invoiceDocument(
  db: Db,
  userId: string,
  id: string,
  issuer = false,
): Promise<{ fileName: string; bytes: Buffer }> {
  const row = await visibleTo(db, userId, issuer).where('id', '=', id).executeTakeFirst();
  // Printed in the language of whoever downloads it (their Settings).
  const { preferredLanguage } = await getUserSettings(db, userId);
  if (row)
    return {
      fileName: documentFileName(row.number),
      bytes: Buffer.from(
        await invoicePdf(
          row,
          undefined,
          await billingAddressOf(db, row.payment_id),
          await placeOfSupplyOf(db, row),
          preferredLanguage,
        ),
      ),
    };
  const note = await creditNotesOf(db, userId, issuer).where('credit_notes.id', '=', id).executeTakeFirst();
  if (!note) throw notFound('invoice_not_found');
  return {
    fileName: documentFileName(note.note_number),
    bytes: Buffer.from(
      await invoicePdf(
        note,
        noteAmounts(note),
        await billingAddressOf(db, note.payment_id),
        await placeOfSupplyOf(db, note),
        preferredLanguage,
      ),
    ),
  };
}
