// Legal documents as a service: the catalogue of fixed-price packages (drafting, review, trademark,
// start-up) and their orders, from payment to the approved document delivered by e-mail and into Documents.
// Amounts are integer paise; the server decides every price (what a client sends is ignored).
import { z } from 'zod';
import { idSchema, listPageOf, listPageQuerySchema, paiseSchema } from './common';
import { endpoint } from './endpoint';
import { rateLimits } from './rateLimits';
import { uploadedFileTypes } from './mediaTypes';
import { serviceCategories, serviceOrderStatuses } from './serviceOrderTerms';
export * from './serviceOrderTerms';

export const serviceCategorySchema = z.enum(serviceCategories);
export const questionTypes = ['text', 'date', 'money', 'party', 'file'] as const;

/** No lawyer within this many working hours (Monday to Saturday) → admins are told. */
export const unclaimedWorkingHours = 24;

export const serviceOrderMessages = {
  notFound: 'Order not found.',
  serviceNotFound: 'Service not found.',
  retired: 'This service is no longer sold.',
  notPaid: 'This order is not paid yet.',
  alreadyPaid: 'This order is already paid.',
  detailsClosed: 'The details can be changed only until a lawyer accepts the order.',
  missingAnswer: (label: string) => `Please answer: ${label}.`,
  /** Accepting an order that is not open to the caller, unknown or someone else's alike. */
  notOpen: 'Order not found, or another lawyer has already accepted it.',
  yoursAlready: 'You have already accepted this order.',
  notVerified: 'Only a verified lawyer can accept orders.',
  notYourOrder: 'Only the client of this order can do this.',
  notYourWork: 'Only the lawyer working on this order can do this.',
  noDelivery: 'There is no delivered version yet.',
  noRevisionsLeft: 'All revisions included in this package have been used.',
  notDeliverable: 'Versions can be delivered while the order is in progress.',
  cannotCancel: 'An order can be cancelled only before a lawyer accepts it.',
  callTaken: 'The included call is already booked.',
  callClosed: 'The call can be booked once a lawyer has accepted the order.',
  slotNotFree: "That time is not one of the lawyer's free slots.",
  deliveryTypes: 'PDF, DOCX',
  approved: 'Document approved. It is on its way to your e-mail and in your Documents.',
} as const;

export const questionSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'Question ids are letters, digits and _ (40 at most).'),
  label: z.string().trim().min(1, 'Question label must not be empty.').max(200),
  type: z.enum(questionTypes),
  required: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

export const serviceSchema = z.object({
  _id: idSchema,
  slug: z.string(),
  title: z.string(),
  category: serviceCategorySchema,
  /** GST included. */
  pricePaise: paiseSchema,
  gstPercent: z.number().int().nonnegative(),
  /** Of the price, the GST part. */
  gstPaise: paiseSchema,
  turnaroundDays: z.number().int().positive(),
  revisions: z.number().int().nonnegative(),
  description: z.string(),
  included: z.array(z.string()),
  /** What the client provides. */
  provides: z.array(z.string()),
  questionnaire: z.array(questionSchema),
  /** Who drafts it. */
  draftedBy: z.string(),
  retired: z.boolean(),
});
export type Service = z.infer<typeof serviceSchema>;
export const serviceListSchema = z.object({ items: z.array(serviceSchema) });

const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slug must be lower-case words joined by hyphens, like rent-agreement.')
  .max(80);
const lines = (field: string) =>
  z.array(z.string().trim().min(1, `${field} lines must not be empty.`).max(200)).max(20);

export const serviceInputSchema = z.object({
  slug: slugSchema,
  title: z.string().trim().min(1, 'Title must not be empty.').max(120),
  category: serviceCategorySchema,
  pricePaise: z
    .number()
    .int('Price must be whole paise.')
    .min(100, 'Price must be at least ₹1.')
    .max(100_000_000),
  turnaroundDays: z.number().int().min(1, 'Turnaround must be at least 1 working day.').max(60),
  revisions: z.number().int().min(0).max(10),
  description: z.string().trim().max(1000).default(''),
  included: lines('Included').default([]),
  provides: lines('Provides').default([]),
  questionnaire: z
    .array(questionSchema)
    .max(30)
    .refine((q) => new Set(q.map((x) => x.id)).size === q.length, 'Question ids must not repeat.')
    // JSON Schema has no uniqueness by one property: the document says it in words and in an extension.
    .meta({ description: 'Question ids must not repeat.', 'x-uniqueItemsBy': 'id' })
    .default([]),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;
export const serviceUpdateSchema = serviceInputSchema.partial().extend({ retired: z.boolean().optional() });

export const serviceOrderFileSchema = z.object({
  _id: idSchema,
  name: z.string(),
  size: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export const deliverySchema = serviceOrderFileSchema.extend({
  /** 1, 2, … for delivered versions; 0 for the generated first draft. */
  version: z.number().int().nonnegative(),
  /** The lawyer's notes on what changed. */
  note: z.string(),
  /** 'draft': generated from the answers; 'delivery': a version the lawyer delivered. */
  kind: z.enum(['draft', 'delivery']),
});
export const timelineEntrySchema = z.object({
  kind: z.string(),
  text: z.string(),
  at: z.string(),
  actor: z.string(),
});

export const serviceOrderSchema = z.object({
  _id: idSchema,
  status: z.enum(serviceOrderStatuses),
  service: z.object({
    _id: idSchema,
    slug: z.string(),
    title: z.string(),
    category: serviceCategorySchema,
  }),
  pricePaise: paiseSchema,
  turnaroundDays: z.number().int(),
  revisionsAllowed: z.number().int(),
  revisionsUsed: z.number().int(),
  questionnaire: z.array(questionSchema),
  /** Text answers by question id; file answers as their file names. */
  answers: z.record(z.string(), z.string()),
  files: z.array(serviceOrderFileSchema.extend({ questionId: z.string() })),
  deliveries: z.array(deliverySchema),
  timeline: z.array(timelineEntrySchema),
  /** `_id` null in a lawyer's open-order queue: until a lawyer accepts, nothing points to the client. */
  client: z.object({ _id: idSchema.nullable(), name: z.string() }),
  lawyer: z.object({ _id: idSchema, name: z.string() }).nullable(),
  call: z.object({ bookingId: idSchema, start: z.string() }).nullable(),
  paidAt: z.string().nullable(),
  detailsAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  /** What the caller may do now. */
  can: z.object({
    pay: z.boolean(),
    answer: z.boolean(),
    accept: z.boolean(),
    bookCall: z.boolean(),
    deliver: z.boolean(),
    revise: z.boolean(),
    approve: z.boolean(),
    cancel: z.boolean(),
    review: z.boolean(),
  }),
});
export type ServiceOrder = z.infer<typeof serviceOrderSchema>;
export const serviceOrderListSchema = z.object({ items: z.array(serviceOrderSchema) });
/** A page of the caller's orders, newest first; the first page also holds a verified lawyer's open queue. */
export const serviceOrderPageSchema = listPageOf(serviceOrderSchema);
export type ServiceOrderPage = z.infer<typeof serviceOrderPageSchema>;

const byId = z.object({ id: idSchema });
const bySlug = z.object({ slug: z.string().max(80) });
const tag = 'Legal documents';

export const serviceEndpoints = {
  catalogue: endpoint({
    method: 'GET',
    path: '/api/services',
    access: 'public',
    tag,
    summary: 'The catalogue of fixed-price document packages on sale (no sign-in)',
    input: {},
    reply: serviceListSchema,
  }),
  service: endpoint({
    method: 'GET',
    path: '/api/services/:slug',
    access: 'public',
    tag,
    summary: 'One package by its slug (no sign-in)',
    input: { params: bySlug },
    reply: serviceSchema,
  }),
  adminCatalogue: endpoint({
    method: 'GET',
    path: '/api/admin/services',
    access: 'admin',
    tag,
    summary: 'Admins: every package, retired ones included',
    input: {},
    reply: serviceListSchema,
  }),
  adminCreate: endpoint({
    method: 'POST',
    path: '/api/admin/services',
    access: 'admin',
    tag,
    summary: 'Admins: add a package',
    input: { body: serviceInputSchema },
    reply: serviceSchema,
    status: 201,
  }),
  adminUpdate: endpoint({
    method: 'PATCH',
    path: '/api/admin/services/:id',
    access: 'admin',
    tag,
    summary: 'Admins: edit, price or retire a package (orders already bought keep their terms)',
    input: { params: byId, body: serviceUpdateSchema },
    reply: serviceSchema,
  }),
  adminStuck: endpoint({
    method: 'GET',
    path: '/api/admin/service-orders',
    access: 'admin',
    tag,
    summary: 'Admins: orders without a lawyer for 24 working hours, and orders past their turnaround',
    input: {},
    reply: serviceOrderListSchema,
  }),
};

export const serviceOrderEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/service-orders',
    access: 'signedIn',
    limits: [rateLimits.serviceOrders],
    tag,
    summary: 'The client buys a package: an order awaiting payment at the catalogue price',
    input: { body: z.object({ serviceId: idSchema }) },
    reply: serviceOrderSchema,
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/service-orders',
    access: 'signedIn',
    tag,
    summary:
      "The caller's orders, newest first, a page at a time (cursor); a verified lawyer's first page also lists the open orders awaiting a lawyer (their practice areas first)",
    input: { query: listPageQuerySchema },
    reply: serviceOrderPageSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/service-orders/:id',
    access: 'signedIn',
    tag,
    summary: 'One order with its timeline, versions and call (its client, its lawyer, admins)',
    input: { params: byId },
    reply: serviceOrderSchema,
  }),
  details: endpoint({
    method: 'PUT',
    path: '/api/service-orders/:id/details',
    access: 'signedIn',
    limits: [rateLimits.serviceOrders],
    tag,
    summary:
      'The client answers the questionnaire (multipart: `answers` as JSON, files by question id), checked like every upload',
    input: {
      params: byId,
      body: z.object({ answers: z.string().max(50_000).default('{}') }),
      files: { fields: '*', max: 10, accepts: 'PDF, images or Word documents, by question id' },
    },
    reply: serviceOrderSchema,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/service-orders/:id/accept',
    access: 'signedIn',
    tag,
    summary:
      'A verified lawyer takes an open order (first wins; an order not open to the caller, taken by another lawyer or unknown, is 404)',
    input: { params: byId },
    reply: serviceOrderSchema,
  }),
  call: endpoint({
    method: 'POST',
    path: '/api/service-orders/:id/call',
    access: 'signedIn',
    tag,
    summary: "The client books the included call in one of the lawyer's free slots, at no charge",
    input: { params: byId, body: z.object({ start: z.iso.datetime({ offset: true }) }) },
    reply: serviceOrderSchema,
  }),
  deliver: endpoint({
    method: 'POST',
    path: '/api/service-orders/:id/deliveries',
    access: 'signedIn',
    limits: [rateLimits.serviceOrders],
    tag,
    summary: 'The lawyer delivers a version (multipart: `file`, PDF or DOCX; optional `note`)',
    input: {
      params: byId,
      body: z.object({ note: z.string().trim().max(2000).default('') }),
      files: { fields: ['file'], max: 1, accepts: 'the version, as PDF or DOCX' },
    },
    reply: serviceOrderSchema,
    status: 201,
  }),
  revision: endpoint({
    method: 'POST',
    path: '/api/service-orders/:id/revision',
    access: 'signedIn',
    tag,
    summary: "The client asks for a revision (up to the package's revisions)",
    input: {
      params: byId,
      body: z.object({
        comments: z.string().trim().min(1, 'Please say what should change.').max(4000),
      }),
    },
    reply: serviceOrderSchema,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/service-orders/:id/approve',
    access: 'signedIn',
    tag,
    summary: 'The client approves the latest version: delivered, e-mailed as an attachment, in Documents',
    input: { params: byId },
    reply: serviceOrderSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/service-orders/:id/cancel',
    access: 'signedIn',
    tag,
    summary: 'The client cancels before a lawyer accepts: a full refund and a credit note',
    input: { params: byId },
    reply: serviceOrderSchema,
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/service-orders/:id/files/:fileId',
    access: 'signedIn',
    tag,
    summary: "Downloads one of the order's files (the client's, the draft, a version) under its own name",
    input: { params: z.object({ id: idSchema, fileId: idSchema }) },
    reply: z.unknown(),
    replyTypes: uploadedFileTypes,
  }),
};
