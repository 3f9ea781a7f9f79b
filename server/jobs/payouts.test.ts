// The payout job (jobs/payouts.ts) under the scheduler: a minute after start, then every quarter hour, never two
// runs at once, nothing after a stop, and a failed run said with its reason.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { testClock, type TestClock } from '../test/clock';
import { createTestApp, type TestApp } from '../test/harness';
import type { Logger } from '../types';
import { payoutsJob } from './payouts';
import { createScheduler } from './scheduler';

const minute = 60_000;
let t: TestApp;
let clock: TestClock;

beforeEach(async () => {
  clock = testClock(Date.parse('2030-01-07T04:00:00Z'));
  t = await createTestApp({ clock, seed: false });
});
afterEach(() => t.close());

describe('the payout schedule', () => {
  /** The database, counting the runs (each reads the payout accounts first); `hold` keeps a run from finishing. */
  function counted(db: Db, hold: { until?: Promise<void>; fail?: unknown }) {
    const runs = { count: 0 };
    const proxy = new Proxy(db, {
      get(target, property) {
        if (property === 'selectFrom')
          return (table: 'payout_accounts') => {
            if (table !== 'payout_accounts') return target.selectFrom(table);
            runs.count += 1;
            const { until, fail } = hold;
            const chain = {
              select: () => chain,
              where: () => chain,
              execute: async () => {
                await until;
                if (fail !== undefined) throw fail;
                return [];
              },
            };
            return chain;
          };
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    return { runs, db: proxy };
  }
  /** The payout job alone, on the test's clock; the scheduler's own timer is never started. */
  const scheduled = (db: Db, logger: Logger = t.deps.logger) =>
    createScheduler([payoutsJob({ ...t.deps, db })], { clock, logger });
  /** Lets a run's database work finish. */
  const settle = async () => {
    for (let i = 0; i < 20; i++) await new Promise((done) => setImmediate(done));
  };

  it('runs a minute after start, then every quarter hour, never two at once, and not after it is stopped', async () => {
    let release!: () => void;
    const hold: { until?: Promise<void> } = {};
    const { runs, db } = counted(t.db, hold);
    const jobs = scheduled(db);
    clock.advance(minute - 1);
    await jobs.runDue();
    expect(runs.count).toBe(0);
    hold.until = new Promise((done) => (release = done));
    clock.advance(1);
    void jobs.runDue();
    await settle();
    expect(runs.count).toBe(1);
    // Still running at the quarter hour: no second run alongside it.
    clock.advance(15 * minute);
    void jobs.runDue();
    await settle();
    expect(runs.count).toBe(1);
    release();
    await settle();
    clock.advance(15 * minute);
    await jobs.runDue();
    expect(runs.count).toBe(2); // the next quarter hour runs again
    await jobs.stop();
    clock.advance(60 * minute);
    await jobs.runDue();
    expect(runs.count).toBe(2);
  });

  it('stopped within its first minute never runs', async () => {
    const { runs, db } = counted(t.db, {});
    const jobs = scheduled(db);
    clock.advance(30_000);
    await jobs.runDue();
    await jobs.stop();
    clock.advance(60 * minute);
    await jobs.runDue();
    expect(runs.count).toBe(0);
  });

  it('logs a failed run with its reason and runs again at the next quarter hour', async () => {
    const hold: { fail?: unknown } = { fail: new Error('database is locked') };
    const { runs, db } = counted(t.db, hold);
    const errors: string[] = [];
    const jobs = scheduled(db, { info: () => {}, error: (line) => errors.push(line) });
    clock.advance(minute);
    await jobs.runDue();
    expect(errors).toEqual(['job payouts: database is locked']);
    hold.fail = 'not an Error';
    clock.advance(15 * minute);
    await jobs.runDue();
    expect(runs.count).toBe(2);
    expect(errors).toEqual(['job payouts: database is locked', 'job payouts: unknown error']);
    await jobs.stop();
  });
});
