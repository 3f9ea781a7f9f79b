// The seam between one API instance's consultation rooms and the other instances'. `local`: in-process only
// (SQLite: one process serves every room). `postgres` (postgresBus.ts): LISTEN/NOTIFY plus presence in the
// database, so two participants on different instances behind a load balancer still share a room.
// The hub delivers an event to its own sockets itself and publishes it; every other instance delivers it to its own.
import type { Config } from '../config';
import { dialectOf, type Db } from '../db/connection';
import type { Logger } from '../types';
import type { Bus } from './busPort';
import { postgresBus } from './postgresBus';

export type { Bus, RoomEvent } from './busPort';

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
