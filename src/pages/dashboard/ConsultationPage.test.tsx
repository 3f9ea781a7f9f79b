// The room page: the booked-time progress bar of Settings → Call & Communication, and a request's chat that is
// read-only once completed (history shown, nothing to write, no call).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { bookingToday, istOffsetMinutes } from '@contract/bookingClock';

/** A socket that never opens: the page shows what the REST calls gave it. */
class SilentSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  send() {}
  close() {}
}
beforeEach(() => vi.stubGlobal('WebSocket', SilentSocket));
afterEach(() => vi.unstubAllGlobals());

const minute = 60_000;
const bookingRoom = (progressBar: boolean) => ({
  _id: 'B1',
  kind: 'booking',
  instant: false,
  topic: 'Lease',
  mode: 'video',
  startAt: new Date(Date.now() - 5 * minute - 1000).toISOString(),
  endAt: new Date(Date.now() + 25 * minute - 1000).toISOString(),
  me: { _id: 'u1', name: 'Asha Verma' },
  otherParty: { _id: 'L1', name: 'Adv. Rohan Mehta' },
  readOnly: false,
  calls: true,
  iceServers: [],
  autoEndCall: false,
  progressBar,
  meteredMinutes: null,
  pricePaise: 120000,
  toBeRefundedPaise: 0,
  opensAt: null,
  endedAt: null,
  endPressed: { me: false, other: false },
});

/** Every path the page asked the API for. */
let asked: string[] = [];

function visit(path: string, room: object, items: object[] = []) {
  asked = [];
  const route: FakeRoute = (request) => {
    asked.push(request.path);
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (request.path.endsWith('/messages')) return jsonReply(200, { items, hasMore: false });
    if (request.path === '/api/consultations/B1' || request.path === '/api/requests/R1/chat')
      return jsonReply(200, room);
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const { store } = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  return renderRoute(path, store);
}

describe('consultation room page', () => {
  it('shows the booked time used so far when the progress bar setting is on', async () => {
    visit('/dashboard/consultation/B1', bookingRoom(true));
    const bar = await screen.findByRole('progressbar', { name: 'Booked time' });
    expect(bar).toHaveAttribute('aria-valuetext', '5 of 30 min');
    expect(bar).toHaveAttribute('aria-valuenow', '17');
    expect(screen.getByRole('button', { name: 'Start video call' })).toBeInTheDocument();
  });

  it('shows no progress bar with the setting off', async () => {
    visit('/dashboard/consultation/B1', bookingRoom(false));
    expect(await screen.findByRole('button', { name: 'Start video call' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // A booked consultation's room never asks for a Consult now meter (a 404 the browser would log).
    expect(asked.filter((p) => p.startsWith('/api/instant-consultations'))).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Consult now meter' })).not.toBeInTheDocument();
  });

  it('says when calls open before the booked window, and offers no call yet', async () => {
    const opensAt = new Date(Date.now() + 30 * minute).toISOString();
    visit('/dashboard/consultation/B1', { ...bookingRoom(false), calls: false, opensAt });
    expect(
      await screen.findByText(/^Calls open at .*, 10 minutes before the consultation\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start video call' })).not.toBeInTheDocument();
    // Nothing to end yet: End consultation comes with the call window.
    expect(screen.queryByRole('button', { name: 'End consultation' })).not.toBeInTheDocument();
    expect(screen.getByText('No call is open now: the chat stays open.')).toBeInTheDocument();
  });

  it('says the booked time has ended after the window', async () => {
    visit('/dashboard/consultation/B1', {
      ...bookingRoom(false),
      calls: false,
      endedAt: new Date().toISOString(),
    });
    expect(
      await screen.findByText("This consultation's booked time has ended: no more calls."),
    ).toBeInTheDocument();
  });

  it('offers End consultation, says it waits for the other side, and asks the other side to end it too', async () => {
    visit('/dashboard/consultation/B1', bookingRoom(false));
    expect(
      await screen.findByText(
        'Done? The consultation finishes when both of you end it, or at its booked end.',
      ),
    ).toBeInTheDocument();
    // Disabled until the room's socket is online (this one never opens).
    expect(screen.getByRole('button', { name: 'End consultation' })).toBeDisabled();
  });

  it('after pressing End, says the consultation finishes when the other side ends it too', async () => {
    visit('/dashboard/consultation/B1', { ...bookingRoom(false), endPressed: { me: true, other: false } });
    expect(
      await screen.findByText(
        'You ended the consultation. It finishes when Adv. Rohan Mehta ends it too, or at its booked end.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End consultation' })).not.toBeInTheDocument();
  });

  it('tells the side that has not pressed End that the other did', async () => {
    visit('/dashboard/consultation/B1', { ...bookingRoom(false), endPressed: { me: false, other: true } });
    expect(
      await screen.findByText('Adv. Rohan Mehta has ended the consultation. End it too to finish.'),
    ).toBeInTheDocument();
  });

  it('shows the amount to be refunded once metered', async () => {
    visit('/dashboard/consultation/B1', {
      ...bookingRoom(false),
      meteredMinutes: 12,
      toBeRefundedPaise: 18 * 4000,
    });
    expect(await screen.findByLabelText('Metering')).toHaveTextContent(
      'Metered time: 12 min · Amount: ₹1,200/- · To be refunded: ₹720/-',
    );
  });

  it("shows a completed request's chat history with nothing to write and no call", async () => {
    const message = {
      _id: 'M1',
      clientId: 'c1',
      senderId: 'L1',
      mine: false,
      body: 'Send me the lease.',
      attachment: null,
      createdAt: '2026-03-02T05:01:00.000Z',
      deliveredAt: null,
      readAt: null,
    };
    const chat = {
      ...bookingRoom(true),
      _id: 'R1',
      kind: 'request',
      mode: null,
      startAt: null,
      endAt: null,
      readOnly: true,
      calls: false,
      pricePaise: null,
      toBeRefundedPaise: null,
      opensAt: null,
      endedAt: null,
    };
    visit('/dashboard/requests/R1/chat', chat, [message]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    expect(await screen.findByText('Send me the lease.')).toBeInTheDocument();
    expect(screen.getByText(/is completed: its chat can be read but not written to/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start video call' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the chat as bubbles: mine and theirs, a separator per day, the time under each, and New messages at the first unread', async () => {
    // Times on India's clock, as the room shows them: `hour`:05 IST, `daysAgo` India days before today.
    const indiaDay = (daysAgo: number) => {
      const d = new Date(`${bookingToday(new Date())}T00:00:00.000Z`);
      d.setUTCDate(d.getUTCDate() - daysAgo);
      return d;
    };
    const at = (daysAgo: number, hour: number) =>
      new Date(indiaDay(daysAgo).getTime() + (hour * 60 + 5 - istOffsetMinutes) * 60_000).toISOString();
    const msg = (
      id: string,
      mine: boolean,
      body: string,
      createdAt: string,
      readAt: string | null = null,
    ) => ({
      _id: id,
      clientId: `c-${id}`,
      senderId: mine ? 'u1' : 'L1',
      mine,
      body,
      attachment: null,
      createdAt,
      deliveredAt: readAt,
      readAt,
    });
    const threeDaysAgo = at(3, 10);
    visit('/dashboard/consultation/B1', bookingRoom(false), [
      msg('M1', false, 'Please share the lease.', threeDaysAgo, threeDaysAgo),
      msg('M2', true, 'Here it is.', at(1, 11), at(1, 12)),
      msg('M3', false, 'Clause 4 worries me.', at(0, 9)),
      msg('M4', false, 'Can we talk today?', at(0, 9)),
    ]);
    const log = await screen.findByRole('log', { name: 'Messages' }, { timeout: 10_000 });
    const items = within(log).getAllByRole('listitem');
    const threeDaysAgoLabel = indiaDay(3).toLocaleDateString('en-US', {
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(items.map((li) => li.textContent)).toEqual([
      threeDaysAgoLabel,
      expect.stringContaining('Please share the lease.'),
      'Yesterday',
      expect.stringContaining('Here it is.'),
      'Today',
      'New messages',
      expect.stringContaining('Clause 4 worries me.'),
      expect.stringContaining('Can we talk today?'),
    ]);
    // Theirs on the left, mine on the right; named by who wrote; time (and for mine the state) under the bubble.
    const mine = within(log).getByRole('listitem', { name: 'You' });
    expect(mine).toHaveClass('mine');
    expect(mine.querySelector('.chat-meta')).toHaveTextContent(/^11:05 AM · Read$/);
    const theirs = within(log).getAllByRole('listitem', { name: 'Adv. Rohan Mehta' });
    expect(theirs).toHaveLength(3);
    theirs.forEach((li) => expect(li).toHaveClass('theirs'));
    expect(theirs[1]!.querySelector('.chat-meta')).toHaveTextContent(/^09:05 AM$/);
    // Two in a row from the same side make one run: only the first starts it.
    expect(theirs[1]).toHaveClass('chat-run-start');
    expect(theirs[2]).not.toHaveClass('chat-run-start');
  });

  it('shows no New messages marker when everything from the other side was read', async () => {
    const read = new Date().toISOString();
    visit('/dashboard/consultation/B1', bookingRoom(false), [
      {
        _id: 'M1',
        clientId: 'c1',
        senderId: 'L1',
        mine: false,
        body: 'Seen already.',
        attachment: null,
        createdAt: read,
        deliveredAt: read,
        readAt: read,
      },
    ]);
    expect(await screen.findByText('Seen already.')).toBeInTheDocument();
    expect(screen.getByText('Today')).toBeInTheDocument();
    expect(screen.queryByText('New messages')).not.toBeInTheDocument();
  });
});
