import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { closeDatabase, openDatabase, type Db } from '../db/connection';
import { pgliteDialect } from '../db/dialects/pglite';
import type { Database } from '../db/schema';
import { busFor, type Bus, type RoomEvent } from './bus';
import { pgliteBus, reconnectDelayMs } from './postgresBus';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('room event bus', () => {
  it('keeps the embedded SQLite on the in-process bus', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexsetu-bus-'));
    const db = openDatabase(join(dir, 'bus.sqlite'));
    cleanups.push(async () => {
      await closeDatabase(db);
      rmSync(dir, { recursive: true, force: true });
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      LEXSETU_DATA_DIR: dir,
      LEXSETU_JWT_SECRET: 'x'.repeat(40),
    });
    const bus = busFor(db, config, console);
    expect(bus.name).toBe('local');
    await bus.enter('b1', 'u1');
    expect(await bus.isOnline('b1', 'u1')).toBe(true);
    await bus.exit('b1', 'u1');
    expect(await bus.isOnline('b1', 'u1')).toBe(false);
  });

  it('on PostgreSQL (PGlite) carries events between instances, large ones in parts, and shares presence', async () => {
    const pglite = new PGlite();
    const connect = (): Db => new Kysely<Database>({ dialect: pgliteDialect(pglite) });
    const [dbA, dbB] = [connect(), connect()];
    const [one, two]: Bus[] = [pgliteBus(pglite, dbA), pgliteBus(pglite, dbB)];
    cleanups.push(async () => {
      await one.close();
      await two.close();
      await pglite.close();
    });
    await Promise.all([one.ready, two.ready]);
    const heardByOne: RoomEvent[] = [];
    const heardByTwo: RoomEvent[] = [];
    one.subscribe((e) => heardByOne.push(e));
    two.subscribe((e) => heardByTwo.push(e));

    const big: RoomEvent = {
      kind: 'frame',
      room: 'b1',
      frame: { type: 'signal', data: { sdp: 'ऑफ़र "quoted" \\ '.repeat(2000) } },
      skipUser: 'u1',
    };
    await one.publish({ kind: 'message', room: 'b1', messageId: 'm1' });
    await one.publish(big);
    await vi.waitFor(
      () => expect(heardByTwo).toEqual([{ kind: 'message', room: 'b1', messageId: 'm1' }, big]),
      { timeout: 10_000 },
    );
    expect(heardByOne).toEqual([]); // an instance does not hear itself: it delivered locally already

    await one.enter('b1', 'client');
    expect(await two.isOnline('b1', 'client')).toBe(true);
    expect(await two.isOnline('b2', 'client')).toBe(false);
    await two.enter('b1', 'client'); // the same user on the other instance too (a second tab)
    await one.exit('b1', 'client');
    expect(await one.isOnline('b1', 'client')).toBe(true);
    await two.close(); // an instance shutting down takes its users offline
    expect(await one.isOnline('b1', 'client')).toBe(false);
  });
});

describe('the PostgreSQL bus reconnect backoff', () => {
  it('doubles from 250 ms to a 10 s cap, each wait drawn from the upper half of its step', () => {
    const low = (attempt: number) => reconnectDelayMs(attempt, () => 0);
    const high = (attempt: number) => reconnectDelayMs(attempt, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6].map(high)).toEqual([250, 500, 1000, 2000, 4000, 8000, 10_000]);
    expect([0, 1, 6, 50].map(low)).toEqual([125, 250, 5000, 5000]);
    expect(high(1_000)).toBe(10_000);
  });
});
