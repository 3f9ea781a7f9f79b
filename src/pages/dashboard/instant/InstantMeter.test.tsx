// A Consult now consultation's room (#58): the minutes used, the charge and the client's wallet balance, read
// again as each started minute is charged (the room's meter frame); the one-minute-left warning; the end when
// the balance ran out with the way to top up; no booked-time parts (nor 'both must end it'), and End now.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

/** The room's socket, driven by the test: it opens, and the test sends it the server's frames. */
class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send() {}
  close() {}
  frame(frame: object) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
}
beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(() => vi.unstubAllGlobals());

const room = (readOnly = false) => ({
  _id: 'I1',
  kind: 'booking',
  instant: true,
  topic: 'Security deposit',
  mode: 'video',
  startAt: '2030-01-08T10:00:00.000Z',
  endAt: '2030-01-08T10:30:00.000Z',
  me: { _id: 'u1', name: 'Asha Verma' },
  otherParty: { _id: 'L1', name: 'Adv. Rohan Mehta' },
  readOnly,
  calls: !readOnly,
  iceServers: [],
  autoEndCall: true,
  progressBar: true,
  meteredMinutes: null,
  pricePaise: null,
  toBeRefundedPaise: null,
  opensAt: null,
  endedAt: null,
  endPressed: { me: false, other: false },
});
const instant = (over: Record<string, unknown>) => ({
  _id: 'I1',
  state: 'accepted',
  ringingUntil: '2030-01-08T10:01:00.000Z',
  myRole: 'client',
  lawyer: { _id: 'L1', name: 'Adv. Rohan Mehta' },
  client: { _id: 'u1', name: 'Asha Verma' },
  topic: 'Security deposit',
  ratePaise: 3_500,
  minutes: 0,
  chargedPaise: 0,
  balancePaise: 20_000,
  acceptedAt: '2030-01-08T10:00:00.000Z',
  endedAt: null,
  endReason: null,
  room: { kind: 'booking', id: 'I1' },
  invoice: null,
  ...over,
});

function visit(state: { instant: Record<string, unknown>; readOnly: boolean; posted: string[] }) {
  const route: FakeRoute = ({ method, path }) => {
    if (path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (path.endsWith('/messages')) return jsonReply(200, { items: [], hasMore: false });
    if (path === '/api/consultations/I1') return jsonReply(200, room(state.readOnly));
    if (method === 'POST' && path === '/api/instant-consultations/I1/end') {
      state.posted.push('end');
      state.readOnly = true;
      state.instant = { ...state.instant, state: 'ended', endReason: 'ended', invoice: 'INV/26-27/000042' };
      return jsonReply(200, instant(state.instant));
    }
    if (path === '/api/instant-consultations/I1') return jsonReply(200, instant(state.instant));
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const { store } = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  return renderRoute('/dashboard/consultation/I1', store);
}

describe('an instant consultation room', () => {
  it('shows minutes and balance, follows each charged minute, warns at one minute left and ends at zero', async () => {
    const state = { instant: {}, readOnly: false, posted: [] as string[] };
    visit(state);
    const meter = await screen.findByRole('region', { name: 'Consult now meter' }, { timeout: 20_000 });
    expect(meter).toHaveTextContent('0 minutes used');
    expect(meter).toHaveTextContent('Wallet balance: ₹200/-');
    // No booked time here: no progress bar, no 'both must end it', no automatic end at a booked end.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End consultation' })).not.toBeInTheDocument();

    await waitFor(() => expect(FakeSocket.last?.readyState).toBe(1));
    FakeSocket.last!.frame({
      type: 'ready',
      userId: 'u1',
      otherOnline: true,
      call: { active: false, video: false, by: null },
    });
    state.instant = { minutes: 5, chargedPaise: 17_500, balancePaise: 2_500 };
    FakeSocket.last!.frame({ type: 'meter', minutes: 5, chargedPaise: 17_500, balancePaise: null });
    await waitFor(() => expect(meter).toHaveTextContent('Wallet balance: ₹25/-'));
    expect(meter).toHaveTextContent('5 minutes used');
    expect(meter).toHaveTextContent('Charged: ₹175/-');

    FakeSocket.last!.frame({ type: 'balanceLow', minutesLeft: 0, message: 'One minute left.' });
    expect(
      within(meter).getByText('One minute of wallet balance left: the call ends when it runs out.'),
    ).toBeInTheDocument();

    state.readOnly = true;
    state.instant = { ...state.instant, state: 'ended', endReason: 'balance', balancePaise: 2_500 };
    FakeSocket.last!.frame({ type: 'completed', meteredMinutes: 5, reason: 'balance' });
    expect(await within(meter).findByText('The call ended: the wallet balance ran out.')).toBeInTheDocument();
    expect(within(meter).getByRole('link', { name: 'Top up your wallet' })).toHaveAttribute(
      'href',
      '/dashboard/wallet',
    );
    expect(within(meter).queryByRole('button', { name: 'End now' })).not.toBeInTheDocument();
  }, 60_000);

  it('End now ends it for both at once and points to the invoice', async () => {
    const state = {
      instant: { minutes: 1, chargedPaise: 3_500, balancePaise: 16_500 },
      readOnly: false,
      posted: [] as string[],
    };
    visit(state);
    const meter = await screen.findByRole('region', { name: 'Consult now meter' }, { timeout: 20_000 });
    await userEvent.click(within(meter).getByRole('button', { name: 'End now' }));
    // The confirmation's own End now.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'End now' })).toHaveLength(2));
    await userEvent.click(screen.getAllByRole('button', { name: 'End now' })[1]!);
    await waitFor(() => expect(state.posted).toEqual(['end']));
    expect(
      await within(meter).findByText('Ended. The invoice for the minutes used is in Invoices.'),
    ).toBeInTheDocument();
    expect(meter).toHaveTextContent('Charged: ₹35/-');
  }, 60_000);
});
