// Search popularity counters ('Top searches'), buffered in memory and written by a job (jobs/searchCounts.ts)
// in one transaction: writing each search in its own write transaction serialised every search behind the disk.
// Deliberately tiny process state (at most a second of counts, lost only on a crash) so hosted mode, which
// wants stateless processes, can swap this for a shared counter without touching the routes.
import type { Db } from '../db/connection';

export type SearchKind = 'name' | 'expertise';

export interface SearchCounter {
  record(kind: SearchKind, term: string): void;
  /** Writes what is buffered (also called before the counts are read, so readers see their own searches). */
  flush(): Promise<void>;
}

export function createSearchCounter(db: Db, onError: (error: unknown) => void): SearchCounter {
  let pending = new Map<string, { kind: SearchKind; term: string; count: number }>();
  let running: Promise<void> = Promise.resolve();

  async function write(batch: typeof pending) {
    if (batch.size === 0) return;
    await db.transaction().execute(async (trx) => {
      for (const { kind, term, count } of batch.values())
        await trx
          .insertInto('search_counts')
          .values({ kind, term, count })
          .onConflict((oc) =>
            oc
              .columns(['kind', 'term'])
              .doUpdateSet((eb) => ({ count: eb('search_counts.count', '+', count) })),
          )
          .execute();
    });
  }

  const flush = () => {
    const batch = pending;
    pending = new Map();
    // Chained so two flushes never write the same batch twice or overlap their transactions.
    running = running.then(() => write(batch)).catch(onError);
    return running;
  };

  return {
    record(kind, term) {
      const key = `${kind}\u0000${term}`;
      const entry = pending.get(key);
      if (entry) entry.count += 1;
      else pending.set(key, { kind, term, count: 1 });
    },
    flush,
  };
}
