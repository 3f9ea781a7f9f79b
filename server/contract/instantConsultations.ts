// Consult now (#58): 'Available now', ringing a lawyer, accept/decline within 60 s, the metered instant call.
// An accepted instant consultation opens in the booking room of the same id (`room`), metered per started
// minute from the client's wallet while both are in a connected call.
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, paiseSchema } from './common';
import { endpoint } from './endpoint';
import { rateLimits } from './rateLimits';

/** How long the lawyer's app rings before the request times out. */
export const instantRingSeconds = 60;
/** The wallet must hold the lawyer's rate for this many minutes before 'Consult now' rings. */
export const instantHoldMinutes = 5;
/** 'Available now' turns itself off after this long without activity. */
export const availableNowIdleHours = 2;
/** Simultaneous instant consultations a lawyer takes unless they set another cap. */
export const availableNowDefaultCap = 1;

export const instantStates = ['ringing', 'accepted', 'declined', 'timed_out', 'cancelled', 'ended'] as const;
export type InstantState = (typeof instantStates)[number];

/** Why an accepted consultation ended: a party ended it, or the wallet ran out. */
export const instantEndReasons = ['ended', 'balance'] as const;

export const availableNowSchema = z.object({
  availableNow: z.boolean(),
  /** When it turns itself off unless the lawyer is active again (null when off). */
  until: isoDateTimeSchema.nullable(),
  /** Simultaneous instant consultations taken. */
  cap: z.number().int().positive(),
});
export type AvailableNow = z.infer<typeof availableNowSchema>;

export const availableNowUpdateSchema = z.object({
  on: z.boolean({ error: 'Say whether you are available now (true or false).' }),
  cap: z.number().int().min(1).max(5).optional(),
});

export const createInstantSchema = z.object({
  lawyerId: idSchema,
  topic: z.string().trim().max(500).optional().default(''),
});
export type CreateInstant = z.input<typeof createInstantSchema>;

export const instantConsultationSchema = z.object({
  _id: idSchema,
  state: z.enum(instantStates),
  /** While ringing: when it times out (ISO). */
  ringingUntil: isoDateTimeSchema,
  myRole: z.enum(['client', 'lawyer']),
  lawyer: z.object({ _id: idSchema, name: z.string() }),
  client: z.object({ _id: idSchema, name: z.string() }),
  topic: z.string(),
  /** The lawyer's per-minute rate when the client pressed 'Consult now'. */
  ratePaise: paiseSchema,
  /** Started minutes charged so far. */
  minutes: z.number().int().nonnegative(),
  chargedPaise: paiseSchema,
  /** The client's wallet balance now (client only; null for the lawyer). */
  balancePaise: paiseSchema.nullable(),
  acceptedAt: isoDateTimeSchema.nullable(),
  endedAt: isoDateTimeSchema.nullable(),
  endReason: z.enum(instantEndReasons).nullable(),
  /** The chat and call room to open once accepted (a booking room of the same id); null before. */
  room: z.object({ kind: z.literal('booking'), id: idSchema }).nullable(),
  /** The tax invoice for the minutes used, once ended with a charge. */
  invoice: z.string().nullable(),
});
export type InstantConsultation = z.infer<typeof instantConsultationSchema>;

export const incomingInstantSchema = z.object({ items: z.array(instantConsultationSchema) });

const byId = z.object({ id: idSchema });
const tag = 'Consult now';

export const instantConsultationEndpoints = {
  availableNow: endpoint({
    method: 'GET',
    path: '/api/me/available-now',
    access: 'signedIn',
    tag,
    summary: "The signed-in lawyer's 'Available now' switch, when it turns off and the cap",
    input: {},
    reply: availableNowSchema,
  }),
  setAvailableNow: endpoint({
    method: 'PUT',
    path: '/api/me/available-now',
    access: 'signedIn',
    tag,
    summary: "Turn 'Available now' on or off (verified lawyers only)",
    input: { body: availableNowUpdateSchema },
    reply: availableNowSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/instant-consultations',
    access: 'signedIn',
    limits: [rateLimits.bookings],
    tag,
    summary:
      'Consult now: ring a lawyer who is available now (409 when busy or unavailable, 402 when the wallet holds less than 5 minutes)',
    input: { body: createInstantSchema },
    reply: instantConsultationSchema,
    status: 201,
  }),
  incoming: endpoint({
    method: 'GET',
    path: '/api/instant-consultations/incoming',
    access: 'signedIn',
    tag,
    summary: 'What rings now for the signed-in lawyer',
    input: {},
    reply: incomingInstantSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/instant-consultations/:id',
    access: 'signedIn',
    tag,
    summary: 'An instant consultation as its client or lawyer sees it now',
    input: { params: byId },
    reply: instantConsultationSchema,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/instant-consultations/:id/accept',
    access: 'signedIn',
    tag,
    summary: 'The lawyer accepts a ringing consultation: its room opens at once',
    input: { params: byId },
    reply: instantConsultationSchema,
  }),
  decline: endpoint({
    method: 'POST',
    path: '/api/instant-consultations/:id/decline',
    access: 'signedIn',
    tag,
    summary: 'The lawyer declines a ringing consultation',
    input: { params: byId },
    reply: instantConsultationSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/instant-consultations/:id/cancel',
    access: 'signedIn',
    tag,
    summary: 'The client stops the ringing',
    input: { params: byId },
    reply: instantConsultationSchema,
  }),
  end: endpoint({
    method: 'POST',
    path: '/api/instant-consultations/:id/end',
    access: 'signedIn',
    tag,
    summary: 'Either party ends an accepted consultation (the charged minutes stay charged)',
    input: { params: byId },
    reply: instantConsultationSchema,
  }),
};
