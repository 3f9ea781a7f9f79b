// Bookings as the wire shows them (`bookingSchema`): seen from the signed-in user's side, with the other party,
// the lawyer's office address, attached documents and any pending reschedule proposal.
import { missedByOf, type Booking } from '@contract';
import type { Db } from '../db/connection';
import { preparedQuery } from '../db/prepared';
import type { BookingRow } from '../db/schema';
import { officeAddress } from '../services/bookingSlots';
import { reviewStates } from '../services/reviews';

// Prepared (built once per list length): every schedules page asks all of them, so building them is hot.
const peopleOf = preparedQuery((db: Db, { people }: { people: string[] }) =>
  db
    .selectFrom('users')
    .leftJoin('lawyer_profiles', 'lawyer_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'lawyer_profiles.title',
      'lawyer_profiles.city',
      'lawyer_profiles.state',
      'lawyer_profiles.office_address',
    ])
    .where('users.id', 'in', people),
);
const documentsOf = preparedQuery(
  (db: Db, { ids }: { ids: string[] }) =>
    db
      .selectFrom('booking_documents')
      .select(['id', 'booking_id', 'original_name'])
      .where('booking_id', 'in', ids)
      .orderBy('id'), // upload order: ids are monotonic ULIDs
);
const proposalsOf = preparedQuery((db: Db, { ids }: { ids: string[] }) =>
  db
    .selectFrom('booking_reschedules')
    .select(['id', 'booking_id', 'date', 'slot', 'proposed_by'])
    .where('booking_id', 'in', ids)
    .where('status', '=', 'pending'),
);
const refundsOf = preparedQuery((db: Db, { ids }: { ids: string[] }) =>
  db
    .selectFrom('refunds')
    .leftJoin('credit_notes', 'credit_notes.refund_id', 'refunds.id')
    .select([
      'refunds.id',
      'refunds.booking_id',
      'refunds.amount_paise',
      'refunds.status',
      'credit_notes.number as credit_note',
    ])
    .where('refunds.booking_id', 'in', ids),
);

export async function presentBookings(db: Db, rows: BookingRow[], meId: string): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const people = [...new Set(rows.flatMap((r) => [r.client_id, r.lawyer_id]))];
  const [users, docs, proposals, refunds, reviews] = await Promise.all([
    peopleOf(db, { people }),
    documentsOf(db, { ids }),
    proposalsOf(db, { ids }),
    refundsOf(db, { ids }),
    reviewStates(db, rows, meId),
  ]);
  const nameOf = new Map(users.map((u) => [u.id, u.name]));
  // A lawyer's profile (a client has none: the joined fields are null).
  const profileOf = new Map(
    users.flatMap(({ id, title, city, state, office_address }) =>
      title === null
        ? []
        : [
            [
              id,
              { title, city: city ?? '', state: state ?? '', office_address: office_address ?? '' },
            ] as const,
          ],
    ),
  );

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
      missedBy: r.status === 'missed' ? missedByOf(!!r.lawyer_joined_at) : null,
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
