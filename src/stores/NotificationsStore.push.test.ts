// The bell with the push channel: a push refreshes the count at once, the 30 s poll runs only while the channel
// is not connected (the fallback), and a reconnect catches up on what was missed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, jsonReply } from '@/test/fakes';
import { fakeSockets } from '@/test/fakeSocket';
import { NOTIFICATION_POLL_MS, NotificationsStore } from './NotificationsStore';
import { UserChannel } from './UserChannel';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  let unread = 0;
  const { api, fetchMock } = createFakeApi(({ path }) =>
    path === '/api/notifications/unread-count'
      ? jsonReply(200, { count: unread })
      : jsonReply(404, { message: 'Not found', code: 'not_found' }),
  );
  const sockets = fakeSockets();
  const channel = new UserChannel({ apiBaseUrl: '', getToken: async () => 'jwt', openSocket: sockets.open });
  const store = new NotificationsStore(api, channel);
  const counts = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/unread-count')).length;
  const events = new EventTarget();
  /** The server accepts the sign-in and answers every ping, as a live one does. */
  const connect = () => {
    const socket = sockets.latest()!;
    const sent = socket.send.bind(socket);
    socket.send = (data: string) => {
      sent(data);
      if ((JSON.parse(data) as { type: string }).type === 'ping') socket.deliver({ type: 'pong' });
    };
    socket.open();
    socket.deliver({ type: 'ready', userId: 'u1' });
  };
  return { store, channel, sockets, counts, events, connect, setUnread: (n: number) => (unread = n) };
}

describe('the bell with the push channel', () => {
  it('shows a pushed notice at once and does not poll while connected', async () => {
    const { store, channel, sockets, counts, events, connect, setUnread } = setup();
    channel.start();
    connect();
    const stop = store.startPolling(events);
    await vi.advanceTimersByTimeAsync(0);
    expect(counts()).toBe(1);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 3);
    expect(counts()).toBe(1); // no polling while pushes arrive
    setUnread(2);
    sockets.latest()!.deliver({ type: 'notifications.changed' });
    await vi.waitFor(() => expect(store.unreadCount).toBe(2));
    stop();
    channel.stop();
  });

  it('polls every 30 s while the channel is down, and catches up when it is back', async () => {
    const { store, channel, sockets, counts, events, connect, setUnread } = setup();
    channel.start();
    const stop = store.startPolling(events);
    await vi.advanceTimersByTimeAsync(0);
    expect(counts()).toBe(1);
    setUnread(1);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    expect(counts()).toBe(2);
    expect(store.unreadCount).toBe(1);
    // Connected: the catch-up read, then quiet.
    setUnread(3);
    connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.unreadCount).toBe(3);
    const whenConnected = counts();
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 2);
    expect(counts()).toBe(whenConnected);
    // Dropped: polling resumes until it reconnects.
    sockets.latest()!.drop(1006);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    expect(counts()).toBeGreaterThan(whenConnected);
    stop();
    channel.stop();
  });

  it('stops listening to pushes when polling stops', async () => {
    const { store, channel, sockets, counts, events, connect } = setup();
    channel.start();
    connect();
    const stop = store.startPolling(events);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    sockets.latest()!.deliver({ type: 'notifications.changed' });
    events.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 2);
    expect(counts()).toBe(1);
    channel.stop();
  });
});
