// The chat's outbox: a message written while the socket is down is sent once after the reconnect, and the
// server's echo (or a second echo of the same client id) never shows it twice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsultationMessage, ServerFrame } from '@contract';
import { createApiClient } from '@/api/client';
import { jsonReply } from '@/test/fakes';
import { chatTimeline, type ChatItem } from './chatTimeline';
import { ConsultationStore } from './ConsultationStore';
import { socketUrlOf, type SocketLike } from './RoomSocket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.drop(1000);
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  deliver(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const room = {
  _id: 'B1',
  kind: 'booking',
  instant: false,
  topic: 'Lease',
  mode: 'video',
  startAt: '2026-03-02T05:00:00.000Z',
  endAt: '2026-03-02T05:30:00.000Z',
  me: { _id: 'U1', name: 'Asha' },
  otherParty: { _id: 'L1', name: 'Rohan' },
  readOnly: false,
  calls: true,
  iceServers: [],
  autoEndCall: false,
  progressBar: false,
  meteredMinutes: null,
  pricePaise: 0,
  toBeRefundedPaise: 0,
  opensAt: null,
  endedAt: null,
  endPressed: { me: false, other: false },
};
const stored = (clientId: string, body: string): ConsultationMessage => ({
  _id: `M-${clientId}`,
  clientId,
  senderId: 'U1',
  mine: true,
  body,
  attachment: null,
  createdAt: '2026-03-02T05:01:00.000Z',
  deliveredAt: null,
  readAt: null,
});

afterEach(() => vi.useRealTimers());

describe('ConsultationStore', () => {
  it('resends a message written while offline exactly once after reconnecting', async () => {
    vi.useFakeTimers();
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 'T',
      fetch: async (input) =>
        String(input).endsWith('/messages')
          ? jsonReply(200, { items: [], hasMore: false })
          : jsonReply(200, room),
    });
    const sockets: FakeSocket[] = [];
    let n = 0;
    const store = new ConsultationStore(
      { kind: 'booking', id: 'B1' },
      {
        api,
        getToken: async () => 'T',
        socketUrl: (p) => `ws://x${p}`,
        openSocket: () => {
          const s = new FakeSocket();
          sockets.push(s);
          return s;
        },
        newClientId: () => `c${(n += 1)}`,
      },
    );
    await store.load();
    sockets[0].open();
    await vi.waitFor(() => expect(sockets[0].sent[0]).toEqual({ type: 'auth', token: 'T' }));
    sockets[0].deliver({
      type: 'ready',
      userId: 'U1',
      otherOnline: true,
      call: { active: false, video: false, by: null },
    });
    sockets[0].drop();
    expect(store.connection).toBe('offline');

    store.send('Written offline');
    expect(store.messages.map((m) => [m.body, m.pending])).toEqual([['Written offline', true]]);

    await vi.advanceTimersByTimeAsync(600);
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    await vi.waitFor(() => expect(sockets[1].sent[0]).toMatchObject({ type: 'auth' }));
    sockets[1].deliver({
      type: 'ready',
      userId: 'U1',
      otherOnline: true,
      call: { active: false, video: false, by: null },
    });
    expect(sockets[1].sent.filter((f) => f.type === 'send')).toEqual([
      { type: 'send', clientId: 'c1', body: 'Written offline' },
    ]);
    sockets[1].deliver({ type: 'message', message: stored('c1', 'Written offline') });
    sockets[1].deliver({ type: 'message', message: stored('c1', 'Written offline') });
    expect(store.messages.map((m) => [m._id, m.pending])).toEqual([['M-c1', false]]);
    store.dispose();
  });

  it('sends End, and reads the room again when the other side ends it and when it is completed', async () => {
    let reply: object = room;
    let roomReads = 0;
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 'T',
      fetch: async (input) => {
        if (String(input).endsWith('/messages')) return jsonReply(200, { items: [], hasMore: false });
        roomReads += 1;
        return jsonReply(200, reply);
      },
    });
    const socket = new FakeSocket();
    const store = new ConsultationStore(
      { kind: 'booking', id: 'B1' },
      { api, getToken: async () => 'T', socketUrl: (p) => `ws://x${p}`, openSocket: () => socket },
    );
    await store.load();
    socket.open();
    await vi.waitFor(() => expect(socket.sent[0]).toMatchObject({ type: 'auth' }));
    socket.deliver({
      type: 'ready',
      userId: 'U1',
      otherOnline: true,
      call: { active: false, video: false, by: null },
    });
    store.end();
    expect(socket.sent.at(-1)).toEqual({ type: 'end' });

    reply = { ...room, endPressed: { me: true, other: true }, readOnly: true, meteredMinutes: 4 };
    socket.deliver({ type: 'completed', meteredMinutes: 4 });
    await vi.waitFor(() => expect(store.room?.readOnly).toBe(true));
    expect(store.room?.meteredMinutes).toBe(4);
    expect(roomReads).toBe(2);
    store.dispose();
  });

  it("opens a request's chat at its own addresses, and writes nothing once the room is read-only", async () => {
    const requested: string[] = [];
    const chat = {
      ...room,
      _id: 'R1',
      kind: 'request',
      mode: null,
      startAt: null,
      endAt: null,
      calls: false,
    };
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 'T',
      fetch: async (input) => {
        requested.push(String(input));
        return String(input).endsWith('/messages')
          ? jsonReply(200, { items: [stored('old', 'Earlier note')], hasMore: false })
          : jsonReply(200, { ...chat, readOnly: true });
      },
    });
    const urls: string[] = [];
    const socket = new FakeSocket();
    const store = new ConsultationStore(
      { kind: 'request', id: 'R1' },
      {
        api,
        getToken: async () => 'T',
        socketUrl: (p) => `ws://x${p}`,
        openSocket: (url) => {
          urls.push(url);
          return socket;
        },
      },
    );
    await store.load();
    expect(requested).toEqual(['/api/requests/R1/chat', '/api/requests/R1/chat/messages']);
    expect(urls).toEqual(['ws://x/api/requests/R1/chat/live']);
    socket.open();
    socket.deliver({
      type: 'ready',
      userId: 'U1',
      otherOnline: false,
      call: { active: false, video: false, by: null },
    });
    store.send('Too late');
    expect(store.messages.map((m) => m.body)).toEqual(['Earlier note']);
    expect(socket.sent.filter((f) => f.type === 'send')).toEqual([]);
    store.dispose();
  });

  it('opens as a Resource: a room not found is not yours, another failure says why, and no socket opens', async () => {
    let reply: () => Response | Error = () => jsonReply(404, { message: 'Not found', code: 'not_found' });
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 'T',
      fetch: async () => {
        const answer = reply();
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    const sockets: FakeSocket[] = [];
    const open = () =>
      new ConsultationStore(
        { kind: 'booking', id: 'B1' },
        {
          api,
          getToken: async () => 'T',
          socketUrl: (p) => `ws://x${p}`,
          openSocket: () => {
            const s = new FakeSocket();
            sockets.push(s);
            return s;
          },
        },
      );
    const missing = open();
    expect(missing.opening.state).toBe('idle');
    await missing.load();
    expect(missing.opening).toMatchObject({
      state: 'failed',
      error: 'This consultation does not exist or is not yours.',
    });
    expect(missing.room).toBeNull();
    reply = () => jsonReply(503, { message: 'LexSetu cannot reach its database right now.', code: 'x' });
    const down = open();
    await down.load();
    expect(down.opening.error).toBe('LexSetu cannot reach its database right now.');
    reply = () => new TypeError('Failed to fetch');
    const offline = open();
    await offline.load();
    expect(offline.opening.error).toBe('Could not open this consultation.');
    expect(sockets).toEqual([]);
  });

  it('builds the socket address on the API origin', () => {
    expect(socketUrlOf('https://api.example.in/', '/api/consultations/B1/live')).toBe(
      'wss://api.example.in/api/consultations/B1/live',
    );
    expect(socketUrlOf('', '/x')).toBe(`${window.location.origin.replace(/^http/, 'ws')}/x`);
  });

  it('puts New messages before the first unread message from the other side when the room opens, and keeps it there once read', async () => {
    const theirs = (id: string, readAt: string | null): ConsultationMessage => ({
      ...stored(id, `Their ${id}`),
      _id: `M-${id}`,
      senderId: 'L1',
      mine: false,
      readAt,
      deliveredAt: readAt,
    });
    const history = [
      theirs('a', '2026-03-02T05:02:00.000Z'),
      stored('b', 'Mine'),
      theirs('c', null),
      theirs('d', null),
    ];
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 'T',
      fetch: async (input) =>
        String(input).includes('/messages')
          ? jsonReply(200, { items: history, hasMore: false })
          : jsonReply(200, room),
    });
    const socket = new FakeSocket();
    const store = new ConsultationStore(
      { kind: 'booking', id: 'B1' },
      { api, getToken: async () => 'T', socketUrl: (p) => `ws://x${p}`, openSocket: () => socket },
    );
    await store.load();
    expect(store.unreadFrom).toBe('M-c');
    const shape = () =>
      store.timeline.map((e) => (e.type === 'message' ? e.message._id : e.type === 'day' ? 'day' : 'NEW'));
    expect(shape()).toEqual(['day', 'M-a', 'M-b', 'NEW', 'M-c', 'M-d']);

    // Reading them (receipts) and a new message while here do not move it.
    socket.open();
    socket.deliver({
      type: 'ready',
      userId: 'U1',
      otherOnline: true,
      call: { active: false, video: false, by: null },
    });
    expect(socket.sent).toContainEqual({ type: 'read', upTo: 'M-d' });
    socket.deliver({ type: 'receipt', ids: ['M-c', 'M-d'], readAt: '2026-03-02T06:00:00.000Z' });
    socket.deliver({ type: 'message', message: theirs('e', null) });
    expect(shape()).toEqual(['day', 'M-a', 'M-b', 'NEW', 'M-c', 'M-d', 'M-e']);
    store.dispose();
  });
});

describe('chatTimeline', () => {
  const item = (id: string, mine: boolean, createdAt: string): ChatItem => ({
    _id: id,
    clientId: `c-${id}`,
    senderId: mine ? 'U1' : 'L1',
    mine,
    body: id,
    attachment: null,
    createdAt,
    deliveredAt: null,
    readAt: null,
    pending: false,
  });
  // Local noon: the same India day in every time zone the tests run in (UTC-10 to UTC+11).
  const on = (day: number, minute = 0) => new Date(2026, 2, day, 12, minute).toISOString();

  it('starts each India day with a separator and marks runs of one side', () => {
    const entries = chatTimeline(
      [
        item('1', false, on(1)),
        item('2', false, on(1, 1)),
        item('3', true, on(1, 2)),
        item('4', true, on(3)),
      ],
      null,
    );
    expect(
      entries.map((e) => (e.type === 'message' ? `${e.message._id}${e.firstOfRun ? '*' : ''}` : e.type)),
    ).toEqual(['day', '1*', '2', '3*', 'day', '4*']);
    expect(entries[0]).toMatchObject({ type: 'day', at: on(1) });
    expect(entries[4]).toMatchObject({ type: 'day', at: on(3) });
  });

  it('puts the unread marker right before its message, which then starts a run', () => {
    const entries = chatTimeline([item('1', false, on(1)), item('2', false, on(1, 5))], '2');
    expect(
      entries.map((e) => (e.type === 'message' ? `${e.message._id}${e.firstOfRun ? '*' : ''}` : e.type)),
    ).toEqual(['day', '1*', 'unread', '2*']);
  });
});
