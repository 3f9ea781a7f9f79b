// Records what the app pushed to users (`deps.push.toUser`, and the bell's notifications.changed once a notice
// is committed), so an API test can assert "the lawyer was pushed instant.changed" without opening a socket.
import type { UserEvent, UserEventType } from '@contract';
import type { Db } from '../db/connection';
import { onUserPush } from '../services/userPush';

export interface RecordedPush {
  userId: string;
  event: UserEvent;
}

export interface PushRecorder {
  /** Every push since recording started, in order. */
  pushes: RecordedPush[];
  /** The events pushed to one user. */
  to(userId: string): UserEvent[];
  /** The first push of this type to the user, waiting for it (up to 10 s) if it has not come yet. */
  next<T extends UserEventType>(userId: string, type: T): Promise<Extract<UserEvent, { type: T }>>;
  stop(): void;
}

/** Starts recording the pushes of the app on `t.db` (a TestApp, or the database itself). */
export function recordPushes(t: { db: Db } | Db): PushRecorder {
  const db = 'db' in t ? t.db : t;
  const pushes: RecordedPush[] = [];
  const waiters = new Set<() => void>();
  const stop = onUserPush(db, (userId, event) => {
    pushes.push({ userId, event });
    waiters.forEach((look) => look());
  });
  const to = (userId: string) => pushes.filter((p) => p.userId === userId).map((p) => p.event);
  return {
    pushes,
    to,
    next(userId, type) {
      type E = Extract<UserEvent, { type: typeof type }>;
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = to(userId).find((e) => e.type === type) as E | undefined;
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(look);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no ${type} pushed to ${userId}`));
        }, 10_000);
        waiters.add(look);
        look();
      });
    },
    stop,
  };
}
