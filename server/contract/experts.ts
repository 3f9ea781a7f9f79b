// Expert search and lawyer profiles: GET /api/experts, /api/experts/top-searches, /api/experts/:id, follow.
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, numberedPageQuerySchema, paiseSchema } from './common';
import { endpoint } from './endpoint';

export const expertSearchQuerySchema = z.object({
  q: z.string().max(100).optional().default(''),
  area: z.string().trim().max(60).optional(),
  city: z.string().trim().max(60).optional(),
  language: z.string().trim().max(40).optional(),
  /** 'true': only lawyers who are 'Available now' for Consult now (#58), still in the neutral order. */
  availableNow: z
    .enum(['true', 'false'], { error: 'availableNow must be true or false.' })
    .optional()
    .transform((v) => v === 'true'),
  ...numberedPageQuerySchema.shape,
});
export type ExpertSearchQuery = z.input<typeof expertSearchQuerySchema>;

/** One row of the search results. */
export const expertSummarySchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** The name in Devanagari and in Tamil script ('' = not given): a reader of Hindi or Tamil sees it. */
  nameDevanagari: z.string().default(''),
  nameTamil: z.string().default(''),
  /** Title / main practice area, e.g. 'Civil Lawyer'. */
  type: z.string(),
  image: z.string().nullable(),
  city: z.string(),
  languages: z.array(z.string()),
  /** Every practice area of the profile (the main one, `type`, among them). */
  practiceAreas: z.array(z.string()).default([]),
  yearsExperience: z.number().int().nonnegative().default(0),
  /**
   * The start of the lawyer's first free slot within the next 7 days (weekly pattern minus live bookings), or
   * null when there is none.
   */
  nextSlot: isoDateTimeSchema.nullable().default(null),
  ratePaise: paiseSchema,
  verified: z.boolean(),
  /** A premium member: shown highlighted ('Premium member'), never ranked higher. */
  premium: z.boolean().default(false),
  /** 'Available now' for Consult now (#58): rings at once, billed per minute from the wallet. */
  availableNow: z.boolean().default(false),
});
export type ExpertSummary = z.infer<typeof expertSummarySchema>;

export const expertListSchema = z.object({
  items: z.array(expertSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Present (true) when the search stopped counting at its cap: `total` is then "at least". */
  capped: z.literal(true).optional(),
});
export type ExpertList = z.infer<typeof expertListSchema>;

export const topSearchesSchema = z.object({
  names: z.array(z.string()),
  expertise: z.array(z.string()),
});
export type TopSearches = z.infer<typeof topSearchesSchema>;

export const expertProfileSchema = z.object({
  _id: idSchema,
  name: z.string(),
  nameDevanagari: z.string().default(''),
  nameTamil: z.string().default(''),
  /** Null unless the lawyer chose to show it (Security & privacy) or it is their own profile. */
  email: z.string().nullable(),
  profession: z.string(),
  image: z.string().nullable(),
  ratePaise: paiseSchema,
  /** Real follows. */
  followers: z.number().int().nonnegative(),
  /** Clients served: distinct clients with a completed consultation. */
  clients: z.number().int().nonnegative(),
  /** Percentage 0-100 of visible reviews rated 4 or 5 stars; null with no reviews. */
  positiveRatings: z.number().int().min(0).max(100).nullable(),
  /** One decimal; null with no reviews (services/reviews.ts: the same figures as the reviews list). */
  averageStars: z.number().min(1).max(5).nullable().default(null),
  reviewCount: z.number().int().nonnegative().default(0),
  /** Percentage of reviews answering 'recommend' that said yes; null when none answered. */
  recommendPercent: z.number().int().min(0).max(100).nullable().default(null),
  description: z.string(),
  enrolmentNumber: z.string(),
  barCouncil: z.string(),
  enrolmentYear: z.number().int(),
  yearsExperience: z.number().int().nonnegative(),
  practiceAreas: z.array(z.string()),
  languages: z.array(z.string()),
  city: z.string(),
  state: z.string(),
  verified: z.boolean(),
  followedByMe: z.boolean(),
  /** A premium member: the profile shows the 'Premium member' highlight. */
  premium: z.boolean().default(false),
  /** 'Available now' for Consult now (#58). */
  availableNow: z.boolean().default(false),
});
export type ExpertProfile = z.infer<typeof expertProfileSchema>;

export const followStateSchema = z.object({
  followers: z.number().int().nonnegative(),
  followedByMe: z.boolean(),
});
export type FollowState = z.infer<typeof followStateSchema>;

const byLawyerId = z.object({ id: idSchema });
const experts = 'Experts';

/** Only verified lawyers the caller may see (their 'who can see your profile' setting) are ever answered. */
export const expertEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/experts',
    access: 'signedIn',
    tag: experts,
    summary:
      'Search verified lawyers by name or expertise, filtered by practice area, city and language (relevance, then name)',
    input: { query: expertSearchQuerySchema },
    reply: expertListSchema,
  }),
  topSearches: endpoint({
    method: 'GET',
    path: '/api/experts/top-searches',
    access: 'signedIn',
    tag: experts,
    summary: 'The most searched names and practice areas (searches that found someone)',
    input: {},
    reply: topSearchesSchema,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/experts/:id',
    access: 'signedIn',
    tag: experts,
    summary: "A verified lawyer's profile with figures computed from follows, consultations and reviews",
    input: { params: byLawyerId },
    reply: expertProfileSchema,
  }),
  follow: endpoint({
    method: 'POST',
    path: '/api/experts/:id/follow',
    access: 'signedIn',
    tag: experts,
    summary: 'Follow a lawyer (idempotent)',
    input: { params: byLawyerId },
    reply: followStateSchema,
  }),
  unfollow: endpoint({
    method: 'DELETE',
    path: '/api/experts/:id/follow',
    access: 'signedIn',
    tag: experts,
    summary: 'Stop following a lawyer (idempotent)',
    input: { params: byLawyerId },
    reply: followStateSchema,
  }),
} as const;
