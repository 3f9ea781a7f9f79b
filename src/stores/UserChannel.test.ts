import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '@/test/fakeSocket';
import { createTestStore, jsonReply, sampleUser } from '@/test/fakes';
import { UserChannel } from './UserChannel';
import { USER_CHANNEL_PING_MS } from './userChannelSocket';

function channel() {
  const sockets = fakeSockets();
  const userChannel = new UserChannel({
    apiBaseUrl: 'https://api.lexsetu.in',
    getToken: async () => 'jwt-1',
    openSocket: sockets.open,
  });
  return { userChannel, sockets };
}

/** Lets the token lookup (a promise) run, as after a socket opens. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the user channel', () => {
  it('signs in with the token on /api/me/live and is connected once the server says ready', async () => {
    const { userChannel, sockets } = channel();
    userChannel.start();
    const socket = sockets.latest()!;
    expect(socket.url).toBe('wss://api.lexsetu.in/api/me/live');
    socket.open();
    await settle();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'jwt-1' }]);
    expect(userChannel.connected).toBe(false);
    socket.deliver({ type: 'ready', userId: 'u1' });
    expect(userChannel.connected).toBe(true);
    userChannel.stop();
  });

  it('hands each event to the handlers of its type until they unsubscribe', async () => {
    const { userChannel, sockets } = channel();
    const instant = vi.fn();
    const wallet = vi.fn();
    const stopInstant = userChannel.on('instant.changed', instant);
    userChannel.on('wallet.changed', wallet);
    userChannel.start();
    sockets.latest()!.open();
    sockets.latest()!.deliver({ type: 'ready', userId: 'u1' });
    sockets.latest()!.deliver({ type: 'instant.changed', consultationId: 'c1' });
    sockets.latest()!.deliver({ type: 'wallet.changed', balancePaise: 25_000 });
    expect(instant).toHaveBeenCalledWith({ type: 'instant.changed', consultationId: 'c1' });
    expect(wallet).toHaveBeenCalledWith({ type: 'wallet.changed', balancePaise: 25_000 });
    stopInstant();
    sockets.latest()!.deliver({ type: 'instant.changed', consultationId: 'c2' });
    expect(instant).toHaveBeenCalledTimes(1);
    userChannel.stop();
  });

  it('reconnects after a drop with a growing delay, but not once the server refused the session', async () => {
    const { userChannel, sockets } = channel();
    userChannel.start();
    sockets.latest()!.open();
    sockets.latest()!.deliver({ type: 'ready', userId: 'u1' });
    sockets.latest()!.drop(1006);
    expect(userChannel.connected).toBe(false);
    await vi.advanceTimersByTimeAsync(499);
    expect(sockets.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets.opened).toHaveLength(2);
    sockets.latest()!.drop(1006);
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets.opened).toHaveLength(3);
    sockets.latest()!.drop(4401); // signed out elsewhere
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets.opened).toHaveLength(3);
    userChannel.stop();
  });

  it('pings while connected and reconnects at once when a ping goes unanswered', async () => {
    const { userChannel, sockets } = channel();
    userChannel.start();
    const first = sockets.latest()!;
    first.open();
    first.deliver({ type: 'ready', userId: 'u1' });
    await vi.advanceTimersByTimeAsync(USER_CHANNEL_PING_MS);
    expect(first.sent.at(-1)).toEqual({ type: 'ping' });
    first.deliver({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(USER_CHANNEL_PING_MS);
    expect(sockets.opened).toHaveLength(1);
    // This ping gets no pong: the next tick gives the connection up and opens another.
    await vi.advanceTimersByTimeAsync(USER_CHANNEL_PING_MS);
    expect(userChannel.connected).toBe(false);
    expect(sockets.opened).toHaveLength(2);
    expect(first.closedWith).toBe(4000);
    userChannel.stop();
  });

  it('is opened by sign-in and closed by sign-out on the root store', async () => {
    const { store, sockets } = createTestStore({
      session: { token: 'jwt-1', userId: 'u1' },
      route: () => jsonReply(200, sampleUser),
    });
    expect(sockets.opened).toHaveLength(0);
    expect(await store.auth.checkSession()).toBe(true);
    expect(sockets.opened).toHaveLength(1);
    sockets.latest()!.open();
    sockets.latest()!.deliver({ type: 'ready', userId: 'u1' });
    expect(store.userChannel.connected).toBe(true);
    await store.auth.logout();
    expect(store.userChannel.connected).toBe(false);
    expect(sockets.latest()!.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets.opened).toHaveLength(1);
  });
});
