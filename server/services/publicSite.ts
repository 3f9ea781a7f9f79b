// The public site: contact messages and consultation leads (stored), the client stories, and the verified
// lawyers public pages may show (Bar Council of India Rule 36: no fees, ratings or client counts).
import { sql } from 'kysely';
import {
  publicSiteEndpoints as endpoints,
  type BlogCard,
  type BlogStory,
  type ContactMessageReply,
  type FeaturedExpert,
  type InputOf,
  type Lead,
} from '@contract';
import { blogStories, findBlogStory } from '../content/blogStories';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import { notFound } from '../errors';
import { presentFeaturedExpert } from '../presenters/featuredExpert';
import type { Clock } from '../types';

export interface PublicSiteDeps {
  db: Db;
  clock: Clock;
}

export const featuredExpertsLimit = 12;

export const contactConfirmation =
  'Thank you! Your message has been sent. Our team will reply within one working day.';

/** userId: a signed-in sender's (their Help Center shows it with the replies); a typed e-mail links nothing. */
export async function sendContactMessage(
  { db, clock }: PublicSiteDeps,
  { body }: InputOf<typeof endpoints.contact>,
  userId: string | null = null,
): Promise<ContactMessageReply> {
  const row = { id: newId(), ...body, user_id: userId, created_at: clock.now().toISOString() };
  await db.insertInto('contact_messages').values(row).execute();
  return { _id: row.id, message: contactConfirmation, createdAt: row.created_at };
}

/** userId: the signed-in visitor's, when a valid token came along; visitors are welcome too. */
export async function createLead(
  { db, clock }: PublicSiteDeps,
  { body }: InputOf<typeof endpoints.lead>,
  userId: string | null,
): Promise<Lead> {
  const row = {
    id: newId(),
    user_id: userId,
    problem_type: body.problemType,
    time: body.time,
    language: body.language,
    created_at: clock.now().toISOString(),
  };
  await db.insertInto('consultation_leads').values(row).execute();
  return { _id: row.id, ...body, createdAt: row.created_at };
}

export const blogCards = (): BlogCard[] =>
  blogStories.map(({ _id, slug, title, author, profession, rating, comment }) => ({
    _id,
    slug,
    title,
    author,
    profession,
    rating,
    comment,
  }));

export function blogStory({ params }: InputOf<typeof endpoints.blog>): BlogStory {
  const story = findBlogStory(params.slug);
  if (!story) throw notFound('blog_not_found');
  return story;
}

export async function featuredExperts({ db }: PublicSiteDeps): Promise<FeaturedExpert[]> {
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
    .where('users.suspended_at', 'is', null)
    // A lawyer who hid their profile (clients only, nobody) is listed nowhere: search's own facts say so.
    .where(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM expert_rows er WHERE er.lawyer_id = lawyer_profiles.user_id AND er.hidden = 1)`,
    )
    // Longest-enrolled first: a stable order that does not rank by popularity (no advertising).
    .orderBy('lawyer_profiles.enrolment_year')
    .orderBy('users.name')
    .limit(featuredExpertsLimit)
    .execute();
  return rows.map(presentFeaturedExpert);
}
