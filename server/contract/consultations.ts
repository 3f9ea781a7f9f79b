// Live consultation rooms: REST shapes (room, message pages) and the WebSocket protocol. A booking's room
// (chat, calls, metering) lives at /api/consultations/:bookingId, an accepted request's chat (chat only) at
// /api/requests/:requestId/chat; the socket is that path + /live, and its first frame must be { type: 'auth', token }.
import { z } from 'zod';
import { idSchema } from './common';
import { endpoint } from './endpoint';
import { rateLimits } from './rateLimits';
import { uploadedFileTypes } from './mediaTypes';
import { consultationMessageBodyMax, roomKinds, type RoomKind } from './rooms';

export {
  consultationRoomPath,
  consultationSocketPath,
  realtimeCloseCodes,
  roomKinds,
  type RoomKind,
  type RoomRef,
  consultationMessageBodyMax,
} from './rooms';

export const consultationMessageSchema = z.object({
  _id: z.string(),
  clientId: z.string(),
  senderId: z.string(),
  mine: z.boolean(),
  body: z.string(),
  attachment: z.object({ name: z.string(), size: z.number(), mime: z.string(), url: z.string() }).nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type ConsultationMessage = z.infer<typeof consultationMessageSchema>;

export const consultationMessagePageSchema = z.object({
  items: z.array(consultationMessageSchema),
  hasMore: z.boolean(),
});
export type ConsultationMessagePage = z.infer<typeof consultationMessagePageSchema>;

export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

export const consultationRoomSchema = z.object({
  /** The booking's or the request's id. */
  _id: z.string(),
  kind: z.enum(roomKinds),
  /** A Consult now consultation's room (#58): metered from the wallet, no booked time, either side ends it. */
  instant: z.boolean(),
  /** The booking's topic or the request's title. */
  topic: z.string(),
  /** Booked mode and time: null in a request's chat. */
  mode: z.enum(['video', 'phone', 'onsite']).nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  me: z.object({ _id: z.string(), name: z.string() }),
  otherParty: z.object({ _id: z.string(), name: z.string() }),
  /** Completed: the history stays readable, nothing new is written, metered or called. */
  readOnly: z.boolean(),
  /** Audio/video calls can start here (a booking's room that is not read-only). */
  calls: z.boolean(),
  iceServers: z.array(iceServerSchema),
  /** Settings → Call & Communication: end the call when the booked time is over. */
  autoEndCall: z.boolean(),
  /** Settings → Call & Communication: show the booked time elapsed as a progress bar. */
  progressBar: z.boolean(),
  meteredMinutes: z.number().nullable(),
  /** The booking's amount as booked (what is paid); null in a request's chat. */
  pricePaise: z.number().nullable(),
  /** Owed back for unused minutes once metered ('to be refunded'); null in a request's chat. */
  toBeRefundedPaise: z.number().nullable(),
  /** A booking's room before its window: when calls open (10 minutes before the start). */
  opensAt: z.string().nullable(),
  /** A booking's room after its window: when it ended (the booked end). */
  endedAt: z.string().nullable(),
  /** Who pressed End so far; both completes the consultation. */
  endPressed: z.object({ me: z.boolean(), other: z.boolean() }),
});
export type ConsultationRoom = z.infer<typeof consultationRoomSchema>;

export const consultationMessagesQuerySchema = z.object({
  before: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const clientId = z.string().trim().min(1).max(64);

// ---- declared endpoints (server/contract/endpoint.ts) ----

const tag = 'Consultations';
const byRoom = z.object({ id: idSchema });
/** A chat attachment: the sender's client id (as for a typed message) and one file. */
const attachment = {
  params: byRoom,
  body: z.object({ clientId: z.string({ error: 'clientId is required.' }).trim().min(1).max(64) }),
  files: { fields: ['file'], max: 1, accepts: 'one document or image, checked by content' },
} as const;

/** A room's three endpoints, declared for each kind: a booking's room and a request's chat. */
function roomEndpoints(kind: RoomKind, base: string, what: string) {
  return {
    room: endpoint({
      method: 'GET',
      path: base,
      access: 'signedIn',
      tag,
      summary: `${what}: the people, call settings, ICE servers and metering (its two participants only)`,
      input: { params: byRoom },
      reply: consultationRoomSchema,
    }),
    messages: endpoint({
      method: 'GET',
      path: `${base}/messages`,
      access: 'signedIn',
      tag,
      summary: `${what}: chat history, oldest first, a page before a message id`,
      input: { params: byRoom, query: consultationMessagesQuerySchema },
      reply: consultationMessagePageSchema,
    }),
    attach: endpoint({
      method: 'POST',
      path: `${base}/attachments`,
      access: 'signedIn',
      limits: [rateLimits.roomUpload],
      tag,
      summary: `${what}: sends a file as a chat message (multipart: \`clientId\`, \`file\`; 200 when the client id was already sent; refused once read-only)`,
      input: attachment,
      reply: consultationMessageSchema,
      status: 201,
    }),
  };
}

export const bookingRoomEndpoints = roomEndpoints('booking', '/api/consultations/:id', "A booking's room");
export const requestChatEndpoints = roomEndpoints('request', '/api/requests/:id/chat', "A request's chat");
/** The endpoints of a room of either kind. */
export const roomEndpointsOf = (kind: RoomKind) =>
  kind === 'booking' ? bookingRoomEndpoints : requestChatEndpoints;

export const consultationEndpoints = {
  bookingRoom: bookingRoomEndpoints.room,
  bookingMessages: bookingRoomEndpoints.messages,
  bookingAttach: bookingRoomEndpoints.attach,
  chatRoom: requestChatEndpoints.room,
  chatMessages: requestChatEndpoints.messages,
  chatAttach: requestChatEndpoints.attach,
  attachmentFile: endpoint({
    method: 'GET',
    path: '/api/consultation-files/:id',
    access: 'signedIn',
    tag,
    summary:
      "Downloads a chat attachment by its message id (the room's participants only, read-only rooms too)",
    input: { params: byRoom },
    reply: z.unknown(),
    replyTypes: uploadedFileTypes,
  }),
};

/** Frames a participant sends. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({
    type: z.literal('send'),
    clientId,
    body: z.string().trim().min(1).max(consultationMessageBodyMax),
  }),
  z.object({ type: z.literal('read'), upTo: z.string().max(64) }),
  z.object({ type: z.literal('typing'), typing: z.boolean() }),
  z.object({
    type: z.literal('call'),
    action: z.enum(['start', 'connected', 'hangup']),
    video: z.boolean().optional(),
  }),
  // End the consultation: it completes when both participants have pressed End (or at the booked end).
  z.object({ type: z.literal('end') }),
  // WebRTC offer/answer/candidate, relayed as is to the other participant.
  z.object({ type: z.literal('signal'), data: z.record(z.string(), z.unknown()) }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Frames the server sends. */
export type ServerFrame =
  | {
      type: 'ready';
      userId: string;
      otherOnline: boolean;
      call: { active: boolean; video: boolean; by: string | null };
    }
  | { type: 'message'; message: ConsultationMessage }
  | { type: 'receipt'; ids: string[]; deliveredAt?: string; readAt?: string }
  | { type: 'typing'; typing: boolean }
  | { type: 'presence'; online: boolean }
  | {
      type: 'call';
      action: 'start' | 'connected' | 'ended';
      by: string | null;
      video?: boolean;
      meteredMinutes?: number | null;
    }
  | { type: 'signal'; data: Record<string, unknown> }
  /** A participant pressed End; the consultation waits for the other side's End. */
  | { type: 'end'; by: string }
  /** The consultation is over (both pressed End, or its booked time ended): read-only from now on. */
  | { type: 'completed'; meteredMinutes: number | null; reason?: 'balance' }
  /** An instant consultation's meter (#58): started minutes charged, and the client's balance (client only). */
  | { type: 'meter'; minutes: number; chargedPaise: number; balancePaise: number | null }
  /** An instant consultation has one minute of the client's balance left; at zero the call ends. */
  | { type: 'balanceLow'; minutesLeft: number; message: string }
  | { type: 'error'; message: string };
