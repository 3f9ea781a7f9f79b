// Finding lawyers: search (cached, counted for 'Top searches'), a lawyer's profile, following. Only verified
// lawyers the caller may see (their 'who can see your profile' setting) are ever answered; anyone else is a 404
// as if unknown (services/reviews/visibleExpert.ts visibleExpertProfile: that rule, once).
import {
  allConsultationTypes,
  expertEndpoints as endpoints,
  type ExpertList,
  type ExpertProfile,
  type FollowState,
  type InputOf,
  type TopSearches,
} from '@contract';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { preparedQuery } from '../db/prepared';
import type { UserRow } from '../db/schema';
import { searchExperts } from '../db/search';
import { presentExpertProfile, presentExpertSummary } from '../presenters/expert';
import type { Clock } from '../types';
import { nextFreeSlots, nextSlotRows, nextSlotWindow } from './bookingSlots';
import { liveSubscriptions } from './payments/subscriptions';
import { followerCount, lawyerFigures, visibleExpertProfile } from './reviews';
import { expertSearchCache } from './searchCache';
import { availableNowOf } from './instant/availableNow';
import type { SearchCounter, SearchKind } from './searchCounts';

export interface ExpertDeps {
  db: Db;
  clock: Clock;
  /** Counts searches that found someone ('Top searches'); one per running server. */
  counter: SearchCounter;
}
type Me = Pick<UserRow, 'id' | 'role'>;

const topSearchLimit = 6;
const expertiseWords = new Set(
  [...allConsultationTypes, 'lawyer', 'law', 'advocate', 'legal advice', 'divorce', 'tenancy'].map((t) =>
    t.toLowerCase(),
  ),
);

/** 'expertise' when the term names a practice area (or 'x law' / 'x lawyer'), else 'name'. */
export function searchKind(term: string): SearchKind {
  const bare = term.replace(/\s+(law|lawyer|lawyers|advocate)$/, '');
  return expertiseWords.has(term) || expertiseWords.has(bare) ? 'expertise' : 'name';
}

const titleCase = (term: string) => term.replace(/(^|\s)\S/g, (c) => c.toUpperCase());

export async function findExperts(
  { db, clock, counter }: ExpertDeps,
  me: Me,
  { query }: InputOf<typeof endpoints.search>,
): Promise<ExpertList> {
  const q = query.q.trim().replace(/\s+/g, ' ').toLowerCase();
  const { page, pageSize } = query;
  const filtered = Boolean(query.area || query.city || query.language || query.availableNow);
  if (!q && !filtered) return { items: [], total: 0, page, pageSize };
  const params = {
    q,
    area: query.area || undefined,
    city: query.city || undefined,
    language: query.language || undefined,
    onNow: query.availableNow || undefined,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    // Only a lawyer can find themselves past their own privacy settings; clients share cache entries.
    viewerId: me.role === 'professional' ? me.id : undefined,
  };
  const { rows, total, capped } = (await expertSearchCache(db).get(JSON.stringify(params), () =>
    searchExperts(db, params),
  )) as Awaited<ReturnType<typeof searchExperts>>;
  // Counted once per search (first page) and only when it found someone, so typos do not pile up.
  if (q && page === 1 && total > 0) counter.record(searchKind(q), q);
  const { premium, nextSlots } = await searchPageFacts(
    db,
    rows.map((row) => row.user_id),
    clock.now(),
  );
  const availableNow = await availableNowOf(
    db,
    rows.map((row) => row.user_id),
    clock.now(),
  );
  return {
    items: rows.map((row) =>
      presentExpertSummary(
        row,
        me.id,
        premium.has(row.user_id),
        nextSlots.get(row.user_id) ?? null,
        availableNow.has(row.user_id),
      ),
    ),
    total,
    page,
    pageSize,
    ...(capped ? { capped: true as const } : {}),
  };
}

// Prepared (built once per page size): read for every page of search results.
const pageFactRows = preparedQuery(
  (db: Db, { ids, at, from, until }: { ids: string[]; at: string; from: string; until: string }) =>
    nextSlotRows(db, ids, { from, until }).unionAll(
      liveSubscriptions(db, at)
        .select([
          sql.lit('premium').as('kind'),
          'user_id as lawyer_id',
          sql<string | null>`null`.as('days'),
          sql<string | null>`null`.as('slots'),
          sql<string | null>`null`.as('start_at'),
        ])
        .where('user_id', 'in', ids),
    ),
);

/**
 * What a page of search results shows that the (cached) search does not hold, read live in one statement
 * (each statement in a request costs more than its own work): which lawyers are premium members (marked;
 * the order stays relevance, then name) and each lawyer's next free slot, which moves with every booking.
 */
export async function searchPageFacts(db: Db, ids: string[], now: Date) {
  if (ids.length === 0) return { premium: new Set<string>(), nextSlots: new Map<string, string | null>() };
  const rows = await pageFactRows(db, { ids, at: now.toISOString(), ...nextSlotWindow(now) });
  return {
    premium: new Set(rows.filter((row) => row.kind === 'premium').map((row) => row.lawyer_id)),
    nextSlots: nextFreeSlots(ids, rows, now),
  };
}

export async function topSearches({ db, counter }: ExpertDeps): Promise<TopSearches> {
  // The caller's own search of a moment ago counts too.
  await counter.flush();
  const top = async (kind: SearchKind) =>
    (
      await db
        .selectFrom('search_counts')
        .select('term')
        .where('kind', '=', kind)
        .orderBy('count', 'desc')
        .orderBy('term')
        .limit(topSearchLimit)
        .execute()
    ).map((r) => titleCase(r.term));
  return { names: await top('name'), expertise: await top('expertise') };
}

const followOf = (db: Db, userId: string, lawyerId: string) =>
  db
    .selectFrom('follows')
    .select('lawyer_id')
    .where('user_id', '=', userId)
    .where('lawyer_id', '=', lawyerId);

const follows = preparedQuery((db: Db, { userId, lawyerId }: { userId: string; lawyerId: string }) =>
  followOf(db, userId, lawyerId),
);

async function isFollowing(db: Db, userId: string, lawyerId: string) {
  return (await follows(db, { userId, lawyerId })).length > 0;
}

/** Whether the viewer follows the lawyer and whether the lawyer is premium now, in one statement. */
const viewerFacts = preparedQuery(
  (db: Db, { userId, lawyerId, at }: { userId: string; lawyerId: string; at: string }) =>
    db.selectNoFrom((eb) => [
      eb.exists(followOf(db, userId, lawyerId)).as('following'),
      eb.exists(liveSubscriptions(db, at).select('id').where('user_id', '=', lawyerId)).as('premium'),
    ]),
);

export async function expertProfile(
  { db, clock }: ExpertDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.profile>,
): Promise<ExpertProfile> {
  const { row, view } = await visibleExpertProfile(db, params.id, me.id);
  const [[facts], figures] = await Promise.all([
    viewerFacts(db, { userId: me.id, lawyerId: params.id, at: clock.now().toISOString() }),
    // Computed from real follows, completed bookings and visible reviews (services/reviews/figures.ts).
    lawyerFigures(db, params.id),
  ]);
  const availableNow = await availableNowOf(db, [params.id], clock.now());
  // SQLite answers EXISTS with 1 or 0, PostgreSQL with true or false.
  return presentExpertProfile(
    row,
    Boolean(facts?.following),
    view,
    Boolean(facts?.premium),
    figures,
    availableNow.has(params.id),
  );
}

async function followState(db: Db, userId: string, lawyerId: string): Promise<FollowState> {
  return {
    followers: await followerCount(db, lawyerId),
    followedByMe: await isFollowing(db, userId, lawyerId),
  };
}

export async function follow(
  { db, clock }: ExpertDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.follow>,
): Promise<FollowState> {
  await visibleExpertProfile(db, params.id, me.id);
  await db
    .insertInto('follows')
    .values({ user_id: me.id, lawyer_id: params.id, created_at: clock.now().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'lawyer_id']).doNothing())
    .execute();
  return followState(db, me.id, params.id);
}

export async function unfollow(
  { db }: ExpertDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.unfollow>,
): Promise<FollowState> {
  await visibleExpertProfile(db, params.id, me.id);
  await db.deleteFrom('follows').where('user_id', '=', me.id).where('lawyer_id', '=', params.id).execute();
  return followState(db, me.id, params.id);
}
