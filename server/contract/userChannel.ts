// The signed-in user's own push channel (#58): one socket per signed-in user at `userChannelPath`, with the room
// sockets' rules (sign-in frame, budgets, closed when the session is revoked); polling stays the fallback. An
// event says what changed for the user; the renderer then reads it through the API.
import { z } from 'zod';

export { userChannelPath } from './userChannelPath';

export const userEventSchema = z.discriminatedUnion('type', [
  /** A notice was written for the user: refresh the bell. */
  z.object({ type: z.literal('notifications.changed') }),
  /** An instant consultation the user takes part in changed (ringing, accepted, declined, timed out, ended). */
  z.object({ type: z.literal('instant.changed'), consultationId: z.string() }),
  /** The user's wallet balance changed (top-up, a metered minute, a refund). */
  z.object({ type: z.literal('wallet.changed'), balancePaise: z.number().int() }),
]);
export type UserEvent = z.infer<typeof userEventSchema>;
export type UserEventType = UserEvent['type'];

/** Frames the app sends: the first signs in with the bearer token (as in a room); a ping now and then. */
export const userClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('ping') }),
]);
export type UserClientFrame = z.infer<typeof userClientFrameSchema>;

/** Frames the server sends: signed in, the answer to a ping, an unreadable frame, or an event. */
export type UserServerFrame =
  { type: 'ready'; userId: string } | { type: 'pong' } | { type: 'error'; message: string } | UserEvent;
