// Verified reviews (BCI Rule 36: shown on the profile, never used to order search or featured lists, never
// bought): a client reviews a completed consultation once within 60 days of its end, the lawyer replies once,
// anyone signed in reports, an admin hides or restores with a reason.
import { z } from 'zod';
import { idSchema, listPageOf, listPageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { rateLimits } from './rateLimits';
import { reviewTextMax, reviewReasonMax } from './reviewTerms';
export * from './reviewTerms';

export const reviewsPageSize = 10;

const trimmed = (field: string, max: number) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters.`);
const required = (field: string, max: number) => trimmed(field, max).min(1, `${field} must not be empty.`);

export const reviewReplySchema = z.object({ text: z.string(), createdAt: z.string() });

export const reviewSchema = z.object({
  _id: idSchema,
  stars: z.number().int().min(1).max(5),
  text: z.string(),
  /** null: the client did not say. */
  recommend: z.boolean().nullable(),
  /** The client's first name and initial only, e.g. 'Priya S.'. */
  author: z.string(),
  createdAt: z.string(),
  reply: reviewReplySchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A lawyer's figures, computed from real data (hidden reviews do not count). */
export const reviewFiguresSchema = z.object({
  /** One decimal; null when there are no reviews. */
  averageStars: z.number().min(1).max(5).nullable(),
  reviewCount: z.number().int().nonnegative(),
  /** Percentage of reviews rated 4 or 5 stars; null when there are no reviews. */
  positiveRatings: z.number().int().min(0).max(100).nullable(),
  /** Percentage of the reviews that answered 'recommend' saying yes; null when none answered. */
  recommendPercent: z.number().int().min(0).max(100).nullable(),
});
export type ReviewFigures = z.infer<typeof reviewFiguresSchema>;

export const reviewListSchema = reviewFiguresSchema.extend({
  items: z.array(reviewSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

export const createReviewSchema = z
  .object({
    /** The completed consultation reviewed… */
    bookingId: idSchema.optional(),
    /** …or the delivered legal-document order (contract/serviceOrders.ts). */
    serviceOrderId: idSchema.optional(),
    stars: z
      .number()
      .int('Stars must be a whole number.')
      .min(1, 'Stars must be 1 to 5.')
      .max(5, 'Stars must be 1 to 5.'),
    text: trimmed('Text', reviewTextMax).default(''),
    recommend: z.boolean().nullable().default(null),
  })
  .refine((r) => !!r.bookingId !== !!r.serviceOrderId, {
    error: 'Send either bookingId or serviceOrderId.',
    path: ['bookingId'],
  })
  .meta({ oneOf: [{ required: ['bookingId'] }, { required: ['serviceOrderId'] }] });
export type CreateReview = z.input<typeof createReviewSchema>;

export const reviewModerationTabs = ['reported', 'hidden'] as const;

export const adminReviewSchema = reviewSchema.extend({
  lawyer: z.object({ _id: idSchema, name: z.string() }),
  hidden: z.boolean(),
  moderationReason: z.string().nullable(),
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string(), open: z.boolean() })),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
/** A keyset page of one moderation tab, newest first (reported: by writing; hidden: by hiding). */
export const adminReviewPageSchema = listPageOf(adminReviewSchema);
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;

const byReviewId = z.object({ id: idSchema });
const reviewsTag = 'Reviews';
const messageReply = z.object({ message: z.string() });

export const reviewEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/reviews',
    access: 'signedIn',
    limits: [rateLimits.reviews],
    tag: reviewsTag,
    summary: 'The client reviews their completed consultation, once, within 60 days of its end',
    input: { body: createReviewSchema },
    reply: reviewSchema,
    status: 201,
  }),
  listForExpert: endpoint({
    method: 'GET',
    path: '/api/experts/:id/reviews',
    access: 'signedIn',
    tag: reviewsTag,
    summary:
      "A lawyer's visible reviews, newest first, with the profile's figures (same visibility as the profile)",
    input: {
      params: z.object({ id: idSchema }),
      query: z.object({ page: z.coerce.number().int().positive().max(10_000).default(1) }),
    },
    reply: reviewListSchema,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/reviews/:id/reply',
    access: 'signedIn',
    tag: reviewsTag,
    summary: 'The reviewed lawyer replies once',
    input: { params: byReviewId, body: z.object({ text: required('Reply', reviewTextMax) }) },
    reply: reviewSchema,
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/reviews/:id/report',
    access: 'signedIn',
    limits: [rateLimits.reviews],
    tag: reviewsTag,
    summary: 'Anyone signed in reports a review to the admins',
    input: { params: byReviewId, body: z.object({ reason: required('Reason', reviewReasonMax) }) },
    reply: messageReply,
    status: 201,
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/reviews',
    access: 'admin',
    tag: reviewsTag,
    summary: 'Admins: reviews with open reports, or hidden ones, newest first, a keyset page at a time',
    input: {
      query: listPageQuerySchema.extend({ status: z.enum(reviewModerationTabs).default('reported') }),
    },
    reply: adminReviewPageSchema,
  }),
  hide: endpoint({
    method: 'POST',
    path: '/api/admin/reviews/:id/hide',
    access: 'admin',
    tag: reviewsTag,
    summary: 'Admins: hide a review with a reason (its author is told)',
    input: { params: byReviewId, body: z.object({ reason: required('Reason', reviewReasonMax) }) },
    reply: adminReviewSchema,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/admin/reviews/:id/restore',
    access: 'admin',
    tag: reviewsTag,
    summary: 'Admins: restore a review (or keep it, closing its reports) with a reason (its author is told)',
    input: { params: byReviewId, body: z.object({ reason: required('Reason', reviewReasonMax) }) },
    reply: adminReviewSchema,
  }),
} as const;
