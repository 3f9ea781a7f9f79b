// A consultation room, for its two participants: a booking's (/dashboard/consultation/:bookingId: chat with
// delivery/read state, typing and attachments, an audio/video call, minutes metered by the server) or an accepted
// request's chat (/dashboard/requests/:requestId/chat: chat only). Completed rooms are read-only.
import { PaperClipOutlined } from '@ant-design/icons';
import type { RoomKind } from '@contract';
import { consultationMessageBodyMax } from '@contract/rooms';
import { formatRupees } from '@contract/rupees';
import { Alert, Button, Spin, Tag } from 'antd';
import { TextArea } from '@/components/inputs';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { saveBlob } from '@/api/download';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { CallStore } from '@/stores/CallStore';
import { useStores } from '@/stores/context';
import { earlyPart } from '@/components/lazyPart';
import { acceptedExtensions } from './requests/requestFiles';
import { CallPanel } from './consultation/CallPanel';
import { ChatLog } from './consultation/ChatLog';
import { EndConsultation } from './consultation/EndConsultation';
import { useT } from '@/i18n';
import { formatDateTime, formatTime } from '@/i18n/dates';

// The booked-time bar (antd's Progress, 6 kB gzip) shows once the room has come, and only in a booking's room with
// the setting on: requested as the screen opens, it arrives while the room connects; its line is kept meanwhile.
const BookedTimeProgress = earlyPart(
  async () => (await import('./consultation/BookedTimeProgress')).BookedTimeProgress,
  <div className="booked-time-pending" />,
);

// An instant consultation's meter (#58): only in its room; a booked consultation's room shows none.
const InstantMeter = earlyPart(
  async () =>
    (
      await Promise.all([
        import('./instant/InstantMeter'),
        import('@/stores/instantStoreLoader').then((m) => m.loadInstantStore()),
      ])
    )[0].InstantMeter,
);

export const RoomPage = observer(function RoomPage({ kind }: { kind: RoomKind }) {
  const params = useParams();
  const id = (kind === 'booking' ? params.bookingId : params.requestId) ?? '';
  const t = useT();
  const heading = kind === 'booking' ? t('Consultation') : t('Chat');
  const root = useStores();
  const { platform } = root;
  const toast = useToast();
  const store = useMemo(() => root.consultationRoom({ kind, id }), [kind, id, root]);
  const [draft, setDraft] = useState('');
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  const room = store.room;
  /** A Consult now consultation's room (#58): metered from the wallet, no booked time, either side ends it. */
  const instant = room?.instant === true;
  // One call per booking's room: a refreshed room (new metering after a call) keeps the same call state.
  const roomId = room?.kind === 'booking' ? room._id : undefined;
  const call = useMemo(
    () =>
      roomId && store.room
        ? new CallStore((f) => store.frame(f), store.room.iceServers, store.room.me._id)
        : null,
    [roomId, store],
  );
  useEffect(() => {
    if (!call) return;
    store.callListener = call.onFrame;
    return () => {
      store.callListener = null;
      call.dispose();
    };
  }, [call, store]);

  async function attach() {
    const [file] = await platform.openFiles({ accept: acceptedExtensions, multiple: false });
    if (!file) return;
    const error = await store.attach(file as File);
    if (error) toast.error(error);
  }

  // The room's own screens for opening and failing (a room, not a list: no <Loaded> skeleton and Retry).
  if (!room)
    return (
      <Page heading={heading}>
        {store.opening.state === 'failed' ? (
          <p role="alert">{store.opening.error ?? t('Could not open this consultation.')}</p>
        ) : (
          <Spin aria-label={t('Loading')} />
        )}
      </Page>
    );

  const other = room.otherParty.name;
  const chat = (
    <section aria-label={t('Chat')} className="consultation-chat">
      {store.hasMore && (
        <Button type="link" onClick={() => void store.loadOlder()}>
          {t('Earlier messages')}
        </Button>
      )}
      {store.messages.length === 0 ? (
        <p className="chat-empty">{t('No messages yet. Say hello to {name}.', { name: other })}</p>
      ) : (
        <ChatLog
          store={store}
          other={other}
          onOpenAttachment={(m) =>
            void store
              .downloadAttachment(m)
              .then((blob) => saveBlob(blob, m.attachment!.name))
              .catch(() => toast.error(t('Could not download the file.')))
          }
        />
      )}
      {store.otherTyping && <p role="status">{t('{name} is typing…', { name: other })}</p>}
      {!room.readOnly && (
        <form
          className="chat-compose"
          onSubmit={(e) => {
            e.preventDefault();
            store.send(draft);
            setDraft('');
          }}
        >
          <Button
            icon={<PaperClipOutlined aria-hidden />}
            aria-label={t('Attach file')}
            title={t('Attach file')}
            onClick={() => void attach()}
          />
          <TextArea
            aria-label={t('Message')}
            value={draft}
            maxLength={consultationMessageBodyMax}
            autoSize={{ minRows: 1, maxRows: 4 }}
            onChange={(e) => {
              setDraft(e.target.value);
              store.setTyping(e.target.value.length > 0);
            }}
            onPressEnter={(e) => {
              if (e.shiftKey) return;
              e.preventDefault();
              store.send(draft);
              setDraft('');
            }}
          />
          <Button htmlType="submit" type="primary" disabled={!draft.trim()}>
            {t('Send')}
          </Button>
        </form>
      )}
    </section>
  );
  return (
    <Page heading={heading} description={t('{topic} with {name}', { topic: room.topic, name: other })}>
      <div className="room-status">
        {room.startAt && room.endAt && !instant && (
          <span className="room-time">
            {formatDateTime(room.startAt)} – {formatTime(room.endAt)}
          </span>
        )}
        <Tag color={store.connection === 'online' ? 'green' : 'orange'}>
          {store.connection === 'online'
            ? t('Connected')
            : store.connection === 'connecting'
              ? t('Connecting…')
              : t('Reconnecting…')}
        </Tag>
        <Tag>
          {store.otherOnline ? t('{name} is here', { name: other }) : t('{name} is away', { name: other })}
        </Tag>
        {room.meteredMinutes != null && room.pricePaise != null && !instant && (
          <span aria-label={t('Metering')} className="room-metering">
            {room.toBeRefundedPaise
              ? t('Metered time: {minutes} min · Amount: {amount} · To be refunded: {refund}', {
                  minutes: room.meteredMinutes,
                  amount: formatRupees(room.pricePaise),
                  refund: formatRupees(room.toBeRefundedPaise),
                })
              : t('Metered time: {minutes} min · Amount: {amount}', {
                  minutes: room.meteredMinutes,
                  amount: formatRupees(room.pricePaise),
                })}
          </span>
        )}
      </div>
      {instant && <InstantMeter id={id} room={store} />}
      {/* Settings → Call & Communication → progress bar: the booked time used so far. */}
      {room.progressBar && room.startAt && room.endAt && !room.readOnly && !instant && (
        <BookedTimeProgress startAt={room.startAt} endAt={room.endAt} />
      )}
      {/* The booked window: calls open 10 minutes before the start and end with the booked time. */}
      {room.opensAt && !room.readOnly && (
        <Alert
          type="info"
          showIcon
          message={t(
            'Calls open at {time}, 10 minutes before the consultation. You can write here until then.',
            { time: formatDateTime(room.opensAt) },
          )}
        />
      )}
      {room.endedAt && !room.readOnly && (
        <Alert
          type="info"
          showIcon
          message={t("This consultation's booked time has ended: no more calls.")}
        />
      )}
      {room.readOnly && (
        <Alert
          type="info"
          showIcon
          message={
            kind === 'booking'
              ? t('This consultation is completed: its chat can be read but not written to.')
              : t('This request is completed: its chat can be read but not written to.')
          }
        />
      )}
      {store.error && !room.readOnly && <Alert type="error" showIcon message={store.error} />}
      {/* A booking's room: the call stage beside the chat (stacked on a phone); a request's chat: the chat. */}
      {call ? (
        <div className="consultation-room">
          <CallPanel
            call={call}
            otherName={other}
            canStart={room.calls}
            autoEndAt={room.autoEndCall && room.endAt && !instant ? formatTime(room.endAt) : null}
          >
            {!room.readOnly && !instant && <EndConsultation store={store} other={other} />}
          </CallPanel>
          {chat}
        </div>
      ) : (
        chat
      )}
    </Page>
  );
});

export default function ConsultationPage() {
  return <RoomPage kind="booking" />;
}
