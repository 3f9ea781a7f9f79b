// The room's chat as a chat: bubbles (mine on the right in the accent colour, theirs on the left on the neutral
// surface), a separator per day ('Today', 'Yesterday', else the one date format), the time (and for mine the
// delivery state) under each bubble, and 'New messages' before the first message from the other side that
// arrived since this user last read the room. The log scrolls on its own: to that marker when the room opens,
// to the newest message as they come (unless the reader scrolled up to read older ones).
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef } from 'react';
import { translate, useT } from '@/i18n';
import { formatDay, formatTime } from '@/i18n/dates';
import type { ChatItem } from '@/stores/chatTimeline';
import type { ConsultationStore } from '@/stores/ConsultationStore';
import { space } from '@/theme/tokens';

/** What the sender sees under their own bubble. */
export const stateOf = (m: ChatItem, online: boolean) =>
  m.pending
    ? online
      ? translate('Sending…')
      : translate('Not sent yet: it goes out when the connection is back')
    : m.readAt
      ? translate('Read')
      : m.deliveredAt
        ? translate('Delivered')
        : translate('Sent');

/** Which side of the log a message sits on (a class name). */
const sideOf = (m: ChatItem) => (m.mine ? 'mine' : 'theirs');

/** Within this distance of the newest message, a new one scrolls into view (further up, the reader is reading). */
const followWithinPx = space.xxl * 3;

export const ChatLog = observer(function ChatLog({
  store,
  other,
  onOpenAttachment,
}: {
  store: ConsultationStore;
  other: string;
  onOpenAttachment: (message: ChatItem) => void;
}) {
  const t = useT();
  const logRef = useRef<HTMLDivElement>(null);
  const markerRef = useRef<HTMLLIElement>(null);
  const placed = useRef(false);
  const last = store.messages.at(-1);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log || !last) return;
    if (!placed.current) {
      // Opening: the first unread message in view (the marker at the top), else the newest.
      placed.current = true;
      const marker = markerRef.current;
      log.scrollTop = marker ? marker.offsetTop - space.sm : log.scrollHeight;
      return;
    }
    const nearBottom = log.scrollHeight - log.scrollTop - log.clientHeight < followWithinPx;
    if (last.mine || nearBottom) log.scrollTop = log.scrollHeight;
  }, [last]);

  const online = store.connection === 'online';
  return (
    <div ref={logRef} role="log" aria-label={t('Messages')} className="chat-log" tabIndex={0}>
      <ol className="consultation-messages">
        {store.timeline.map((entry) => {
          if (entry.type === 'day')
            return (
              <li key={entry.key} className="chat-divider">
                <span>{formatDay(entry.at)}</span>
              </li>
            );
          if (entry.type === 'unread')
            return (
              <li key={entry.key} ref={markerRef} className="chat-divider chat-divider-unread">
                <span>{t('New messages')}</span>
              </li>
            );
          const m = entry.message;
          const side = sideOf(m);
          return (
            <li
              key={entry.key}
              className={entry.firstOfRun ? `${side} chat-run-start` : side}
              aria-label={m.mine ? t('You') : other}
            >
              <div className="chat-bubble">
                {m.attachment ? (
                  <a
                    className="chat-attachment"
                    href={m.attachment.url}
                    onClick={(e) => {
                      e.preventDefault();
                      onOpenAttachment(m);
                    }}
                  >
                    <PaperClipOutlined aria-hidden="true" /> {m.attachment.name}
                  </a>
                ) : (
                  <span>{m.body}</span>
                )}
              </div>
              <small className="chat-meta">
                <time dateTime={m.createdAt}>{formatTime(m.createdAt)}</time>
                {m.mine && ` · ${stateOf(m, online)}`}
              </small>
            </li>
          );
        })}
      </ol>
    </div>
  );
});
