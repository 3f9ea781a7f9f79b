// Finding lawyers: search (cached, counted for 'Top searches'), a lawyer's profile, following. Only verified
// lawyers the caller may see (their 'who can see your profile' setting) are ever answered; anyone else is a 404
// as if unknown (services/reviews.ts visibleExpertProfile: that rule, once).
import {
  allConsultationTypes,
  expertEndpoints as endpoints,
  type ExpertList,
  type ExpertProfile,
  type FollowState,
  type InputOf,
  type TopSearches,
} from '@contract';
import type { Db } from '../db/connection';
import { preparedQuery } from '../db/prepared';
import type { UserRow } from '../db/schema';
import { searchExperts } from '../db/search';
import { presentExpertProfile, presentExpertSummary } from '../presenters/expert';
import type { Clock } from '../types';
import { nextFreeSlots } from './bookingSlots';
import { isPremium, premiumUserIds } from './payments/service';
import { followerCount, lawyerFigures, visibleExpertProfile } from './reviews';
import { expertSearchCache } from './searchCache';
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
  const filtered = Boolean(query.area || query.city || query.language);
  if (!q && !filtered) return { items: [], total: 0, page, pageSize };
  const params = {
    q,
    area: query.area || undefined,
    city: query.city || undefined,
    language: query.language || undefined,
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
  // Premium members are marked, after the (cached) search: the order stays relevance, then name.
  const ids = rows.map((row) => row.user_id);
  const now = clock.now();
  // Also after the cache: each lawyer's next free slot moves with every booking (one pass for the page).
  const [premium, nextSlots] = await Promise.all([premiumUserIds(db, ids, now), nextFreeSlots(db, ids, now)]);
  return {
    items: rows.map((row) =>
      presentExpertSummary(row, me.id, premium.has(row.user_id), nextSlots.get(row.user_id) ?? null),
    ),
    total,
    page,
    pageSize,
    ...(capped ? { capped: true as const } : {}),
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

const follows = preparedQuery((db: Db, { userId, lawyerId }: { userId: string; lawyerId: string }) =>
  db
    .selectFrom('follows')
    .select('lawyer_id')
    .where('user_id', '=', userId)
    .where('lawyer_id', '=', lawyerId),
);

async function isFollowing(db: Db, userId: string, lawyerId: string) {
  return (await follows(db, { userId, lawyerId })).length > 0;
}

export async function expertProfile(
  { db, clock }: ExpertDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.profile>,
): Promise<ExpertProfile> {
  const { row, view } = await visibleExpertProfile(db, params.id, me.id);
  return presentExpertProfile(
    row,
    await isFollowing(db, me.id, params.id),
    view,
    await isPremium(db, params.id, clock.now()),
    // Computed from real follows, completed bookings and visible reviews (services/reviews.ts).
    await lawyerFigures(db, params.id),
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
