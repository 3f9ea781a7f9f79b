// Schedules: the signed-in user's bookings by tab (upcoming, live, completed: by their times against the
// clock, with every tab's count), the documents attached to a booking, and their download. Participants only.
import { z } from 'zod';
import { bookingDocumentPath } from './bookingTerms';
import { scheduleListSchema, scheduleTabSchema, uploadReplySchema } from './bookings';
import { idSchema, listPageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { rateLimits } from './rateLimits';
import { uploadedFileTypes } from './mediaTypes';

const tag = 'Schedules';

export const scheduleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/schedules',
    access: 'signedIn',
    tag,
    summary:
      "The caller's bookings in one tab (client or lawyer), a page at a time (cursor), with the count of every tab",
    input: { query: z.object({ tab: scheduleTabSchema.default('upcoming'), ...listPageQuerySchema.shape }) },
    reply: scheduleListSchema,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/upload',
    access: 'signedIn',
    limits: [rateLimits.bookingUpload],
    tag,
    summary: 'A participant attaches a document to a booking (multipart: `scheduleId` and `file`)',
    input: {
      body: z.object({
        scheduleId: z
          .string({ error: 'Choose the schedule the file belongs to.' })
          .trim()
          .min(1, 'Choose the schedule the file belongs to.')
          .max(64),
      }),
      files: {
        fields: ['file'],
        max: 1,
        accepts: 'one document: PNG, JPG, PDF, DOC or DOCX, checked by content',
      },
    },
    reply: uploadReplySchema,
    status: 201,
  }),
  document: endpoint({
    method: 'GET',
    path: bookingDocumentPath,
    access: 'signedIn',
    tag,
    summary:
      "Downloads a booking's document under its own name (an attachment; the booking's participants only)",
    input: { params: z.object({ id: idSchema }) },
    reply: z.unknown(),
    replyTypes: uploadedFileTypes,
  }),
} as const;
