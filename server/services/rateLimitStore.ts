// Rate-limit counters in the database, so every hosted instance sees the same counts. One atomic upsert per
// hit (SQLite 3.35+ and PostgreSQL both speak ON CONFLICT ... RETURNING).
import { sql } from 'kysely';
import type { Db } from '../db/connection';

export interface RateLimitWindow {
  count: number;
  resetAt: number;
}

/** Counts one hit for key and answers the window it fell in. */
export interface RateLimitStore {
  hit(key: string, windowMs: number, now: number): Promise<RateLimitWindow>;
  /** Takes one hit back (a request that turned out not to count), if its window is still open. */
  forgive(key: string, now: number): Promise<void>;
}

export function databaseRateLimitStore(db: Db): RateLimitStore {
  let nextSweep = 0;
  return {
    async hit(key, windowMs, now) {
      if (now >= nextSweep) {
        nextSweep = now + 60_000;
        await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
      }
      const { rows } = await sql<{ count: number; reset_at: number }>`
        INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, ${now + windowMs})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.count + 1 END,
          reset_at = CASE WHEN rate_limits.reset_at <= ${now} THEN excluded.reset_at ELSE rate_limits.reset_at END
        RETURNING count, reset_at`.execute(db);
      return { count: rows[0]!.count, resetAt: rows[0]!.reset_at };
    },
    async forgive(key, now) {
      await db
        .updateTable('rate_limits')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', '=', key)
        .where('reset_at', '>', now)
        .where('count', '>', 0)
        .execute();
    },
  };
}
