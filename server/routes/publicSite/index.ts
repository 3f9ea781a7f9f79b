// The public site's API: POST /api/contact (stores a message), POST /api/leads (the consultation landing's
// choice; linked to the user when signed in), GET /api/blogs and /api/blogs/:slug (the client stories),
// GET /api/featured-experts (verified lawyers for the partner and consultation pages, no login needed).
import { Router } from '@koa/router';
import { sql } from 'kysely';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  contactMessageRequestSchema,
  leadRequestSchema,
  type BlogCard,
  type ContactMessageReply,
  type FeaturedExpert,
  type Lead,
} from '@contract';
import { blogStories, findBlogStory } from '../../content/blogStories';
import { newId } from '../../db/ids';
import { notFound } from '../../errors';
import { rateLimit } from '../../middlewares/rateLimit';
import { inputOf, validate } from '../../middlewares/validate';
import { presentFeaturedExpert } from '../../presenters/featuredExpert';
import { sessionOfToken } from '../../services/sessions';
import { bearerToken } from '../../middlewares/auth';
import type { AppDeps } from '../../types';

/** Anonymous forms are easy to flood: a handful per client every ten minutes is plenty for a person. */
export const contactLimit = { windowMs: 10 * 60_000, max: 5 } as const;
export const leadLimit = { windowMs: 10 * 60_000, max: 10 } as const;
export const featuredExpertsLimit = 12;

export const contactConfirmation =
  'Thank you! Your message has been sent. Our team will reply within one working day.';

export function publicSiteRouter({ db, config, clock }: AppDeps): Router {
  const router = new Router();
  const now = () => clock.now().getTime();
  const limited = (name: string, limits: { windowMs: number; max: number }) =>
    rateLimit({ ...limits, now, key: (ctx) => `${name}:${ctx.ip}` });

  /** The signed-in user's id when a valid bearer token came along; visitors are welcome too. */
  async function optionalUserId(ctx: Context): Promise<string | null> {
    const token = bearerToken(ctx);
    const live = token ? await sessionOfToken(db, token, config.jwtSecret) : null;
    return live?.user.id ?? null;
  }

  const contact = { body: contactMessageRequestSchema };
  router.post('/contact', limited('contact', contactLimit), validate(contact), async (ctx) => {
    const { body } = inputOf(ctx.state, contact);
    const row = { id: newId(), ...body, created_at: clock.now().toISOString() };
    await db.insertInto('contact_messages').values(row).execute();
    ctx.status = 201;
    ctx.body = {
      _id: row.id,
      message: contactConfirmation,
      createdAt: row.created_at,
    } satisfies ContactMessageReply;
  });

  const lead = { body: leadRequestSchema };
  router.post('/leads', limited('leads', leadLimit), validate(lead), async (ctx) => {
    const { body } = inputOf(ctx.state, lead);
    const row = {
      id: newId(),
      user_id: await optionalUserId(ctx),
      problem_type: body.problemType,
      time: body.time,
      language: body.language,
      created_at: clock.now().toISOString(),
    };
    await db.insertInto('consultation_leads').values(row).execute();
    ctx.status = 201;
    ctx.body = { _id: row.id, ...body, createdAt: row.created_at } satisfies Lead;
  });

  router.get('/blogs', (ctx) => {
    ctx.body = blogStories.map(({ _id, slug, title, author, profession, rating, comment }): BlogCard => ({
      _id,
      slug,
      title,
      author,
      profession,
      rating,
      comment,
    }));
  });

  const oneBlog = { params: z.object({ slug: z.string().min(1).max(120) }) };
  router.get('/blogs/:slug', validate(oneBlog), (ctx) => {
    const story = findBlogStory(inputOf(ctx.state, oneBlog).params.slug);
    if (!story) throw notFound('Blog not found');
    ctx.body = story;
  });

  router.get('/featured-experts', async (ctx) => {
    const rows = await db
      .selectFrom('lawyer_profiles')
      .innerJoin('users', 'users.id', 'lawyer_profiles.user_id')
      .select([
        'lawyer_profiles.user_id',
        'users.name',
        'lawyer_profiles.title',
        'lawyer_profiles.photo_url',
        'lawyer_profiles.practice_areas',
        'lawyer_profiles.city',
        'lawyer_profiles.state',
        'lawyer_profiles.bar_council',
        'lawyer_profiles.enrolment_year',
      ])
      .where('lawyer_profiles.verification_status', '=', 'verified')
      // A lawyer who hid their profile (clients only, nobody) is listed nowhere: search's own facts say so.
      .where(
        sql<boolean>`NOT EXISTS (SELECT 1 FROM expert_rows er WHERE er.lawyer_id = lawyer_profiles.user_id AND er.hidden = 1)`,
      )
      // Longest-enrolled first: a stable order that does not rank by popularity (no advertising).
      .orderBy('lawyer_profiles.enrolment_year')
      .orderBy('users.name')
      .limit(featuredExpertsLimit)
      .execute();
    ctx.body = rows.map(presentFeaturedExpert) satisfies FeaturedExpert[];
  });

  return router;
}
