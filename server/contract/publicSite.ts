// Public site: contact messages (POST /api/contact), consultation leads (POST /api/leads), the stories of
// the testimonials grid (GET /api/blogs, GET /api/blogs/:slug) and the partner page's experts
// (GET /api/featured-experts).
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { endpoint } from './endpoint';
import { rateLimits } from './rateLimits';

export const contactTopics = [
  'General inquiries',
  'Technical support',
  'Legal professionals',
  'Clients',
] as const;

export const contactMessageRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(100),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Please enter a valid email address.' }).max(200)),
  topic: z.enum(contactTopics, { error: 'Please choose a topic.' }),
  message: z
    .string()
    .trim()
    .min(10, 'Please write at least 10 characters.')
    .max(2000, 'Please keep the message under 2000 characters.'),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

export const contactMessageReplySchema = z.object({
  _id: idSchema,
  message: z.string(),
  createdAt: isoDateTimeSchema,
});
export type ContactMessageReply = z.infer<typeof contactMessageReplySchema>;

// Spec section 9: consultation problem types, times and languages.
export const consultationProblemTypes = ['Property registration', 'Legal advice', 'Contract review'] as const;
export const consultationTimes = ['Min 15 min.', 'Min 30 min.', 'Min 1 hr.'] as const;
export const consultationLanguages = ['English', 'Tamil', 'Hindi'] as const;

export const leadRequestSchema = z.object({
  problemType: z.enum(consultationProblemTypes, { error: 'Please choose a problem type.' }),
  time: z.enum(consultationTimes, { error: 'Please choose a consultation time.' }),
  language: z.enum(consultationLanguages, { error: 'Please choose a language.' }),
});
export type LeadRequest = z.infer<typeof leadRequestSchema>;

export const leadSchema = leadRequestSchema.extend({
  _id: idSchema,
  createdAt: isoDateTimeSchema,
});
export type Lead = z.infer<typeof leadSchema>;

/** The spec's blog story structure (section 3). */
export const blogStorySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  /** The client's title or profession, shown on the testimonial card. */
  profession: z.string(),
  rating: z.number().int().min(1).max(5),
  /** The testimonial card's short comment. */
  comment: z.string(),
  intro: z.string(),
  initial_experience: z.string(),
  platform_experience: z.string(),
  consultation: z.object({ title: z.string(), content: z.string(), advisor_experience: z.string() }),
  value: z.object({ title: z.string(), content: z.string() }),
  /** Paragraphs separated by blank lines. */
  conclusion: z.object({ title: z.string(), content: z.string() }),
});
export type BlogStory = z.infer<typeof blogStorySchema>;

export const blogCardSchema = blogStorySchema.pick({
  _id: true,
  slug: true,
  title: true,
  author: true,
  profession: true,
  rating: true,
  comment: true,
});
export type BlogCard = z.infer<typeof blogCardSchema>;
export const blogCardListSchema = z.array(blogCardSchema);

/**
 * What a public page may show of a lawyer. Bar Council of India Rule 36 bars advertising: only name,
 * enrolment details, qualifications/practice areas and place of practice; no ratings, fees or client counts.
 */
export const featuredExpertSchema = z.object({
  _id: idSchema,
  name: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  practiceAreas: z.array(z.string()),
  city: z.string(),
  state: z.string(),
  barCouncil: z.string(),
  enrolmentYear: z.number().int(),
});
export type FeaturedExpert = z.infer<typeof featuredExpertSchema>;
export const featuredExpertListSchema = z.array(featuredExpertSchema);

const tag = 'Public site';

/** No sign-in needed; the two forms are limited per client address. */
export const publicSiteEndpoints = {
  contact: endpoint({
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    limits: [rateLimits.contact],
    tag,
    summary: 'Send a message to the LexSetu team',
    input: { body: contactMessageRequestSchema },
    reply: contactMessageReplySchema,
    status: 201,
  }),
  lead: endpoint({
    method: 'POST',
    path: '/api/leads',
    access: 'public',
    limits: [rateLimits.lead],
    tag,
    summary:
      "The consultation landing's choice (linked to the account when a valid bearer token comes along)",
    input: { body: leadRequestSchema },
    reply: leadSchema,
    status: 201,
  }),
  blogs: endpoint({
    method: 'GET',
    path: '/api/blogs',
    access: 'public',
    tag,
    summary: 'The client stories, as cards',
    input: {},
    reply: blogCardListSchema,
  }),
  blog: endpoint({
    method: 'GET',
    path: '/api/blogs/:slug',
    access: 'public',
    tag,
    summary: 'One client story in full',
    input: { params: z.object({ slug: z.string().min(1).max(120) }) },
    reply: blogStorySchema,
  }),
  featuredExperts: endpoint({
    method: 'GET',
    path: '/api/featured-experts',
    access: 'public',
    tag,
    summary:
      'Verified lawyers as public pages may show them (no fees, ratings or client counts: BCI Rule 36)',
    input: {},
    reply: featuredExpertListSchema,
  }),
} as const;
