// Consult now's store over the real API client: the wallet check before a call rings (and how much to top up),
// the ringing call followed to its outcome (accepted opens the room, declined, busy), and the lawyer's side:
// 'Available now' switched, the ringing call found, accepted into its room.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, jsonReply, type FakeRoute } from '@/test/fakes';
import { InstantStore, instantPollMs } from './InstantStore';

const lawyer = { _id: 'l1', name: 'Adv. Rohan Mehta', ratePaise: 3_000 };
const call = (over: Record<string, unknown> = {}) => ({
  _id: 'i1',
  state: 'ringing',
  ringingUntil: '2030-01-08T10:01:00.000Z',
  myRole: 'client',
  lawyer: { _id: 'l1', name: 'Adv. Rohan Mehta' },
  client: { _id: 'c1', name: 'Asha Verma' },
  topic: 'Rent deposit',
  ratePaise: 3_000,
  minutes: 0,
  chargedPaise: 0,
  balancePaise: 50_000,
  acceptedAt: null,
  endedAt: null,
  endReason: null,
  room: null,
  invoice: null,
  ...over,
});
const wallet = (balancePaise: number) => jsonReply(200, { balancePaise, entries: [], nextCursor: null });

function storeWith(route: FakeRoute) {
  const calls: string[] = [];
  const { api } = createFakeApi((request) => {
    calls.push(`${request.method} ${request.path}${request.body ? ` ${JSON.stringify(request.body)}` : ''}`);
    return route(request);
  });
  return { store: new InstantStore(api), calls };
}

afterEach(() => vi.useRealTimers());

describe('InstantStore, the client', () => {
  it('does not ring when the wallet holds less than 5 minutes, and says how much to top up', async () => {
    const { store, calls } = storeWith(({ path }) =>
      path.startsWith('/api/wallet') ? wallet(10_000) : jsonReply(500, {}),
    );
    await store.consultNow(lawyer, 'Rent deposit');
    expect(store.outgoing?.state).toBe('short');
    // ₹300 × 5 minutes = ₹150 needed, ₹100 held: ₹50 short.
    expect(store.outgoing?.shortPaise).toBe(5_000);
    expect(calls.some((c) => c.startsWith('POST /api/instant-consultations'))).toBe(false);
  });

  it('rings the lawyer, follows the call and opens the room once accepted', async () => {
    let state = 'ringing';
    const { store, calls } = storeWith(({ method, path }) => {
      if (path.startsWith('/api/wallet')) return wallet(50_000);
      if (method === 'POST' && path === '/api/instant-consultations') return jsonReply(201, call());
      if (path === '/api/instant-consultations/i1')
        return jsonReply(
          200,
          call({ state, room: state === 'accepted' ? { kind: 'booking', id: 'i1' } : null }),
        );
      return jsonReply(404, { message: 'Not found', code: 'not_found' });
    });
    await store.consultNow(lawyer, 'Rent deposit');
    expect(calls).toContain('POST /api/instant-consultations {"lawyerId":"l1","topic":"Rent deposit"}');
    expect(store.outgoing?.state).toBe('ringing');
    await store.refreshOutgoing();
    expect(store.outgoing?.state).toBe('ringing');
    state = 'accepted';
    await store.changed('i1');
    expect(store.outgoing?.state).toBe('accepted');
    expect(store.outgoing?.call?.room?.id).toBe('i1');
    expect(store.outcome).toBe('accepted');
  });

  it('says the lawyer declined, and that a lawyer who just became busy is busy (409)', async () => {
    const declined = storeWith(({ method, path }) => {
      if (path.startsWith('/api/wallet')) return wallet(50_000);
      if (method === 'POST') return jsonReply(201, call());
      return jsonReply(200, call({ state: 'declined' }));
    });
    await declined.store.consultNow(lawyer, '');
    await declined.store.refreshOutgoing();
    expect(declined.store.outcome).toBe('declined');

    const busy = storeWith(({ path }) =>
      path.startsWith('/api/wallet')
        ? wallet(50_000)
        : jsonReply(409, { message: 'Adv. Rohan Mehta just became busy.', code: 'conflict' }),
    );
    await busy.store.consultNow(lawyer, '');
    expect(busy.store.outcome).toBe('busy');
  });

  it('says how much is missing when the wallet was spent between the check and the ring', async () => {
    let balance = 50_000;
    const { store } = storeWith(({ path }) => {
      if (path.startsWith('/api/wallet')) return wallet(balance);
      balance = 12_000;
      return jsonReply(409, {
        message: 'Your wallet needs ₹150/- for 5 minutes.',
        code: 'conflict',
        reason: 'instant_wallet_short',
      });
    });
    await store.consultNow(lawyer, '');
    expect(store.outgoing).toMatchObject({ state: 'short', shortPaise: 3_000 });
  });

  it('cancels a ringing call', async () => {
    const { store, calls } = storeWith(({ method, path }) => {
      if (path.startsWith('/api/wallet')) return wallet(50_000);
      if (path.endsWith('/cancel')) return jsonReply(200, call({ state: 'cancelled' }));
      if (method === 'POST') return jsonReply(201, call());
      return jsonReply(404, {});
    });
    await store.consultNow(lawyer, '');
    await store.cancel();
    expect(calls).toContain('POST /api/instant-consultations/i1/cancel');
    expect(store.outcome).toBe('cancelled');
  });
});

describe('InstantStore, the lawyer', () => {
  it("turns 'Available now' on and shows until when", async () => {
    const { store, calls } = storeWith(({ method }) =>
      method === 'PUT'
        ? jsonReply(200, { availableNow: true, until: '2030-01-08T12:00:00.000Z', cap: 1 })
        : jsonReply(200, { availableNow: false, until: null, cap: 1 }),
    );
    await store.availability.load();
    expect(store.availability.data?.availableNow).toBe(false);
    await store.setAvailable(true);
    expect(calls).toContain('PUT /api/me/available-now {"on":true}');
    expect(store.availability.data).toMatchObject({ availableNow: true, until: '2030-01-08T12:00:00.000Z' });
  });

  it("says why 'Available now' could not be turned on (an unverified lawyer)", async () => {
    const { store } = storeWith(() =>
      jsonReply(403, { message: 'Only verified lawyers can be available now.', code: 'forbidden' }),
    );
    await store.setAvailable(true);
    expect(store.switchError).toBe('Only verified lawyers can be available now.');
  });

  it('finds the ringing call while watching, accepts it and answers its room', async () => {
    vi.useFakeTimers();
    let ringing = false;
    const { store, calls } = storeWith(({ path }) => {
      if (path === '/api/instant-consultations/incoming')
        return jsonReply(200, { items: ringing ? [call({ myRole: 'lawyer' })] : [] });
      if (path.endsWith('/accept'))
        return jsonReply(200, call({ state: 'accepted', room: { kind: 'booking', id: 'i1' } }));
      return jsonReply(404, {});
    });
    const stop = store.watch(null, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.incoming).toBeNull();
    ringing = true;
    await vi.advanceTimersByTimeAsync(instantPollMs);
    expect(store.incoming?.call.client.name).toBe('Asha Verma');
    expect(await store.answer(true)).toBe('i1');
    expect(calls).toContain('POST /api/instant-consultations/i1/accept');
    expect(store.incoming).toBeNull();
    stop();
  });

  it("counts down what is left of the server's 60 s when the page opens mid-ring", async () => {
    const now = Date.parse('2030-01-08T10:00:40.000Z');
    const { api } = createFakeApi(() => jsonReply(200, { items: [call({ myRole: 'lawyer' })] }));
    const store = new InstantStore(api, () => now);
    await store.checkIncoming();
    // Ringing until 10:01:00: 20 s left, so it started ringing 40 s ago.
    expect(now - store.incoming!.since).toBe(40_000);
  });

  it('follows pushes while the channel is connected, checking only now and then', async () => {
    vi.useFakeTimers();
    let checks = 0;
    const { store } = storeWith(({ path }) => {
      if (path === '/api/instant-consultations/incoming') checks += 1;
      return jsonReply(200, { items: [call({ myRole: 'lawyer' })] });
    });
    const handlers: Array<(event: { consultationId: string }) => void> = [];
    const events = {
      connected: true,
      on: (_: 'instant.changed', handler: (event: { consultationId: string }) => void) => {
        handlers.push(handler);
        return () => handlers.splice(handlers.indexOf(handler), 1);
      },
    };
    const stop = store.watch(events, true);
    await vi.advanceTimersByTimeAsync(instantPollMs * 4);
    expect(checks).toBe(1);
    // A push: the ringing call is read at once.
    handlers[0]!({ consultationId: 'i1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(checks).toBe(2);
    expect(store.incoming?.call._id).toBe('i1');
    await vi.advanceTimersByTimeAsync(instantPollMs);
    expect(checks).toBe(3);
    stop();
    expect(handlers).toHaveLength(0);
  });

  it('declining answers no room', async () => {
    const { store } = storeWith(({ path }) =>
      path.endsWith('/decline')
        ? jsonReply(200, call({ state: 'declined' }))
        : jsonReply(200, { items: [call({ myRole: 'lawyer' })] }),
    );
    await store.checkIncoming();
    expect(await store.answer(false)).toBeNull();
    expect(store.incoming).toBeNull();
  });
});
