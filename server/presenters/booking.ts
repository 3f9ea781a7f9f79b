// Bookings as the wire shows them (`bookingSchema`): seen from the signed-in user's side, with the other party,
// the lawyer's office address, attached documents and any pending reschedule proposal.
import type { Booking } from '@contract';
import type { Db } from '../db/connection';
import type { BookingRow } from '../db/schema';
import { officeAddress } from '../services/bookingSlots';
import { reviewStates } from '../services/reviews';

export async function presentBookings(db: Db, rows: BookingRow[], meId: string): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const people = [...new Set(rows.flatMap((r) => [r.client_id, r.lawyer_id]))];
  const users = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', people).execute();
  const profiles = await db
    .selectFrom('lawyer_profiles')
    .select(['user_id', 'title', 'city', 'state', 'office_address'])
    .where('user_id', 'in', people)
    .execute();
  const docs = await db
    .selectFrom('booking_documents')
    .select(['id', 'booking_id', 'original_name'])
    .where('booking_id', 'in', ids)
    .orderBy('id') // upload order: ids are monotonic ULIDs
    .execute();
  const proposals = await db
    .selectFrom('booking_reschedules')
    .select(['id', 'booking_id', 'date', 'slot', 'proposed_by'])
    .where('booking_id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
  const refunds = await db
    .selectFrom('refunds')
    .leftJoin('credit_notes', 'credit_notes.refund_id', 'refunds.id')
    .select([
      'refunds.id',
      'refunds.booking_id',
      'refunds.amount_paise',
      'refunds.status',
      'credit_notes.number as credit_note',
    ])
    .where('refunds.booking_id', 'in', ids)
    .execute();
  const reviews = await reviewStates(db, rows, meId);
  const nameOf = new Map(users.map((u) => [u.id, u.name]));
  const profileOf = new Map(profiles.map((p) => [p.user_id, p]));

  return rows.map((r) => {
    const isClient = r.client_id === meId;
    const otherId = isClient ? r.lawyer_id : r.client_id;
    const lawyer = profileOf.get(r.lawyer_id);
    const proposal = proposals.find((p) => p.booking_id === r.id);
    const refund = refunds.find((f) => f.booking_id === r.id);
    return {
      _id: r.id,
      lawyerId: r.lawyer_id,
      date: r.date,
      slot: r.slot,
      startAt: r.start_at,
      endAt: r.end_at,
      minutes: r.minutes,
      mode: r.mode,
      topic: r.topic,
      pricePaise: r.price_paise,
      ratePaise: r.rate_paise,
      meteredMinutes: r.metered_minutes,
      toBeRefundedPaise: r.refund_due_paise,
      status: r.status,
      paidAt: r.paid_at,
      paymentDueAt: r.status === 'awaiting_payment' ? r.payment_due_at : null,
      cancelReason: r.status === 'cancelled' ? r.cancel_reason : null,
      refund: refund
        ? {
            _id: refund.id,
            amountPaise: refund.amount_paise,
            status: refund.status,
            creditNote: refund.credit_note,
          }
        : null,
      myRole: isClient ? 'client' : 'lawyer',
      otherParty: {
        _id: otherId,
        name: nameOf.get(otherId) ?? '',
        expertise: isClient ? (lawyer?.title ?? '') : 'Client',
      },
      address: lawyer ? officeAddress(lawyer) : '',
      documents: docs.filter((d) => d.booking_id === r.id).map((d) => ({ _id: d.id, name: d.original_name })),
      reschedule: proposal
        ? {
            _id: proposal.id,
            date: proposal.date,
            slot: proposal.slot,
            proposedByMe: proposal.proposed_by === meId,
          }
        : null,
      ...reviews.get(r.id),
    };
  });
}
