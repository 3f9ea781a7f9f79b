// Telling a signed-in user's open apps that something changed for them (#58): a use case calls
// `deps.push.toUser(userId, event)` once its change is committed, and the realtime server (when one is attached
// to this app) sends it to the user's sockets on every instance. Kept apart from realtime, like sessionEvents.ts,
// so use cases do not depend on it; with nobody listening (createApp alone, the admin CLI) a push does nothing.
import { userEventSchema, type UserEvent } from '@contract';
import type { Db } from '../db/connection';

export interface UserPush {
  /** Call after the change is committed: the user's apps re-read what changed at once. Never throws for delivery. */
  toUser(userId: string, event: UserEvent): Promise<void>;
}

export type PushListener = (userId: string, event: UserEvent) => void | Promise<void>;

interface Registry {
  db: Db;
  listeners: Set<PushListener>;
}

/** Per database, found from it or from any of its transactions: they share the Kysely instance's adapter. */
const registries = new WeakMap<object, Registry>();
const keyOf = (db: Pick<Db, 'getExecutor'>) => db.getExecutor().adapter;

function registryOf(db: Db): Registry {
  let registry = registries.get(keyOf(db));
  if (!registry) registries.set(keyOf(db), (registry = { db, listeners: new Set() }));
  return registry;
}

/** The realtime server (and the tests' recorder) hear every push for this database; returns the stop function. */
export function onUserPush(db: Db, listener: PushListener): () => void {
  const { listeners } = registryOf(db);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function deliver(registry: Registry | undefined, userId: string, event: UserEvent): Promise<void> {
  const parsed = userEventSchema.parse(event);
  await Promise.allSettled(
    [...(registry?.listeners ?? [])].map(async (listener) => listener(userId, parsed)),
  );
}

/** `deps.push`: the pushes of the app on `db`. */
export function userPushFor(db: Db): UserPush {
  const registry = registryOf(db);
  return { toUser: (userId, event) => deliver(registry, userId, event) };
}

/** Waits between looks for a committed notice: about 30 s in all, then it is taken as rolled back. */
const visibilityWaitsMs = [0, 20, 50, 100, 200, 400, 800, 1_600, 3_200, 6_400, 6_400, 6_400, 6_400];

/**
 * A notice was inserted for the user, possibly in a transaction still open (`notify` gets the caller's): once
 * it is committed, read through the database itself, the user is pushed notifications.changed, so the bell they
 * re-read shows it; never when it rolled back. Nothing at all while nobody listens.
 */
export function noticeWritten(db: Pick<Db, 'getExecutor'>, noticeId: string, userId: string): void {
  const registry = registries.get(keyOf(db));
  if (!registry?.listeners.size) return;
  void (async () => {
    for (const wait of visibilityWaitsMs) {
      // unref: a rolled-back notice's looks never hold a stopping server open.
      if (wait) await new Promise((done) => setTimeout(done, wait).unref());
      const row = await registry.db
        .selectFrom('notifications')
        .select('id')
        .where('id', '=', noticeId)
        .executeTakeFirst();
      if (row) return deliver(registry, userId, { type: 'notifications.changed' });
    }
  })().catch(() => undefined); // the database went away (or was closed): the bell's poll catches up
}
