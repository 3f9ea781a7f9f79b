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
import type { Db } from '../db/connection';
import type { Logger } from '../types';
import type { Bus, RoomEvent } from './bus';

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
  return sessionBus(clientSession(url, logger), db, logger);
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

/** A dedicated client that reconnects (LISTEN again, locks again) when the server drops it. */
function clientSession(url: string, logger: Logger): OpenSession {
  return (hooks) => {
    let closed = false;
    const connect = async (): Promise<pg.Client> => {
      const client = new pg.Client({ connectionString: url, application_name: 'lexsetu-realtime' });
      client.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) hooks.onPayload(n.payload);
      });
      client.on('error', (error) => logger.error(`realtime bus connection: ${error.message}`));
      client.on('end', () => {
        if (!closed) current = settle(reconnect());
      });
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      return client;
    };
    const reconnect = async (): Promise<pg.Client> => {
      for (let wait = 500; ; wait = Math.min(wait * 2, 10_000)) {
        await new Promise((done) => setTimeout(done, wait));
        if (closed) throw new Error('closed');
        try {
          const client = await connect();
          if (closed) {
            await client.end();
            throw new Error('closed');
          }
          await hooks.restore(async (text, parameters) => void (await client.query(text, parameters)));
          return client;
        } catch (error) {
          if (closed) throw error;
          logger.error(`realtime bus reconnect: ${(error as Error).message}`);
        }
      }
    };
    // A rejected connection must not become an unhandled rejection while nobody is publishing.
    const settle = (p: Promise<pg.Client>) => {
      p.catch(() => undefined);
      return p;
    };
    let current = settle(connect());
    // One query at a time on the connection, in call order (events of one instance stay in order).
    let line: Promise<unknown> = Promise.resolve();
    return {
      ready: current.then(() => undefined),
      exec(text, parameters) {
        const run = line.then(async () => void (await (await current).query(text, parameters)));
        line = run.catch(() => undefined);
        return run;
      },
      async close() {
        closed = true;
        const client = await current.catch(() => null);
        if (!client) return;
        await client.query(`UNLISTEN ${channel}`).catch(() => undefined);
        await client.end();
      },
    };
  };
}
