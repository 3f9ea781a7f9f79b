// "Some of this user's sessions ended" (logout, password reset, a session signed out from the account centre,
// erasure). The realtime server listens and closes the sockets of sessions that are no longer live, on every
// instance through its bus, so a revoked session can neither send nor receive. Kept apart from realtime so
// the services that end sessions do not depend on it.
import type { Db } from '../db/connection';

type Listener = (userId: string) => void;
const listeners = new WeakMap<Db, Set<Listener>>();

export function onSessionsEnded(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Call after the change is committed (the listeners re-read the sessions). */
export function sessionsEnded(db: Db, userId: string): void {
  for (const listener of listeners.get(db) ?? []) listener(userId);
}
