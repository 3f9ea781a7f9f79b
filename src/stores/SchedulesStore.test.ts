// Booking a slot as the schedules store does it over the real API client: the booking form's choices sent to the
// declared endpoint, and a refusal passed on as the ApiError (its code and status tell the screen what to offer).
import { describe, expect, it } from 'vitest';
import { createFakeApi, jsonReply } from '@/test/fakes';
import { SchedulesStore } from './SchedulesStore';

const held = {
  _id: 'b1',
  lawyerId: 'l1',
  date: '2030-01-08',
  slot: '17:30',
  startAt: '2030-01-08T12:00:00.000Z',
  endAt: '2030-01-08T12:30:00.000Z',
  minutes: 30,
  mode: 'video',
  topic: 'Tenancy notice',
  pricePaise: 105000,
  ratePaise: 3500,
  meteredMinutes: null,
  toBeRefundedPaise: 0,
  status: 'awaiting_payment',
  paidAt: null,
  paymentDueAt: '2030-01-08T10:15:00.000Z',
  cancelReason: null,
  refund: null,
  myRole: 'client',
  otherParty: { _id: 'l1', name: 'Adv. Rohan Mehta', expertise: 'Civil Lawyer' },
  address: '',
  documents: [],
  reschedule: null,
};
const choice = {
  lawyerId: 'l1',
  date: '2030-01-08',
  slot: '17:30',
  mode: 'video' as const,
  topic: 'Tenancy notice',
};

describe('SchedulesStore booking', () => {
  it("books the chosen slot and answers the server's booking", async () => {
    const sent: unknown[] = [];
    const { api } = createFakeApi(({ method, path, body }) => {
      sent.push([method, path, body]);
      return jsonReply(201, held);
    });
    const booking = await new SchedulesStore(api).book(choice);
    expect(booking).toMatchObject({ _id: 'b1', status: 'awaiting_payment' });
    expect(sent).toEqual([['POST', '/api/bookings', choice]]);
  });

  it('rejects with the ApiError of a slot taken meanwhile', async () => {
    const { api } = createFakeApi(() =>
      jsonReply(409, { message: 'This slot was just taken.', code: 'conflict' }),
    );
    await expect(new SchedulesStore(api).book(choice)).rejects.toMatchObject({
      status: 409,
      serverMessage: 'This slot was just taken.',
    });
  });
});
