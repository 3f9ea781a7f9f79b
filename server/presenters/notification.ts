// A notice behind the bell as the wire shows it (`notificationSchema`): read when its own read_at or the
// user's read marker of a system notice is set; its text in the reader's language when it was stored as a key
// of the notifications catalogue (migration 031), else the English words it was written with.
import type { AppNotification } from '@contract';
import { isMessageId, textIn, type Locale, type Values } from '../i18n';

interface SeenNotification {
  id: string;
  kind: string;
  message: string;
  message_key: string | null;
  message_values: string | null;
  link: string | null;
  created_at: string;
  read_at: string | null;
  /** The user's read marker of a system notice. */
  marker: string | null;
}

/** The notice's words in `locale`: from its key when the catalogue still has it. */
export function noticeText(
  r: Pick<SeenNotification, 'message' | 'message_key' | 'message_values'>,
  locale: Locale,
): string {
  if (!r.message_key || !isMessageId(r.message_key)) return r.message;
  let values: Values | undefined;
  try {
    values = r.message_values ? (JSON.parse(r.message_values) as Values) : undefined;
  } catch {
    return r.message;
  }
  return textIn(locale, r.message_key, values);
}

export const presentNotification = (r: SeenNotification, locale: Locale = 'en'): AppNotification => ({
  _id: r.id,
  kind: r.kind,
  message: noticeText(r, locale),
  link: r.link,
  read: !!(r.read_at ?? r.marker),
  createdAt: r.created_at,
});
