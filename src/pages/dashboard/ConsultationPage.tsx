// A consultation room, for its two participants: a booking's (/dashboard/consultation/:bookingId: chat with
// delivery/read state, typing and attachments, an audio/video call, minutes metered by the server) or an accepted
// request's chat (/dashboard/requests/:requestId/chat: chat only). Completed rooms are read-only.
import { PaperClipOutlined } from '@ant-design/icons';
import type { RoomKind } from '@contract';
import { consultationMessageBodyMax } from '@contract/rooms';
import { formatRupees } from '@contract/rupees';
import { Alert, Button, Popconfirm, Spin, Tag } from 'antd';
import { TextArea } from '@/components/inputs';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { saveBlob } from '@/api/download';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { CallStore } from '@/stores/CallStore';
import type { ConsultationStore } from '@/stores/ConsultationStore';
import { useStores } from '@/stores/context';
import { earlyPart } from '@/components/lazyPart';
import { acceptedExtensions } from './requests/requestFiles';
import { CallPanel } from './consultation/CallPanel';
import { ChatLog } from './consultation/ChatLog';
import { formatDateTime, formatTime } from '@/i18n/dates';

// The booked-time bar (antd's Progress, 6 kB gzip) shows once the room has come, and only in a booking's room with
// the setting on: requested as the screen opens, it arrives while the room connects; its line is kept meanwhile.
const BookedTimeProgress = earlyPart(
  async () => (await import('./consultation/BookedTimeProgress')).BookedTimeProgress,
  <div className="booked-time-pending" />,
);

export const RoomPage = observer(function RoomPage({ kind }: { kind: RoomKind }) {
  const params = useParams();
  const id = (kind === 'booking' ? params.bookingId : params.requestId) ?? '';
  const heading = kind === 'booking' ? 'Consultation' : 'Chat';
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
          <p role="alert">{store.opening.error ?? 'Could not open this consultation.'}</p>
        ) : (
          <Spin aria-label="Loading" />
        )}
      </Page>
    );

  const other = room.otherParty.name;
  const chat = (
    <section aria-label="Chat" className="consultation-chat">
      {store.hasMore && (
        <Button type="link" onClick={() => void store.loadOlder()}>
          Earlier messages
        </Button>
      )}
      {store.messages.length === 0 ? (
        <p className="chat-empty">No messages yet. Say hello to {other}.</p>
      ) : (
        <ChatLog
          store={store}
          other={other}
          onOpenAttachment={(m) =>
            void store
              .downloadAttachment(m)
              .then((blob) => saveBlob(blob, m.attachment!.name))
              .catch(() => toast.error('Could not download the file.'))
          }
        />
      )}
      {store.otherTyping && <p role="status">{other} is typing…</p>}
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
            aria-label="Attach file"
            title="Attach file"
            onClick={() => void attach()}
          />
          <TextArea
            aria-label="Message"
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
            Send
          </Button>
        </form>
      )}
    </section>
  );
  return (
    <Page heading={heading} description={`${room.topic} with ${other}`}>
      <div className="room-status">
        {room.startAt && room.endAt && (
          <span className="room-time">
            {formatDateTime(room.startAt)} – {formatTime(room.endAt)}
          </span>
        )}
        <Tag color={store.connection === 'online' ? 'green' : 'orange'}>
          {store.connection === 'online'
            ? 'Connected'
            : store.connection === 'connecting'
              ? 'Connecting…'
              : 'Reconnecting…'}
        </Tag>
        <Tag>{store.otherOnline ? `${other} is here` : `${other} is away`}</Tag>
        {room.meteredMinutes != null && room.pricePaise != null && (
          <span aria-label="Metering" className="room-metering">
            Metered time: {room.meteredMinutes} min · Amount: {formatRupees(room.pricePaise)}
            {room.toBeRefundedPaise ? ` · To be refunded: ${formatRupees(room.toBeRefundedPaise)}` : ''}
          </span>
        )}
      </div>
      {/* Settings → Call & Communication → progress bar: the booked time used so far. */}
      {room.progressBar && room.startAt && room.endAt && !room.readOnly && (
        <BookedTimeProgress startAt={room.startAt} endAt={room.endAt} />
      )}
      {/* The booked window: calls open 10 minutes before the start and end with the booked time. */}
      {room.opensAt && !room.readOnly && (
        <Alert
          type="info"
          showIcon
          message={`Calls open at ${formatDateTime(room.opensAt)}, 10 minutes before the consultation. You can write here until then.`}
        />
      )}
      {room.endedAt && !room.readOnly && (
        <Alert type="info" showIcon message="This consultation's booked time has ended: no more calls." />
      )}
      {room.readOnly && (
        <Alert
          type="info"
          showIcon
          message={`This ${kind === 'booking' ? 'consultation' : 'request'} is completed: its chat can be read but not written to.`}
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
            autoEndAt={room.autoEndCall && room.endAt ? formatTime(room.endAt) : null}
          >
            {!room.readOnly && <EndConsultation store={store} other={other} />}
          </CallPanel>
          {chat}
        </div>
      ) : (
        chat
      )}
    </Page>
  );
});

/** A consultation ends when both sides press End (or at its booked end), never on one side's say. */
const EndConsultation = observer(function EndConsultation({
  store,
  other,
}: {
  store: ConsultationStore;
  other: string;
}) {
  const pressed = store.room?.endPressed;
  // Nothing to end before the call window opens (10 minutes before the start): the server refuses it too.
  if (!pressed || (!store.room?.calls && !pressed.me && !pressed.other)) return null;
  if (pressed.me)
    return (
      <Alert
        type="info"
        showIcon
        message={`You ended the consultation. It finishes when ${other} ends it too, or at its booked end.`}
      />
    );
  return (
    <Alert
      type={pressed.other ? 'warning' : 'info'}
      showIcon
      message={
        pressed.other
          ? `${other} has ended the consultation. End it too to finish.`
          : 'Done? The consultation finishes when both of you end it, or at its booked end.'
      }
      action={
        <Popconfirm
          title="End this consultation?"
          description={pressed.other ? 'It finishes now.' : `It finishes when ${other} ends it too.`}
          okText="End consultation"
          onConfirm={() => store.end()}
        >
          <Button danger disabled={store.connection !== 'online'}>
            End consultation
          </Button>
        </Popconfirm>
      }
    />
  );
});

export default function ConsultationPage() {
  return <RoomPage kind="booking" />;
}
