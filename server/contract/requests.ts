// Consultation requests: tabs, the list item the API sends, time slots and the shared form messages.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { idSchema } from './common';

export const requestStatuses = ['new', 'on-going', 'completed'] as const;
export const requestStatusSchema = z.enum(requestStatuses);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

export const requestConsultationTypes = ['Online', 'On-site'] as const;
export const requestConsultationTypeSchema = z.enum(requestConsultationTypes);

export const allowedUploadLabel = 'PNG, JPG, PDF, DOC, DOCX';
export const defaultMaxFilesPerRequest = 5;

export const requestMessages = {
  missingFields: 'Please fill all required fields.',
  notLoggedIn: 'Please log in to create a request.',
  created: 'Request created successfully!',
  createFailed: 'Error creating request:',
  submitFailed: 'An error occurred while submitting the form.',
  deleted: 'Request deleted successfully',
  deleteFailed: 'Error deleting request',
} as const;

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
export const consultationRequestListSchema = z.array(consultationRequestSchema);

const slotStartMinutes = 10 * 60;
const slotEndMinutes = 17 * 60 + 30;

function label(minutes: number): string {
  const h24 = Math.floor(minutes / 60);
  const m = minutes % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** Every slot: '10:00 AM' … '5:30 PM', every 30 minutes. */
export const allTimeSlots: readonly string[] = Array.from(
  { length: (slotEndMinutes - slotStartMinutes) / 30 + 1 },
  (_, i) => label(slotStartMinutes + i * 30),
);

/** 'YYYY-MM-DD' of a Date in local time. */
export function localDateKey(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Slots to offer for `date` ('YYYY-MM-DD'): all of them on later days, only those still ahead today, none in the past. */
export function availableTimeSlots(date: string, now: Date): string[] {
  const today = localDateKey(now);
  if (!date || date < today) return [];
  if (date > today) return [...allTimeSlots];
  const nowMinutes = now.getHours() * 60 + now.getMinutes();
  return allTimeSlots.filter((_, i) => slotStartMinutes + i * 30 > nowMinutes);
}

const byRequestId = z.object({ id: idSchema });
const requestsTag = 'Requests';

/** Consultation requests (creating one, with documents, is POST /api/create-request: multipart, not yet declared). */
export const requestEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/requests',
    access: 'signedIn',
    tag: requestsTag,
    summary: "The caller's requests in one tab; from=unknown: a lawyer's message requests",
    input: {
      query: z.object({
        tab: requestStatusSchema.default('on-going'),
        /** 'unknown': the lawyer's message requests (from clients with no booking with them). */
        from: z.enum(['all', 'unknown']).default('all'),
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
