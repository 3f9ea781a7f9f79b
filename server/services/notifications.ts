// The one way any feature tells a user something happened: a row in notifications, shown behind the bell.
import type { Db } from '../db/connection';
import { newId, nowIso } from '../db/ids';

export type NotificationKind = 'request' | 'booking' | 'payment' | 'verification' | 'referral' | 'system';

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  message: string;
  /** An app route the notice leads to, e.g. '/dashboard/schedules'. */
  link?: string;
}

/** Records a notification for one user. Pass the transaction when the event itself is written in one. */
export async function notify(db: Pick<Db, 'insertInto'>, input: NotifyInput): Promise<string> {
  const id = newId();
  await db
    .insertInto('notifications')
    .values({
      id,
      user_id: input.userId,
      kind: input.kind,
      message: input.message,
      link: input.link ?? null,
      read_at: null,
      created_at: nowIso(),
    })
    .execute();
  return id;
}
