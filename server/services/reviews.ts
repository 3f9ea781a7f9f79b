// Verified reviews, as use cases: write (the client of a completed consultation, once, within 60 days of its end),
// list a lawyer's (same visibility as the profile), reply (the reviewed lawyer, once), report (anyone signed in),
// and the admin's hide / restore with a reason (the author is told). The profile's figures are computed here,
// once, from real data: the reviews list and GET /api/experts/:id both read `lawyerFigures`.
// BCI Rule 36: nothing here orders search or featured lists; ratings are shown on the profile only.
import {
  reviewMessages,
  reviewsPageSize,
  reviewWindowDays,
  storedSettings,
  type AdminReview,
  type InputOf,
  type Review,
  type ReviewFigures,
  type ReviewList,
} from '@contract';
import { reviewEndpoints as endpoints } from '@contract';
import type { ExpressionBuilder } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { newId } from '../db/ids';
import { preparedQuery } from '../db/prepared';
import type { BookingRow, Database, UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { presentAdminReviews, presentReview, type ReviewWithAuthor } from '../presenters/review';
import type { Clock, Logger } from '../types';
import { createMailer } from './mail';
import { notify } from './notifications';
import { lawyerViewFor } from './privacy';
import { lawyerSettingsData } from './settings';
import { updatedAny } from '../db/updated';

export interface ReviewDeps {
  db: Db;
  clock: Clock;
}
type Me = Pick<UserRow, 'id' | 'role'>;

const dayMs = 24 * 60 * 60_000;
const adminListLimit = 200;
const schedulesLink = '/dashboard/schedules';
const profileLink = (lawyerId: string) => `/dashboard/lawyer-profile/${lawyerId}`;

/** The last instant a booking may be reviewed: its end plus 60 days (inclusive). */
export function reviewDeadline(booking: Pick<BookingRow, 'end_at'>): Date {
  return new Date(Date.parse(booking.end_at) + reviewWindowDays * dayMs);
}

// ---- the lawyer's profile: who may see it, and its figures ----

// Prepared (built once): every lawyer profile opened reads these (issue 36). The lawyer's settings come along:
// who may see the profile is decided from them.
const verifiedLawyer = preparedQuery((db: Db, { id }: { id: string }) =>
  db
    .selectFrom('lawyer_profiles')
    .innerJoin('users', 'users.id', 'lawyer_profiles.user_id')
    .selectAll('lawyer_profiles')
    .select(['users.name', 'users.email'])
    .select((eb) => lawyerSettingsData(eb).as('settings_data'))
    .where('lawyer_profiles.user_id', '=', id)
    .where('lawyer_profiles.verification_status', '=', 'verified'),
);

/** A verified lawyer the viewer may see (their 'who can see your profile' setting); else 404 as if unknown. */
export async function visibleExpertProfile(db: Db, id: string, viewerId: string) {
  const [found] = await verifiedLawyer(db, { id });
  if (!found) throw notFound('Lawyer not found.');
  const { settings_data, ...row } = found;
  const view = await lawyerViewFor(db, id, viewerId, storedSettings(settings_data));
  if (!view.visible) throw notFound('Lawyer not found.');
  return { row, view };
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 100) / whole));

/** Visible (not hidden) reviews of one lawyer. */
function visibleReviews(db: Db, lawyerId: string) {
  return db
    .selectFrom('reviews')
    .where('reviews.lawyer_id', '=', lawyerId)
    .where('reviews.hidden_at', 'is', null);
}

/** The counts and sums behind a lawyer's review figures, over their visible reviews. */
const reviewAggregates = (eb: ExpressionBuilder<Database, 'reviews'>) => [
  eb.fn.countAll<number>().as('count'),
  eb.fn.coalesce(eb.fn.sum<number>('stars'), eb.lit(0)).as('stars'),
  eb.fn
    .coalesce(eb.fn.sum<number>(eb.case().when('stars', '>=', 4).then(1).else(0).end()), eb.lit(0))
    .as('positive'),
  eb.fn.count<number>('recommend').as('answered'),
  eb.fn
    .coalesce(eb.fn.sum<number>(eb.case().when('recommend', '=', 1).then(1).else(0).end()), eb.lit(0))
    .as('recommending'),
];

/** Distinct clients of the lawyer's completed consultations. */
const clientsServedOf = (db: Db, lawyerId: string) =>
  db
    .selectFrom('bookings')
    .select((eb) => eb.fn.count<number>('client_id').distinct().as('n'))
    .where('lawyer_id', '=', lawyerId)
    .where('status', '=', 'completed');

const followersOf = (db: Db, lawyerId: string) =>
  db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('lawyer_id', '=', lawyerId);

const reviewTotals = preparedQuery((db: Db, { lawyerId }: { lawyerId: string }) =>
  visibleReviews(db, lawyerId).select(reviewAggregates),
);

/**
 * Everything the profile counts, in one statement: in a request each statement costs 10–15 µs more than its
 * own work, its caches gone cold between requests (issue 36), and the profile read three.
 */
const lawyerTotals = preparedQuery((db: Db, { lawyerId }: { lawyerId: string }) =>
  visibleReviews(db, lawyerId).select((eb) => [
    ...reviewAggregates(eb),
    clientsServedOf(db, lawyerId).as('clients'),
    followersOf(db, lawyerId).as('followers'),
  ]),
);

type ReviewTotals = Awaited<ReturnType<typeof reviewTotals>>[number];

/** Average stars (one decimal), count and shares of a lawyer's visible reviews. */
function figuresOf(totals: ReviewTotals): ReviewFigures {
  const count = Number(totals.count);
  return {
    averageStars: count === 0 ? null : Math.round((Number(totals.stars) * 10) / count) / 10,
    reviewCount: count,
    positiveRatings: percent(Number(totals.positive), count),
    recommendPercent: percent(Number(totals.recommending), Number(totals.answered)),
  };
}

export async function reviewFigures(db: Db, lawyerId: string): Promise<ReviewFigures> {
  const [totals] = await reviewTotals(db, { lawyerId });
  return figuresOf(totals!);
}

/** Everything the profile shows as a number: review figures, clients served (distinct), real followers. */
export async function lawyerFigures(db: Db, lawyerId: string) {
  const [totals] = await lawyerTotals(db, { lawyerId });
  return { ...figuresOf(totals!), clients: Number(totals!.clients), followers: Number(totals!.followers) };
}

const followers = preparedQuery((db: Db, { lawyerId }: { lawyerId: string }) => followersOf(db, lawyerId));

export async function followerCount(db: Db, lawyerId: string): Promise<number> {
  const [row] = await followers(db, { lawyerId });
  return Number(row!.n);
}

// ---- reading ----

function withAuthor(db: Db) {
  return db
    .selectFrom('reviews')
    .innerJoin('users as author', 'author.id', 'reviews.client_id')
    .selectAll('reviews')
    .select('author.name as author_name');
}

async function reviewById(db: Db, id: string): Promise<ReviewWithAuthor> {
  const row = await withAuthor(db).where('reviews.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(reviewMessages.reviewNotFound);
  return row;
}

export async function listExpertReviews(
  { db }: ReviewDeps,
  me: Me,
  { params, query }: InputOf<typeof endpoints.listForExpert>,
): Promise<ReviewList> {
  await visibleExpertProfile(db, params.id, me.id);
  const [figures, rows] = await Promise.all([
    reviewFigures(db, params.id),
    withAuthor(db)
      .where('reviews.lawyer_id', '=', params.id)
      .where('reviews.hidden_at', 'is', null)
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(reviewsPageSize)
      .offset((query.page - 1) * reviewsPageSize)
      .execute(),
  ]);
  return {
    ...figures,
    items: rows.map(presentReview),
    total: figures.reviewCount,
    page: query.page,
    pageSize: reviewsPageSize,
  };
}

/** The client's side of their completed bookings, for Schedules: reviewed when, reviewable until when. */
export async function reviewStates(
  db: Db,
  rows: Pick<BookingRow, 'id' | 'client_id' | 'status' | 'end_at'>[],
  meId: string,
): Promise<Map<string, { reviewedAt: string | null; reviewableUntil: string | null }>> {
  const mine = rows.filter((r) => r.client_id === meId && r.status === 'completed');
  if (mine.length === 0) return new Map();
  const reviewed = await db
    .selectFrom('reviews')
    .select(['booking_id', 'created_at'])
    .where(
      'booking_id',
      'in',
      mine.map((r) => r.id),
    )
    .execute();
  const at = new Map(reviewed.map((r) => [r.booking_id, r.created_at]));
  return new Map(
    mine.map((r) => [
      r.id,
      { reviewedAt: at.get(r.id) ?? null, reviewableUntil: reviewDeadline(r).toISOString() },
    ]),
  );
}

// ---- writing ----

export async function createReview(
  { db, clock }: ReviewDeps,
  me: Me,
  { body }: InputOf<typeof endpoints.create>,
): Promise<Review> {
  if (body.serviceOrderId)
    return reviewServiceOrder({ db, clock }, me, { ...body, serviceOrderId: body.serviceOrderId });
  const booking = await db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', body.bookingId ?? '')
    .executeTakeFirst();
  if (!booking) throw notFound(reviewMessages.bookingNotFound);
  if (booking.client_id !== me.id) throw forbidden(reviewMessages.notYours);
  if (booking.status !== 'completed') throw conflict(reviewMessages.notCompleted, 'bookingId');
  const existing = await db
    .selectFrom('reviews')
    .select('id')
    .where('booking_id', '=', booking.id)
    .executeTakeFirst();
  if (existing) throw conflict(reviewMessages.alreadyReviewed, 'bookingId');
  const now = clock.now();
  if (now.getTime() > reviewDeadline(booking).getTime()) throw conflict(reviewMessages.tooLate, 'bookingId');
  const id = newId();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('reviews')
        .values({
          id,
          booking_id: booking.id,
          lawyer_id: booking.lawyer_id,
          client_id: me.id,
          stars: body.stars,
          text: body.text,
          recommend: body.recommend === null ? null : body.recommend ? 1 : 0,
          created_at: now.toISOString(),
        })
        .execute();
      await notify(trx, now, {
        userId: booking.lawyer_id,
        kind: 'booking',
        message: `A client reviewed your consultation: ${body.stars} star${body.stars === 1 ? '' : 's'}.`,
        link: profileLink(booking.lawyer_id),
      });
    });
  } catch (error) {
    // Two tabs sending at once: the unique index on booking_id keeps one.
    if (isUniqueViolation(error)) throw conflict(reviewMessages.alreadyReviewed, 'bookingId');
    throw error;
  }
  return presentReview(await reviewById(db, id));
}

/** A delivered legal-document order, reviewed by its client once within the review window after delivery. */
async function reviewServiceOrder(
  { db, clock }: ReviewDeps,
  me: Me,
  body: { serviceOrderId: string; stars: number; text: string; recommend: boolean | null },
): Promise<Review> {
  const order = await db
    .selectFrom('service_orders')
    .selectAll()
    .where('id', '=', body.serviceOrderId)
    .executeTakeFirst();
  if (!order || (order.client_id !== me.id && order.lawyer_id !== me.id)) throw notFound('Order not found.');
  if (order.client_id !== me.id) throw forbidden(reviewMessages.notYours);
  if (order.status !== 'delivered' || !order.lawyer_id || !order.delivered_at)
    throw conflict(reviewMessages.orderNotDelivered, 'serviceOrderId');
  const now = clock.now();
  if (now.getTime() > Date.parse(order.delivered_at) + reviewWindowDays * 86_400_000)
    throw conflict(reviewMessages.tooLate, 'serviceOrderId');
  const lawyerId = order.lawyer_id;
  const id = newId();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('reviews')
        .values({
          id,
          booking_id: null,
          service_order_id: order.id,
          lawyer_id: lawyerId,
          client_id: me.id,
          stars: body.stars,
          text: body.text,
          recommend: body.recommend === null ? null : body.recommend ? 1 : 0,
          created_at: now.toISOString(),
        })
        .execute();
      await notify(trx, now, {
        userId: lawyerId,
        kind: 'request',
        message: `A client reviewed your work on ${order.title}: ${body.stars} star${body.stars === 1 ? '' : 's'}.`,
        link: profileLink(lawyerId),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(reviewMessages.orderAlreadyReviewed, 'serviceOrderId');
    throw error;
  }
  return presentReview(await reviewById(db, id));
}

export async function replyToReview(
  { db, clock }: ReviewDeps,
  me: Me,
  { params, body }: InputOf<typeof endpoints.reply>,
): Promise<Review> {
  const review = await reviewById(db, params.id);
  if (review.lawyer_id !== me.id) throw forbidden(reviewMessages.notYourProfile);
  if (review.reply_at !== null) throw conflict(reviewMessages.alreadyReplied);
  const now = clock.now().toISOString();
  // The reply and the client's notice land together.
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('reviews')
      .set({ reply_text: body.text, reply_at: now })
      .where('id', '=', review.id)
      .where('reply_at', 'is', null)
      .executeTakeFirst();
    if (!updatedAny(updated)) throw conflict(reviewMessages.alreadyReplied);
    await notify(trx, clock.now(), {
      userId: review.client_id,
      kind: 'booking',
      message: 'The lawyer replied to your review.',
      link: profileLink(review.lawyer_id),
    });
  });
  return presentReview(await reviewById(db, review.id));
}

export async function reportReview(
  { db, clock }: ReviewDeps,
  me: Me,
  { params, body }: InputOf<typeof endpoints.report>,
): Promise<{ message: string }> {
  const review = await reviewById(db, params.id);
  try {
    await db
      .insertInto('review_reports')
      .values({
        id: newId(),
        review_id: review.id,
        reporter_id: me.id,
        reason: body.reason,
        created_at: clock.now().toISOString(),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(reviewMessages.alreadyReported);
    throw error;
  }
  return { message: reviewMessages.reported };
}

// ---- admins ----

export async function listReviewsForAdmin(
  { db }: ReviewDeps,
  _me: Me,
  { query }: InputOf<typeof endpoints.adminList>,
): Promise<AdminReview[]> {
  let rows: ReviewWithAuthor[];
  if (query.status === 'hidden') {
    rows = await withAuthor(db)
      .where('reviews.hidden_at', 'is not', null)
      .orderBy('reviews.hidden_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(adminListLimit)
      .execute();
  } else {
    rows = await withAuthor(db)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('review_reports')
            .select('review_reports.id')
            .whereRef('review_reports.review_id', '=', 'reviews.id')
            .where('review_reports.resolved_at', 'is', null),
        ),
      )
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(adminListLimit)
      .execute();
  }
  return presentAdminReviews(db, rows);
}

async function moderate(
  { db, clock }: ReviewDeps,
  me: Me,
  id: string,
  hide: boolean,
  reason: string,
): Promise<AdminReview> {
  const review = await reviewById(db, id);
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('reviews')
      .set({
        hidden_at: hide ? (review.hidden_at ?? now) : null,
        moderation_reason: reason,
        moderated_at: now,
        moderated_by: me.id,
      })
      .where('id', '=', review.id)
      .execute();
    await trx
      .updateTable('review_reports')
      .set({ resolved_at: now })
      .where('review_id', '=', review.id)
      .where('resolved_at', 'is', null)
      .execute();
    await notify(trx, clock.now(), {
      userId: review.client_id,
      kind: 'system',
      message: hide
        ? `Your review was hidden by an admin. Reason: ${reason}`
        : review.hidden_at
          ? `Your review is shown again. Reason: ${reason}`
          : `Your review was reported and an admin kept it shown. Reason: ${reason}`,
      link: profileLink(review.lawyer_id),
    });
  });
  const [presented] = await presentAdminReviews(db, [await reviewById(db, review.id)]);
  return presented!;
}

export const hideReview = (deps: ReviewDeps, me: Me, { params, body }: InputOf<typeof endpoints.hide>) =>
  moderate(deps, me, params.id, true, body.reason);
export const restoreReview = (
  deps: ReviewDeps,
  me: Me,
  { params, body }: InputOf<typeof endpoints.restore>,
) => moderate(deps, me, params.id, false, body.reason);

// ---- asking for one ----

/**
 * After a consultation completed: the client is asked for a review (a notification and an e-mail). A failure
 * here is logged and never undoes the completion.
 */
export async function askForReview(
  deps: { db: Db; clock: Clock; config: Config; logger: Pick<Logger, 'error'> },
  bookingId: string,
): Promise<void> {
  const { db } = deps;
  try {
    const row = await db
      .selectFrom('bookings')
      .innerJoin('users as client', 'client.id', 'bookings.client_id')
      .innerJoin('users as lawyer', 'lawyer.id', 'bookings.lawyer_id')
      .select(['bookings.client_id', 'bookings.status', 'client.email', 'lawyer.name as lawyer_name'])
      .where('bookings.id', '=', bookingId)
      .executeTakeFirst();
    if (!row || row.status !== 'completed') return;
    const message = `How was your consultation with ${row.lawyer_name}? Write a review from Schedules.`;
    await notify(db, deps.clock.now(), {
      userId: row.client_id,
      kind: 'booking',
      message,
      link: schedulesLink,
    });
    await createMailer(deps).send({
      to: row.email,
      subject: `Review your consultation with ${row.lawyer_name}`,
      text:
        `Your consultation with ${row.lawyer_name} is completed.\n\n` +
        `You can rate it (1 to 5 stars) and say whether you would recommend the lawyer, within ` +
        `${reviewWindowDays} days, from Schedules → Completed → Write a review.\n\n` +
        `Only clients of completed consultations can review a lawyer on LexSetu, and ratings never change ` +
        `the order of search results.`,
    });
  } catch (error) {
    deps.logger.error(`review request for booking ${bookingId} not sent: ${(error as Error).message}`);
  }
}
