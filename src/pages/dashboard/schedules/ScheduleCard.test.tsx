// 'Join' leads to the consultation room from live cards and from upcoming ones starting within 10 minutes.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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
    myRole: 'client',
    otherParty: { _id: 'l1', name: 'Adv. Rohan Mehta', expertise: 'Civil Lawyer' },
    address: 'New Delhi, Delhi',
    documents: [],
    reschedule: null,
    ...over,
  }) as Booking;

function show(b: Booking, tab: ScheduleTab) {
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
        now={now}
      />
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
