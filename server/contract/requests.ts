// Consultation requests: tabs, the list item the API sends, time slots and the shared form messages.
import { z } from 'zod';
import { bookingDateSchema } from './bookings';
import { endpoint } from './endpoint';
import { rateLimits } from './rateLimits';
import { uploadedFileTypes } from './mediaTypes';
import { idSchema, listPageOf, listPageQuerySchema } from './common';
import { allTimeSlots, requestDocumentPath, requestMessages, requestStatuses } from './requestTerms';
export * from './requestTerms';

export const requestStatusSchema = z.enum(requestStatuses);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

export const requestConsultationTypes = ['Online', 'On-site'] as const;
export const requestConsultationTypeSchema = z.enum(requestConsultationTypes);

export const allowedUploadLabel = 'PNG, JPG, PDF, DOC, DOCX';
export const defaultMaxFilesPerRequest = 5;

export const requestDocumentSchema = z.object({ _id: idSchema, name: z.string() });

export const consultationRequestSchema = z.object({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  /** Rupees (the API stores paise); null when not given. */
  budget: z.number().nonnegative().nullable(),
  consultationType: z.string(),
  date: z.string(),
  timing: z.string(),
  mention: z.string(),
  documents: z.array(requestDocumentSchema),
  expert: z.string(),
  image: z.string(),
  /** The client who posted it (a lawyer's screens name them where a client's name the expert). */
  client: z.string(),
  status: requestStatusSchema,
  /** The signed-in user may accept it (the mentioned professional, while new). */
  canAccept: z.boolean(),
  /** The signed-in user may mark it completed (owner or assigned lawyer, while on-going). */
  canComplete: z.boolean(),
  /** The signed-in user may open its chat (owner or accepted lawyer, while on-going; read-only once completed). */
  canChat: z.boolean(),
  /** The signed-in user owns it (and may delete it). */
  isOwner: z.boolean(),
  updatedAt: z.string(),
});
export type ConsultationRequest = z.infer<typeof consultationRequestSchema>;
/** One page of a tab, newest change first, with how many requests the tab holds in all. */
export const consultationRequestListSchema = listPageOf(consultationRequestSchema).extend({
  total: z.number().int().nonnegative(),
});
export type ConsultationRequestList = z.infer<typeof consultationRequestListSchema>;

// ---- The New request form: one schema for the form (renderer) and POST /api/create-request (API) ----

/** Fields a request needs; `mention` may be left out when a lawyer is mentioned by id (`mentionId`). */
export const requiredRequestFields = [
  'title',
  'description',
  'mention',
  'consultationType',
  'date',
  'timing',
] as const;

const formText = z.string().trim().default('');
const emailCheck = z.email();

/** An optional amount in rupees, at most 2 decimals (up to ₹999,999,999.99), handed on as paise. */
export const requestBudgetSchema = z
  .string()
  .regex(/^(\d{1,9}(\.\d{1,2})?)?$/, 'Budget must be an amount in rupees.')
  .transform((text) => (text === '' ? null : Math.round(Number(text) * 100)));

/**
 * The form's fields (multipart text fields; empty = not given). First what is missing, with the spec's message
 * (its issue names them in `params.missing`); then each field's rule. The date's "today or later" is the
 * server's (its clock). Output: the fields trimmed, the mention lower-cased, the budget as `budgetPaise`.
 */
export const createRequestFieldsSchema = z
  .object({
    title: formText,
    description: formText,
    consultationType: formText,
    budget: formText,
    date: formText,
    timing: formText,
    mention: formText,
    /** A lawyer mentioned from their profile, by id (their e-mail may be private): stands in for `mention`. */
    mentionId: formText,
  })
  // For the API document, what the check below asks: the fields given, the lawyer by e-mail or by id.
  .meta({
    required: requiredRequestFields.filter((name) => name !== 'mention'),
    allOf: [
      {
        properties: Object.fromEntries(
          requiredRequestFields
            .filter((name) => name !== 'mention')
            .map((name) => [name, { pattern: '\\S' }]),
        ),
      },
    ],
    anyOf: [
      { required: ['mention'], properties: { mention: { type: 'string', format: 'email' } } },
      { required: ['mentionId'], properties: { mentionId: { type: 'string', pattern: '\\S' } } },
    ],
  })
  .superRefine((form, ctx) => {
    const missing = requiredRequestFields.filter(
      (name) => !form[name] && !(name === 'mention' && form.mentionId),
    );
    if (missing.length)
      ctx.addIssue({
        code: 'custom',
        message: `${requestMessages.missingFields} Missing: ${missing.join(', ')}.`,
        params: { missing },
      });
  })
  .pipe(
    z
      .object({
        title: z.string().max(200, 'Title is too long (200 characters at most).'),
        description: z.string().max(5000, 'Description is too long (5000 characters at most).'),
        consultationType: z.enum(requestConsultationTypes, {
          error: 'Consultation type must be Online or On-site.',
        }),
        budget: requestBudgetSchema,
        date: bookingDateSchema,
        timing: z
          .string()
          .refine(
            (slot) => allTimeSlots.includes(slot),
            'Timing must be a 30-minute slot from 10:00 AM to 5:30 PM.',
          )
          .meta({ enum: [...allTimeSlots] }),
        mention: z.string().max(254).toLowerCase(),
        mentionId: z.string().max(64),
      })
      .superRefine((form, ctx) => {
        if (!form.mentionId && !emailCheck.safeParse(form.mention).success)
          ctx.addIssue({ code: 'custom', path: ['mention'], message: 'Please enter a valid email.' });
      })
      .transform(({ budget, ...form }) => ({ ...form, budgetPaise: budget })),
  );
export type RequestFormFields = z.input<typeof createRequestFieldsSchema>;
export type CreateRequestFields = z.output<typeof createRequestFieldsSchema>;

const byRequestId = z.object({ id: idSchema });
const requestsTag = 'Requests';

/** Consultation requests: create (with documents), list, delete, accept, complete, and a document's download. */
export const requestEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/create-request',
    access: 'signedIn',
    limits: [rateLimits.createRequest],
    tag: requestsTag,
    summary:
      'Creates a request (multipart: the form fields and up to LEXSETU_MAX_FILES_PER_REQUEST documents, 5 by default); the mentioned lawyer is told',
    input: {
      body: createRequestFieldsSchema,
      // 10: the multipart parser's cap; the configured per-request limit is the use case's.
      files: {
        fields: ['documents'],
        max: 10,
        accepts: `documents: ${allowedUploadLabel}, checked by content`,
      },
    },
    reply: consultationRequestSchema,
    status: 201,
  }),
  document: endpoint({
    method: 'GET',
    path: requestDocumentPath,
    access: 'signedIn',
    tag: requestsTag,
    summary: "Downloads a request's document under its own name (its owner and its lawyers only)",
    input: { params: byRequestId },
    reply: z.unknown(),
    replyTypes: uploadedFileTypes,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/requests',
    access: 'signedIn',
    tag: requestsTag,
    summary:
      "The caller's requests in one tab, most recently changed first, a page at a time (cursor); from=unknown: a lawyer's message requests",
    input: {
      query: z.object({
        tab: requestStatusSchema.default('on-going'),
        /** 'unknown': the lawyer's message requests (from clients with no booking with them). */
        from: z.enum(['all', 'unknown']).default('all'),
        ...listPageQuerySchema.shape,
      }),
    },
    reply: consultationRequestListSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/requests/:id',
    access: 'signedIn',
    tag: requestsTag,
    summary: 'The owner deletes a request and its documents',
    input: { params: byRequestId },
    reply: z.object({ message: z.string() }),
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/requests/:id/accept',
    access: 'signedIn',
    tag: requestsTag,
    summary: 'The mentioned lawyer takes a new request up (it becomes on-going)',
    input: { params: byRequestId },
    reply: consultationRequestSchema,
  }),
  complete: endpoint({
    method: 'POST',
    path: '/api/requests/:id/complete',
    access: 'signedIn',
    tag: requestsTag,
    summary: 'The client or the accepted lawyer marks an on-going request completed',
    input: { params: byRequestId },
    reply: consultationRequestSchema,
  }),
} as const;
