// A consultation chat as shown: its messages (pending until the server echoes them) laid out with day separators,
// the 'New messages' marker and runs of messages from the same side.
import type { ConsultationMessage } from '@contract';
import { bookingToday } from '@contract/bookingClock';

export interface ChatItem extends ConsultationMessage {
  pending: boolean;
}

/** One line of the chat as shown: a day's separator, the 'New messages' marker, or a message. */
export type ChatEntry =
  | {
      type: 'day';
      key: string;
      /** The first message of that day's time (the page names the day). */ at: string;
    }
  | { type: 'unread'; key: string }
  | {
      type: 'message';
      key: string;
      message: ChatItem;
      /** The first of a run of messages from the same side (the page spaces runs apart). */
      firstOfRun: boolean;
    };

/** India's calendar day of an instant: the day the separators name (src/i18n/dates.ts). */
const indiaDay = (iso: string) => bookingToday(new Date(iso));

/**
 * The chat as a timeline: a separator before each calendar day's first message (India's day), the unread marker
 * before `unreadFrom` (the first message from the other side not yet read when the room opened), the messages.
 */
export function chatTimeline(messages: readonly ChatItem[], unreadFrom: string | null): ChatEntry[] {
  const entries: ChatEntry[] = [];
  let day = '';
  let lastSide: boolean | null = null;
  for (const message of messages) {
    const thisDay = indiaDay(message.createdAt);
    if (thisDay !== day) {
      day = thisDay;
      lastSide = null;
      entries.push({ type: 'day', key: `day:${thisDay}`, at: message.createdAt });
    }
    if (message._id === unreadFrom) {
      lastSide = null;
      entries.push({ type: 'unread', key: 'unread' });
    }
    entries.push({ type: 'message', key: message.clientId, message, firstOfRun: lastSide !== message.mine });
    lastSide = message.mine;
  }
  return entries;
}
