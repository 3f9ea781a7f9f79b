// The seam between one API instance's consultation rooms and the other instances'. `local`: in-process only
// (SQLite: one process serves every room). `postgres` (postgresBus.ts): LISTEN/NOTIFY plus presence in the
// database, so two participants on different instances behind a load balancer still share a room.
// The hub delivers an event to its own sockets itself and publishes it; every other instance delivers it to its own.
import type { ServerFrame } from '@contract';
import type { Config } from '../config';
import { dialectOf, type Db } from '../db/connection';
import type { Logger } from '../types';
import { postgresBus } from './postgresBus';

/** Small on purpose (NOTIFY payloads stay under 8000 bytes): a new message travels as its id. */
export type RoomEvent =
  | { kind: 'frame'; room: string; frame: ServerFrame; skipUser?: string }
  | { kind: 'message'; room: string; messageId: string }
  /** Some sessions of the user ended: each instance closes its sockets whose session is no longer live. */
  | { kind: 'sessions'; userId: string };

export interface Bus {
  readonly name: 'local' | 'postgres';
  /** Resolves once events of other instances arrive here. */
  readonly ready: Promise<void>;
  /** To the other instances (this one delivered the event already). */
  publish(event: RoomEvent): Promise<void>;
  subscribe(handler: (event: RoomEvent) => void): () => void;
  /** This instance now has a connection of the user in the room / no longer has any. */
  enter(room: string, userId: string): Promise<void>;
  exit(room: string, userId: string): Promise<void>;
  /** Connected to the room on any instance. */
  isOnline(room: string, userId: string): Promise<boolean>;
  close(): Promise<void>;
}

export function localBus(): Bus {
  const present = new Set<string>();
  const key = (room: string, userId: string) => `${room}:${userId}`;
  return {
    name: 'local',
    ready: Promise.resolve(),
    publish: async () => {},
    subscribe: () => () => {},
    enter: async (b, u) => void present.add(key(b, u)),
    exit: async (b, u) => void present.delete(key(b, u)),
    isOnline: async (b, u) => present.has(key(b, u)),
    close: async () => present.clear(),
  };
}

/** Tests whose database is not reachable through config.databaseUrl (PGlite, a fresh test database). */
const provided = new WeakMap<Db, () => Bus>();

export function provideBus(db: Db, open: () => Bus): void {
  provided.set(db, open);
}

/** Hosted (PostgreSQL at config.databaseUrl) gets the postgres bus; the embedded SQLite keeps the local one. */
export function busFor(db: Db, config: Config, logger: Logger): Bus {
  const open = provided.get(db);
  if (open) return open();
  if (config.databaseUrl && dialectOf(db) === 'postgres')
    return postgresBus({ url: config.databaseUrl, db, logger });
  return localBus();
}
