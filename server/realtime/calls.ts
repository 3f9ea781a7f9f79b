// Calls in a booking's room: starting and connecting one (metering starts once both are in the room),
// ending it, and completing the consultation. Ending and completing also run from jobs (server/jobs/), so
// each happens once whichever instance gets there first, and tells both participants through the hub.
import type { ServerFrame } from '@contract';
import {
  callWindow,
  connectCall,
  endOpenSessions,
  endSession,
  meterBooking,
  openSession,
  otherOf,
  roomKey,
  startSessionOnce,
  type Room,
} from '../services/consultations';
import { refundDepsOf, sendBookingRefund } from '../services/refunds';
import { askForReview } from '../services/reviews';
import type { AppDeps } from '../types';
import { hubFor, type Peer } from './hub';
import { istTime } from './limits';
import { endInstantCall, isInstantBooking, meterInstantCall } from './instantCalls';

export type CallDeps = Pick<AppDeps, 'db' | 'clock' | 'gateway' | 'mailer' | 'logger' | 'push'>;

/** Ends the booking's call once, whichever instance gets here first, and tells both participants. */
export async function endCall(deps: CallDeps, bookingId: string, by: string | null): Promise<void> {
  const { db } = deps;
  const call = await openSession(db, bookingId, 'call');
  if (!call) return;
  const now = deps.clock.now();
  if (!(await endSession(db, call.id, now))) return;
  // Hanging up ends this call, not the consultation: calls may drop and start again within the booked
  // window; the consultation completes at its booked end (a job). An unanswered ring meters nothing.
  let meteredMinutes: number | null = null;
  // Consult now: charged per started minute from the wallet (instantCalls.ts), never as booked minutes.
  if (call.connected_at)
    meteredMinutes = (await isInstantBooking(db, bookingId))
      ? await meterInstantCall(deps, bookingId)
      : await meterBooking(db, bookingId, now);
  await hubFor(db).broadcast(roomKey({ kind: 'booking', id: bookingId }), {
    type: 'call',
    action: 'ended',
    by,
    meteredMinutes,
  });
}

/**
 * Completes and meters the consultation (booked time over, or both sides pressed End) once, whichever
 * instance gets here first, ending a call still running, and tells both participants.
 */
export async function completeConsultation(deps: CallDeps, bookingId: string): Promise<void> {
  const { db } = deps;
  if (await isInstantBooking(db, bookingId)) return endInstantCall(deps, bookingId, 'ended');
  const hub = hubFor(db);
  const now = deps.clock.now();
  const key = roomKey({ kind: 'booking', id: bookingId });
  const callWasOpen = await openSession(db, bookingId, 'call');
  await endOpenSessions(db, bookingId, 'call', now);
  await endOpenSessions(db, bookingId, 'chat', now);
  const meteredMinutes = await meterBooking(db, bookingId, now, true);
  if (meteredMinutes === null) return; // another instance completed it first
  await sendBookingRefund(refundDepsOf(deps), bookingId); // the unused minutes
  if (callWasOpen) await hub.broadcast(key, { type: 'call', action: 'ended', by: null, meteredMinutes });
  await hub.broadcast(key, { type: 'completed', meteredMinutes });
  await askForReview(deps, bookingId);
}

/** What a call frame needs of the socket it came on. */
export interface CallSocket {
  room(): Room;
  /** The room as it is now; null (and the client told) once it is closed. */
  writable(me: Peer): Promise<Room | null>;
  send(frame: ServerFrame): void;
}

/** A participant's 'call' frame: start, connected or hangup. */
export async function onCall(
  deps: CallDeps,
  socket: CallSocket,
  me: Peer,
  bookingId: string,
  action: 'start' | 'connected' | 'hangup',
  video: boolean,
): Promise<void> {
  const { db } = deps;
  const hub = hubFor(db);
  const now = deps.clock.now();
  if (action === 'start') {
    // A completed consultation takes no new call.
    if (!(await socket.writable(me))) return;
    const room = socket.room();
    // Calls only in the booked window: from 10 minutes before the start to just after the booked end.
    const window = room.booking ? callWindow(room.booking, now) : { open: true as const };
    if (!window.open)
      return socket.send({
        type: 'error',
        message:
          'opensAt' in window
            ? `The consultation room opens at ${istTime(window.opensAt)}.`
            : 'This consultation has ended.',
      });
    const call = await startSessionOnce(db, bookingId, 'call', me.userId, now);
    if (!call.created)
      return socket.send({
        type: 'call',
        action: 'start',
        by: call.startedBy,
        video: hub.callVideo(room.key, room.booking?.mode === 'video'),
      });
    await hub.broadcast(room.key, { type: 'call', action: 'start', by: me.userId, video });
    return;
  }
  const call = await openSession(db, bookingId, 'call');
  if (!call) return;
  if (action === 'connected') {
    const room = socket.room();
    // Metering starts only with both participants in the room (on any instance): one side alone
    // saying 'connected' starts nothing. A call connected early counts from the booked start.
    const [meHere, otherHere] = await Promise.all([
      hub.isOnline(room.key, me.userId),
      hub.isOnline(room.key, otherOf(room, me.userId)),
    ]);
    if (!meHere || !otherHere) return;
    const start = room.booking ? new Date(room.booking.start_at) : now;
    // Both ends report it, possibly on two instances: the first one counts.
    if (!(await connectCall(db, call.id, now > start ? now : start))) return;
    await hub.broadcast(room.key, { type: 'call', action: 'connected', by: me.userId });
    // Consult now: the first started minute is charged as the call connects.
    if (room.booking?.kind === 'instant') await meterInstantCall(deps, bookingId);
    return;
  }
  await endCall(deps, bookingId, me.userId);
}
