// Consult now's room side (#58): each started minute charged is shown in the room (minutes; the client's
// balance goes by the wallet.changed push), one minute of balance left warns both, and at zero the call ends
// gracefully. Runs from the call frames and the metering job; each step happens once whichever instance runs it.
import { formatRupees } from '@contract';
import type { Db } from '../db/connection';
import { finishInstant, meterInstant, type EndReason } from '../services/instant';
import { askForReview } from '../services/reviews';
import { announceBalance } from '../services/wallet';
import type { AppDeps } from '../types';
import { hubFor } from './hub';

export type InstantCallDeps = Pick<AppDeps, 'db' | 'clock' | 'push' | 'mailer' | 'logger'>;

export const instantRoomMessages = {
  balanceLow: (rate: number) =>
    `One minute of wallet balance left (${formatRupees(rate)} a minute): top up to keep talking.`,
} as const;

/** Whether the booking is a Consult now consultation (metered from the wallet, not booked minutes). */
export async function isInstantBooking(db: Db, bookingId: string): Promise<boolean> {
  const row = await db.selectFrom('bookings').select('kind').where('id', '=', bookingId).executeTakeFirst();
  return row?.kind === 'instant';
}

/** Charges the started minutes due now and tells the room; ends the consultation when one cannot be paid. */
export async function meterInstantCall(deps: InstantCallDeps, id: string): Promise<number | null> {
  const result = await meterInstant(deps.db, id, deps.clock.now());
  if (!result) return null;
  const hub = hubFor(deps.db);
  const client = await deps.db
    .selectFrom('instant_consultations')
    .select(['client_id', 'rate_paise'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (result.charged) {
    await hub.broadcast(id, {
      type: 'meter',
      minutes: result.minutes,
      chargedPaise: result.chargedPaise,
      balancePaise: null,
    });
    await announceBalance(deps.db, client.client_id, deps.push.toUser);
    await deps.push.toUser(client.client_id, { type: 'instant.changed', consultationId: id });
  }
  if (result.warn)
    await hub.broadcast(id, {
      type: 'balanceLow',
      minutesLeft: Math.floor(result.balancePaise / client.rate_paise),
      message: instantRoomMessages.balanceLow(client.rate_paise),
    });
  if (result.outOfBalance) await endInstantCall(deps, id, 'balance');
  return result.minutes;
}

/** Ends the consultation once and tells the room (the call ends, then the consultation completes). */
export async function endInstantCall(deps: InstantCallDeps, id: string, reason: EndReason): Promise<void> {
  const callOpen = await deps.db
    .selectFrom('consultation_sessions')
    .select('id')
    .where('booking_id', '=', id)
    .where('kind', '=', 'call')
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (!(await finishInstant(deps, id, reason))) return;
  const row = await deps.db
    .selectFrom('instant_consultations')
    .select(['minutes', 'client_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const hub = hubFor(deps.db);
  if (callOpen)
    await hub.broadcast(id, { type: 'call', action: 'ended', by: null, meteredMinutes: row.minutes });
  await hub.broadcast(id, {
    type: 'completed',
    meteredMinutes: row.minutes,
    ...(reason === 'balance' ? { reason: 'balance' as const } : {}),
  });
  await announceBalance(deps.db, row.client_id, deps.push.toUser);
  // Talked and paid for: the client may review it, as a booked consultation.
  if (row.minutes > 0) await askForReview(deps, id);
}
