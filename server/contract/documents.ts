// The Documents tab of the Invoices screen: content-checked uploads with an optional secured PIN, soft delete
// and restore, sharing with a lawyer the owner has consulted, and the download (the PIN in the body, never in
// the address). The schemas of what is sent back live in money.ts beside the invoices.
import { z } from 'zod';
import { idSchema, listPageOf, listPageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { rateLimits } from './rateLimits';
import { mediaTypes } from './mediaTypes';
import { documentSchema, documentTabs, shareTargetListSchema } from './money';
import { messageResponseSchema } from './auth';

const tag = 'Documents';
const byId = z.object({ id: idSchema });
const pinPattern = /^\d{4,6}$/;

/** The Upload form's text fields (the file travels as `file`), checked alike by the form and the API; an empty
 * field is the same as none. */
export const documentUploadFieldsSchema = z.object({
  /** The spec's payload names the file separately; the upload's own name stands in when empty. */
  fileName: z
    .string()
    .trim()
    .default('')
    .transform((name) => name.slice(0, 200)),
  description: z.string().trim().max(1000, 'Description is too long (1000 characters at most).').default(''),
  pin: z
    .string()
    .trim()
    .refine((pin) => pin === '' || pinPattern.test(pin), 'PIN must be 4 to 6 digits.')
    .meta({ pattern: '^\\s*(\\d{4,6})?\\s*$' })
    .default(''),
  /** A lawyer from the share targets, or empty for nobody. */
  sharedWith: z.string().trim().max(64).default(''),
});

/** A keyset page of one sub-tab's documents, newest first, searched over the words the tab shows. */
export const documentPageSchema = listPageOf(documentSchema);
export type DocumentPage = z.infer<typeof documentPageSchema>;

export const documentEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/api/invoices/upload',
    access: 'signedIn',
    limits: [rateLimits.documentUpload],
    tag,
    summary:
      'Uploads a document (multipart: `file`, optional `fileName`, `description`, secured `pin`, `sharedWith`)',
    input: {
      body: documentUploadFieldsSchema,
      files: { fields: ['file'], max: 1, accepts: 'one PNG, JPG/JPEG or PDF, checked by content' },
    },
    reply: z.object({ message: z.string(), document: documentSchema }),
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/documents',
    access: 'signedIn',
    tag,
    summary:
      "The caller's documents and those shared with them (tab=all), or their deleted ones, searched, newest first, a keyset page at a time",
    input: {
      query: listPageQuerySchema.extend({
        tab: z.enum(documentTabs).default('all'),
        q: z.string().max(100).default(''),
      }),
    },
    reply: documentPageSchema,
  }),
  shareTargets: endpoint({
    method: 'GET',
    path: '/api/documents/share-targets',
    access: 'signedIn',
    tag,
    summary: 'The lawyers the caller has a booking or a request with: the only people a document can go to',
    input: {},
    reply: shareTargetListSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/documents/:id',
    access: 'signedIn',
    tag,
    summary: 'The owner deletes a document (kept under Deleted, with the date, until restored)',
    input: { params: byId },
    reply: messageResponseSchema,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/documents/:id/restore',
    access: 'signedIn',
    tag,
    summary: 'The owner restores a deleted document',
    input: { params: byId },
    reply: documentSchema,
  }),
  share: endpoint({
    method: 'PUT',
    path: '/api/documents/:id/share',
    access: 'signedIn',
    tag,
    summary: 'The owner shares a document with one of their share targets, or with nobody (null)',
    input: { params: byId, body: z.object({ lawyerId: idSchema.nullable() }) },
    reply: documentSchema,
  }),
  download: endpoint({
    method: 'POST',
    path: '/api/documents/:id/download',
    access: 'signedIn',
    limits: [rateLimits.documentPin],
    tag,
    summary:
      'Downloads a document (the file, an attachment) with its secured PIN when it has one: 5 wrong tries lock it for 15 minutes',
    input: { params: byId, body: z.object({ pin: z.string().max(10).optional() }) },
    reply: z.unknown(),
    replyTypes: [mediaTypes.pdf, mediaTypes.png, mediaTypes.jpeg],
  }),
} as const;
