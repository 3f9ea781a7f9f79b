// A notice behind the bell as the wire shows it (`notificationSchema`): read when its own read_at or the
// user's read marker of a system notice is set.
import type { AppNotification } from '@contract';

interface SeenNotification {
  id: string;
  kind: string;
  message: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
  /** The user's read marker of a system notice. */
  marker: string | null;
}

export const presentNotification = (r: SeenNotification): AppNotification => ({
  _id: r.id,
  kind: r.kind,
  message: r.message,
  link: r.link,
  read: !!(r.read_at ?? r.marker),
  createdAt: r.created_at,
});
