// 'Join' leads to the consultation room from live cards and from upcoming ones starting within 10 minutes.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Booking, ScheduleTab } from '@contract';
import { ScheduleCard } from './ScheduleCard';

const now = Date.parse('2030-01-08T15:55:00.000Z');
const booking = (over: Partial<Booking> = {}) =>
  ({
    _id: 'b1',
    lawyerId: 'l1',
    date: '2030-01-08',
    slot: '21:30',
    startAt: '2030-01-08T16:00:00.000Z',
    endAt: '2030-01-08T16:30:00.000Z',
    minutes: 30,
    mode: 'video',
    topic: 'Tenancy notice',
    pricePaise: 105000,
    ratePaise: 3500,
    meteredMinutes: null,
    toBeRefundedPaise: 0,
    status: 'confirmed',
    paidAt: null,
    paymentDueAt: null,
    cancelReason: null,
    refund: null,
    myRole: 'client',
    otherParty: { _id: 'l1', name: 'Adv. Rohan Mehta', expertise: 'Civil Lawyer' },
    address: 'New Delhi, Delhi',
    documents: [],
    reschedule: null,
    ...over,
  }) as Booking;

function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{pathname + search}</span>;
}

function show(b: Booking, tab: ScheduleTab, onAddToCalendar?: (booking: Booking) => void) {
  const noop = () => undefined;
  render(
    <MemoryRouter>
      <ScheduleCard
        booking={b}
        tab={tab}
        uploading={null}
        onUpload={noop}
        onReschedule={noop}
        onAnswer={noop}
        onDecide={noop}
        onCancel={noop}
        onDownload={noop}
        onAddToCalendar={onAddToCalendar}
        now={now}
      />
      <Where />
    </MemoryRouter>,
  );
}

describe('ScheduleCard Join', () => {
  it('shows Join on a live card, linking to the room', () => {
    show(booking({ startAt: '2030-01-08T15:40:00.000Z' }), 'live');
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/dashboard/consultation/b1');
  });

  it('shows Join on an upcoming card starting within 10 minutes', () => {
    show(booking(), 'upcoming');
    expect(screen.getByRole('link', { name: 'Join' })).toBeInTheDocument();
  });

  it('hides Join an hour ahead', () => {
    show(booking({ startAt: '2030-01-08T17:00:00.000Z' }), 'upcoming');
    expect(screen.queryByRole('link', { name: 'Join' })).toBeNull();
  });

  it('shows what is to be refunded for unused minutes once metered', () => {
    show(booking({ meteredMinutes: 12, toBeRefundedPaise: 18 * 3500 }), 'completed');
    expect(screen.getByLabelText('Refund')).toHaveTextContent('Used 12 of 30 min · To be refunded: ₹630/-');
  });
});

describe('ScheduleCard money', () => {
  it('asks the client to pay a held booking before the hold ends, with no Join', async () => {
    show(booking({ status: 'awaiting_payment', paymentDueAt: '2030-01-08T16:10:00.000Z' }), 'upcoming');
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/payment?booking=b1&then=schedules');
    expect(screen.getByRole('status')).toHaveTextContent(/^Pay ₹1,050\/- by \d\d:\d\d [AP]M to confirm/);
    expect(screen.queryByRole('link', { name: 'Join' })).toBeNull();
  });

  it('shows the lawyer a held booking without a Pay button', () => {
    show(
      booking({ status: 'awaiting_payment', paymentDueAt: '2030-01-08T16:10:00.000Z', myRole: 'lawyer' }),
      'upcoming',
    );
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/^Waiting for Adv\. Rohan Mehta to pay/);
  });

  it('shows the refund and its credit note', () => {
    show(
      booking({
        status: 'completed',
        refund: { _id: 'f1', amountPaise: 63000, status: 'processed', creditNote: 'CN/26-27/000004' },
      }),
      'completed',
    );
    expect(screen.getByLabelText('Refund status')).toHaveTextContent(
      'Refund ₹630/- processed · credit note CN/26-27/000004',
    );
  });

  it('says before cancelling what comes back: half within 24 hours, all when earlier', async () => {
    const paid = { paidAt: '2030-01-01T10:00:00.000Z', startAt: '2030-01-09T15:00:00.000Z' };
    show(booking(paid), 'upcoming');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('Less than 24 hours before the start: you get ₹525/- back (50%).'),
    ).toBeInTheDocument();
  });

  it('promises a full refund 24 hours or more ahead', async () => {
    show(booking({ paidAt: '2030-01-01T10:00:00.000Z', startAt: '2030-01-09T15:55:00.000Z' }), 'upcoming');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('You get a full refund of ₹1,050/-.')).toBeInTheDocument();
  });

  it('promises a full refund within 24 hours while the booking awaits the approval', async () => {
    const paid = { paidAt: '2030-01-01T10:00:00.000Z', startAt: '2030-01-09T15:00:00.000Z' };
    show(booking({ ...paid, status: 'pending_approval' }), 'upcoming');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('You get a full refund of ₹1,050/-.')).toBeInTheDocument();
  });
});

describe('ScheduleCard missed', () => {
  const missed = (missedBy: 'lawyer' | 'client', myRole: 'client' | 'lawyer') =>
    booking({ status: 'missed', missedBy, myRole, pricePaise: 0, startAt: '2030-01-08T10:00:00.000Z' });

  it('says Missed and that the lawyer did not join, the first consultation still free, never Completed', () => {
    show(missed('lawyer', 'client'), 'completed');
    expect(screen.getByText('Missed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The lawyer did not join. Your first consultation is still free: book another time.',
    );
    expect(screen.queryByRole('button', { name: 'Completed' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Join' })).toBeNull();
  });

  it('tells the client they did not join, and the lawyer that the client did not', () => {
    show(missed('client', 'client'), 'completed');
    expect(screen.getByRole('status')).toHaveTextContent(
      'You did not join. It was your free first consultation.',
    );
    cleanup();
    show(missed('client', 'lawyer'), 'completed');
    expect(screen.getByRole('status')).toHaveTextContent(/^The client did not join\.$/);
  });
});

describe('ScheduleCard Add to calendar', () => {
  it('offers the .ics of an upcoming booking', async () => {
    const added: string[] = [];
    show(booking({ startAt: '2030-01-09T15:00:00.000Z' }), 'upcoming', (b) => added.push(b._id));
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(added).toEqual(['b1']);
  });

  it('shows on a booking held for approval, not on one still awaiting payment nor on completed ones', () => {
    const add = () => undefined;
    show(booking({ status: 'pending_approval' }), 'upcoming', add);
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    cleanup();
    show(booking({ status: 'awaiting_payment', paymentDueAt: '2030-01-08T16:10:00.000Z' }), 'upcoming', add);
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    cleanup();
    show(booking({ status: 'completed' }), 'completed', add);
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });
});
