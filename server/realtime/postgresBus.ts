// Rooms across API instances on one PostgreSQL.
// Events: NOTIFY on one channel, JSON under 8000 bytes; a bigger one (a video SDP offer, a long receipt list)
// goes as base64 parts over the same connection, which keeps their order. Each instance ignores its own events.
// Presence: a session-level shared advisory lock per (room + user, instance), held by the instance's own
// listening connection, so a crashed instance's users go offline with its connection; "online?" asks pg_locks.
// No table or migration needed, and nothing another instance must be told about at startup.
// PGlite (tests without a server) runs the same SQL on its single session and listens with its listen() API.
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { ulid } from 'ulid';
import { outageLogOf, type Db } from '../db/connection';
import { outageLog, type OutageLog } from '../db/outage';
import { DatabaseUnreachableError } from '../errors';
import type { Logger } from '../types';
import type { Bus, RoomEvent } from './busPort';

const channel = 'lexsetu_rooms';
/** PostgreSQL refuses payloads of 8000 bytes or more. */
const maxPayloadBytes = 7900;
const partChars = 6000;
/** Unfinished multi-part events kept at most (a sender that died mid-way leaves one behind). */
const maxPending = 64;

interface Envelope {
  /** The publishing instance. */
  o: string;
  e?: RoomEvent;
  p?: { id: string; i: number; n: number; d: string };
}

/** The connection an instance listens, publishes and holds its presence locks on. */
export interface BusSession {
  ready: Promise<void>;
  exec(text: string, parameters: unknown[]): Promise<void>;
  close(): Promise<void>;
}

export interface SessionHooks {
  onPayload(payload: string): void;
  /** After a reconnect: take the presence locks again on the new connection. */
  restore(exec: BusSession['exec']): Promise<void>;
}

export type OpenSession = (hooks: SessionHooks) => BusSession;

const lockSql = 'SELECT pg_advisory_lock_shared(hashtext($1), hashtext($2))';
const unlockSql = 'SELECT pg_advisory_unlock_shared(hashtext($1), hashtext($2))';
const notifySql = 'SELECT pg_notify($1, $2)';

/** Hosted: a dedicated `pg.Client` at `url` (not a pool connection: LISTEN and locks belong to one session). */
export function postgresBus({ url, db, logger }: { url: string; db: Db; logger: Logger }): Bus {
  // Its loss and return are the outage's two lines, shared with the pool's (one outage, one pair of lines).
  return sessionBus(clientSession(url, outageLogOf(db) ?? outageLog(logger)), db, logger);
}

/** PGlite in-process: every "instance" shares its one session, so the lock key carries the instance id. */
export function pgliteBus(
  pglite: { listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> },
  db: Db,
  logger: Logger = console,
): Bus {
  const open: OpenSession = ({ onPayload }) => {
    const unlisten = pglite.listen(channel, onPayload);
    return {
      ready: unlisten.then(() => undefined),
      // Through Kysely's wait line, never inside another caller's open transaction.
      exec: async (text, parameters) => void (await db.executeQuery(CompiledQuery.raw(text, parameters))),
      close: async () => (await unlisten)(),
    };
  };
  return sessionBus(open, db, logger);
}

function sessionBus(open: OpenSession, db: Db, logger: Logger): Bus {
  const instance = ulid();
  const handlers = new Set<(event: RoomEvent) => void>();
  const held = new Set<string>();
  const pending = new Map<string, string[]>();
  let closed = false;
  const keyOf = (room: string, userId: string) => `${room}:${userId}`;

  const emit = (event: RoomEvent) => {
    for (const handler of handlers) handler(event);
  };
  const onPayload = (payload: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (closed || envelope.o === instance) return;
    if (envelope.e) return emit(envelope.e);
    const part = envelope.p;
    if (!part) return;
    const parts = pending.get(part.id) ?? new Array<string>(part.n);
    parts[part.i] = part.d;
    pending.set(part.id, parts);
    if (pending.size > maxPending) pending.delete(pending.keys().next().value!);
    if (parts.filter((d) => d !== undefined).length < part.n) return;
    pending.delete(part.id);
    emit(JSON.parse(Buffer.from(parts.join(''), 'base64').toString('utf8')) as RoomEvent);
  };
  const session = open({
    onPayload,
    async restore(exec) {
      for (const key of held) await exec(lockSql, [key, instance]);
    },
  });

  async function notify(envelope: Envelope) {
    await session.exec(notifySql, [channel, JSON.stringify(envelope)]);
  }

  return {
    name: 'postgres',
    ready: session.ready,
    async publish(event) {
      if (closed) return;
      const whole = JSON.stringify({ o: instance, e: event });
      if (Buffer.byteLength(whole) < maxPayloadBytes) return notify({ o: instance, e: event });
      const data = Buffer.from(JSON.stringify(event)).toString('base64');
      const id = ulid();
      const n = Math.ceil(data.length / partChars);
      for (let i = 0; i < n; i += 1)
        await notify({ o: instance, p: { id, i, n, d: data.slice(i * partChars, (i + 1) * partChars) } });
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async enter(room, userId) {
      const key = keyOf(room, userId);
      if (closed || held.has(key)) return;
      held.add(key);
      await session.exec(lockSql, [key, instance]);
    },
    async exit(room, userId) {
      const key = keyOf(room, userId);
      if (closed || !held.delete(key)) return;
      await session.exec(unlockSql, [key, instance]);
    },
    async isOnline(room, userId) {
      const { rows } = await sql<{ on: number }>`
        SELECT 1 AS on FROM pg_locks
        WHERE locktype = 'advisory' AND objsubid = 2 AND granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND classid = hashtext(${keyOf(room, userId)})::oid
        LIMIT 1`.execute(db);
      return rows.length > 0;
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      // PGlite's session outlives this "instance": release its locks one by one.
      for (const key of held) await session.exec(unlockSql, [key, instance]).catch(() => undefined);
      held.clear();
      await session.close().catch((error: Error) => logger.error(`realtime bus: ${error.message}`));
    },
  };
}

/** Reconnect waits: doubling from 250 ms up to 10 s, each drawn at random from its upper half (jitter, so
 * instances that lost the database together do not all knock at once when it returns). */
export function reconnectDelayMs(attempt: number, random = Math.random): number {
  const cap = Math.min(10_000, 250 * 2 ** Math.min(attempt, 10));
  return Math.round(cap / 2 + (random() * cap) / 2);
}

/**
 * A dedicated client that reconnects (LISTEN again, locks again) when the server drops it. One reconnect loop
 * per instance at most: only the live connection's end starts one, and a try that fails is ended quietly.
 * While it is away, publishing fails at once (callers carry on) instead of queueing behind the outage, and
 * asks the loop to try again now: a room joined as the database comes back need not wait out the backoff.
 */
function clientSession(url: string, outage: OutageLog): OpenSession {
  return (hooks) => {
    let closed = false;
    let live: pg.Client | null = null;
    let reconnecting: Promise<pg.Client> | null = null;
    /** Ends the reconnect loop's current wait (at most once a second, so callers cannot hammer the server). */
    let hurry = () => {};
    let hurriedAt = 0;

    const open = async (): Promise<pg.Client> => {
      const client = new pg.Client({
        connectionString: url,
        application_name: 'lexsetu-realtime',
        connectionTimeoutMillis: 5_000,
      });
      client.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) hooks.onPayload(n.payload);
      });
      // A lost connection is reported once, by its 'end' below; without a listener 'error' would crash us.
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
        await hooks.restore(async (text, parameters) => void (await client.query(text, parameters)));
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      client.once('end', () => {
        if (live !== client || closed) return;
        live = null;
        outage.down(new Error('the realtime connection to PostgreSQL was lost'));
        void reconnect().catch(() => undefined);
      });
      return client;
    };

    const reconnect = () =>
      (reconnecting ??= (async () => {
        for (let attempt = 0; ; attempt += 1) {
          await new Promise<void>((done) => {
            const timer = setTimeout(done, reconnectDelayMs(attempt));
            hurry = () => {
              clearTimeout(timer);
              done();
            };
          });
          hurry = () => {};
          if (closed) throw new Error('closed');
          try {
            const client = await open();
            if (closed) {
              await client.end().catch(() => undefined);
              throw new Error('closed');
            }
            live = client;
            outage.up();
            return client;
          } catch (error) {
            if (closed) throw error;
            // Tries are not logged one by one: the loss and the return are the two lines of an outage.
          }
        }
      })().finally(() => (reconnecting = null)));

    const first = open().then((client) => (live = client));
    first.catch(() => undefined);
    // One query at a time on the connection, in call order (events of one instance stay in order).
    let line: Promise<unknown> = Promise.resolve();
    return {
      ready: first.then(() => undefined),
      exec(text, parameters) {
        const run = line.then(async () => {
          await first;
          if (!live) {
            if (Date.now() - hurriedAt >= 1_000) {
              hurriedAt = Date.now();
              hurry();
            }
            throw new DatabaseUnreachableError('realtime bus: PostgreSQL is not reachable');
          }
          await live.query(text, parameters);
        });
        line = run.catch(() => undefined);
        return run;
      },
      async close() {
        closed = true;
        hurry();
        const client = live ?? (await first.catch(() => null));
        live = null;
        if (!client) return;
        // Bounded: during an outage the goodbye may never be answered.
        const goodbye = client.query(`UNLISTEN ${channel}`).catch(() => undefined);
        await Promise.race([goodbye, new Promise((done) => setTimeout(done, 1_000))]);
        await Promise.race([
          client.end().catch(() => undefined),
          new Promise((done) => setTimeout(done, 1_000)),
        ]);
      },
    };
  };
}
