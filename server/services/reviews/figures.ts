// A lawyer's figures, computed from real data: review stars and shares, clients served, followers.
// BCI Rule 36: nothing here orders search or featured lists; ratings are shown on the profile only.
import type { ReviewFigures } from '@contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';

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
 * Everything the profile counts, in one statement: in a request each statement costs more than its own
 * work, its caches gone cold between requests, and the profile read three.
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
