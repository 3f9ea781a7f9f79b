// Metering an accepted instant consultation: each STARTED minute of connected call (both present) is charged
// from the client's wallet at the rate × 1 minute, the first one as the call connects. Charges never take the
// wallet below zero (chargeWallet); a started minute that cannot be paid ends the consultation.
import { meteredMinutesOf } from '../consultations/metering';
import type { Db } from '../../db/connection';
import { chargeWallet, walletBalancePaise } from '../wallet';
import { lockInstant } from './common';

export interface MeterResult {
  minutes: number;
  chargedPaise: number;
  balancePaise: number;
  /** Minutes were charged just now. */
  charged: boolean;
  /** One minute of balance left, said once. */
  warn: boolean;
  /** A started minute could not be paid: end it. */
  outOfBalance: boolean;
}

/** Started minutes of the union of connected calls; an open call counts up to `now` and its current minute. */
export function startedMinutes(
  sessions: { connected_at: string; ended_at: string | null }[],
  now: Date,
): number {
  const open = sessions.some((s) => s.ended_at === null);
  const intervals = sessions.map((s): [number, number] => [
    Date.parse(s.connected_at),
    s.ended_at ? Date.parse(s.ended_at) : now.getTime(),
  ]);
  const whole = meteredMinutesOf(intervals);
  const total = intervals.reduce((sum, [a, b]) => sum + Math.max(0, b - a), 0);
  // A running call is always inside a started minute (at 0 s, the first).
  return open && total % 60_000 === 0 ? whole + 1 : whole;
}

/** Charges what is due now; null when the consultation is not accepted (ended, or never picked up). */
export async function meterInstant(db: Db, id: string, now: Date): Promise<MeterResult | null> {
  return db.transaction().execute(async (trx) => {
    await lockInstant(trx, id);
    const row = await trx
      .selectFrom('instant_consultations')
      .innerJoin('users', 'users.id', 'instant_consultations.lawyer_id')
      .selectAll('instant_consultations')
      .select('users.name as lawyerName')
      .where('instant_consultations.id', '=', id)
      .executeTakeFirst();
    if (!row || row.state !== 'accepted') return null;
    const sessions = await trx
      .selectFrom('consultation_sessions')
      .select(['connected_at', 'ended_at'])
      .where('booking_id', '=', id)
      .where('kind', '=', 'call')
      .where('connected_at', 'is not', null)
      .execute();
    const due = startedMinutes(sessions as { connected_at: string; ended_at: string | null }[], now);
    let { minutes, charged_paise: chargedPaise } = row;
    let outOfBalance = false;
    while (minutes < due) {
      const paid = await chargeWallet(
        trx,
        {
          userId: row.client_id,
          amountPaise: row.rate_paise,
          instantId: id,
          description: `Consult now with ${row.lawyerName}: minute ${minutes + 1}`,
        },
        now,
      );
      if (!paid) {
        outOfBalance = true;
        break;
      }
      minutes += 1;
      chargedPaise += row.rate_paise;
    }
    const balancePaise = await walletBalancePaise(trx, row.client_id);
    // One minute of balance left (or less): both sides are warned once.
    const warn = minutes > 0 && !row.warned_at && balancePaise < 2 * row.rate_paise;
    const charged = minutes !== row.minutes;
    if (charged || warn) {
      const at = now.toISOString();
      await trx
        .updateTable('instant_consultations')
        .set({ minutes, charged_paise: chargedPaise, updated_at: at, ...(warn ? { warned_at: at } : {}) })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('bookings')
        .set({ metered_minutes: minutes, updated_at: at })
        .where('id', '=', id)
        .execute();
    }
    return { minutes, chargedPaise, balancePaise, charged, warn, outOfBalance };
  });
}
