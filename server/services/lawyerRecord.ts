// GET /api/admin/verifications/:userId/record: what the admins weigh beside a lawyer's certificate — each
// verification decision (re-verification after a new enrolment or Bar Council) and whether they turn up to
// their consultations. A no-show is a booking cancelled because the lawyer never joined, or a free first
// consultation missed without them (lawyer_joined_at null). A fixed number of statements, whatever the history.
import { verificationEndpoints as endpoints, type InputOf, type LawyerRecord } from '@contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { notFound } from '../errors';

const recentNoShows = 5;

export async function lawyerRecord(
  { db }: { db: Db },
  { params }: InputOf<typeof endpoints.record>,
): Promise<LawyerRecord> {
  const { userId } = params;
  const [profile, decisions, counts, recent] = await Promise.all([
    db.selectFrom('lawyer_profiles').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('verification_decisions')
      .select(['id', 'decision', 'reason', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('bookings')
      .where('lawyer_id', '=', userId)
      .select((eb) => [
        eb.fn.count<number>('lawyer_joined_at').as('joined'),
        eb.fn.sum<number>(eb.case().when(noShow(eb)).then(1).else(0).end()).as('noShows'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bookings')
      .select(['id', 'start_at'])
      .where('lawyer_id', '=', userId)
      .where((eb) => noShow(eb))
      .orderBy('start_at', 'desc')
      .orderBy('id', 'desc')
      .limit(recentNoShows)
      .execute(),
  ]);
  if (!profile) throw notFound('lawyer_not_found');
  return {
    decisions: decisions.map((d) => ({
      _id: d.id,
      decision: d.decision,
      reason: d.reason,
      decidedAt: d.created_at,
    })),
    joined: Number(counts.joined ?? 0),
    noShows: Number(counts.noShows ?? 0),
    recentNoShows: recent.map((r) => ({ bookingId: r.id, startAt: r.start_at })),
  };
}

const noShow = (eb: ExpressionBuilder<Database, 'bookings'>) =>
  eb.or([
    eb('bookings.cancel_reason', '=', 'lawyer_no_show'),
    eb.and([eb('bookings.status', '=', 'missed'), eb('bookings.lawyer_joined_at', 'is', null)]),
  ]);
