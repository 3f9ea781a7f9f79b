// Expert search and lawyer profiles (spec sections 2 and 5): GET /api/experts, GET /api/experts/top-searches,
// GET /api/experts/:id, POST and DELETE /api/experts/:id/follow. Only verified lawyers are ever shown.
import { Router } from '@koa/router';
import { z } from 'zod';
import {
  allConsultationTypes,
  expertSearchQuerySchema,
  idSchema,
  type ExpertList,
  type FollowState,
  type TopSearches,
} from '@contract';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/ids';
import { searchExperts } from '../../db/search';
import { requireAuth } from '../../middlewares/auth';
import { inputOf, validate } from '../../middlewares/validate';
import { presentExpertProfile, presentExpertSummary } from '../../presenters/expert';
import { nextFreeSlots } from '../../services/bookingSlots';
import { isPremium, premiumUserIds } from '../../services/payments/service';
import { followerCount, lawyerFigures, visibleExpertProfile } from '../../services/reviews';
import { expertSearchCache } from '../../services/searchCache';
import { createSearchCounter } from '../../services/searchCounts';
import type { AppDeps } from '../../types';

const topSearchLimit = 6;
const expertiseWords = new Set(
  [...allConsultationTypes, 'lawyer', 'law', 'advocate', 'legal advice', 'divorce', 'tenancy'].map((t) =>
    t.toLowerCase(),
  ),
);

/** 'expertise' when the term names a practice area (or 'x law' / 'x lawyer'), else 'name'. */
export function searchKind(term: string): 'name' | 'expertise' {
  const bare = term.replace(/\s+(law|lawyer|lawyers|advocate)$/, '');
  return expertiseWords.has(term) || expertiseWords.has(bare) ? 'expertise' : 'name';
}

const titleCase = (term: string) => term.replace(/(^|\s)\S/g, (c) => c.toUpperCase());

/** A verified lawyer the viewer may see (their 'who can see your profile' setting); else 404 as if unknown. */
const verifiedProfile = visibleExpertProfile;

async function isFollowing(db: Db, userId: string, lawyerId: string) {
  const row = await db
    .selectFrom('follows')
    .select('lawyer_id')
    .where('user_id', '=', userId)
    .where('lawyer_id', '=', lawyerId)
    .executeTakeFirst();
  return Boolean(row);
}

export function expertsRouter({ db, config, logger, clock }: AppDeps): Router {
  const router = new Router();
  const counter = createSearchCounter(db, (error) =>
    logger.error(`search counts not saved: ${error instanceof Error ? error.message : String(error)}`),
  );
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });

  const search = { query: expertSearchQuerySchema };
  router.get('/experts', auth, validate(search), async (ctx) => {
    const { query } = inputOf(ctx.state, search);
    const me = ctx.state.user!;
    const q = query.q.trim().replace(/\s+/g, ' ').toLowerCase();
    const { page, pageSize } = query;
    const filtered = Boolean(query.area || query.city || query.language);
    if (!q && !filtered) {
      ctx.body = { items: [], total: 0, page, pageSize } satisfies ExpertList;
      return;
    }
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
    const [premium, nextSlots] = await Promise.all([
      premiumUserIds(db, ids, now),
      nextFreeSlots(db, ids, now),
    ]);
    ctx.body = {
      items: rows.map((row) =>
        presentExpertSummary(row, me.id, premium.has(row.user_id), nextSlots.get(row.user_id) ?? null),
      ),
      total,
      page,
      pageSize,
      ...(capped ? { capped: true as const } : {}),
    } satisfies ExpertList;
  });

  router.get('/experts/top-searches', auth, async (ctx) => {
    await counter.flush();
    const top = async (kind: 'name' | 'expertise') =>
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
    ctx.body = { names: await top('name'), expertise: await top('expertise') } satisfies TopSearches;
  });

  const one = { params: z.object({ id: idSchema }) };
  router.get('/experts/:id', auth, validate(one), async (ctx) => {
    const { params } = inputOf(ctx.state, one);
    const { row, view } = await verifiedProfile(db, params.id, ctx.state.user!.id);
    ctx.body = presentExpertProfile(
      row,
      await isFollowing(db, ctx.state.user!.id, params.id),
      view,
      await isPremium(db, params.id, clock.now()),
      // Computed from real follows, completed bookings and visible reviews (services/reviews.ts).
      await lawyerFigures(db, params.id),
    );
  });

  async function followState(userId: string, lawyerId: string): Promise<FollowState> {
    return {
      followers: await followerCount(db, lawyerId),
      followedByMe: await isFollowing(db, userId, lawyerId),
    };
  }

  router.post('/experts/:id/follow', auth, validate(one), async (ctx) => {
    const { params } = inputOf(ctx.state, one);
    const userId = ctx.state.user!.id;
    await verifiedProfile(db, params.id, userId);
    await db
      .insertInto('follows')
      .values({ user_id: userId, lawyer_id: params.id, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'lawyer_id']).doNothing())
      .execute();
    ctx.body = await followState(userId, params.id);
  });

  router.delete('/experts/:id/follow', auth, validate(one), async (ctx) => {
    const { params } = inputOf(ctx.state, one);
    const userId = ctx.state.user!.id;
    await verifiedProfile(db, params.id, userId);
    await db.deleteFrom('follows').where('user_id', '=', userId).where('lawyer_id', '=', params.id).execute();
    ctx.body = await followState(userId, params.id);
  });

  return router;
}
