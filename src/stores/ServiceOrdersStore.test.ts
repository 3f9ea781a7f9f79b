// Reviewing the lawyer of a delivered document order as the service-orders store does it over the real API
// client: the stars and text sent with the order's id, then the order read again (it no longer asks for one).
import { describe, expect, it } from 'vitest';
import { createFakeApi, jsonReply } from '@/test/fakes';
import { ServiceOrdersStore } from './ServiceOrdersStore';

const order = (review: boolean) => ({
  _id: 'so1',
  status: 'delivered',
  service: {
    _id: 's1',
    slug: 'agreement-to-sale-drafting',
    title: 'Agreement to Sale Drafting',
    category: 'drafting',
  },
  pricePaise: 349900,
  turnaroundDays: 3,
  revisionsAllowed: 2,
  revisionsUsed: 0,
  questionnaire: [],
  answers: {},
  files: [],
  deliveries: [],
  timeline: [],
  client: { _id: 'u1', name: 'Asha Verma' },
  lawyer: { _id: 'l1', name: 'Adv. Rohan Mehta' },
  call: null,
  paidAt: '2030-03-05T04:00:00.000Z',
  detailsAt: '2030-03-05T05:00:00.000Z',
  acceptedAt: '2030-03-05T06:00:00.000Z',
  dueAt: null,
  deliveredAt: '2030-03-06T06:00:00.000Z',
  createdAt: '2030-03-05T03:59:00.000Z',
  can: {
    pay: false,
    answer: false,
    accept: false,
    bookCall: false,
    deliver: false,
    revise: false,
    approve: false,
    cancel: false,
    review,
  },
});
const review = {
  _id: 'R1',
  stars: 4,
  text: 'Clear and quick.',
  recommend: true,
  author: 'Asha V.',
  createdAt: '2030-03-07T10:00:00.000Z',
  reply: null,
};

describe('ServiceOrdersStore review', () => {
  it('sends the review of the order, then reads the order again', async () => {
    const calls: unknown[] = [];
    let reviewed = false;
    const { api } = createFakeApi(({ method, path, body }) => {
      calls.push([method, path, body]);
      if (method === 'POST') {
        reviewed = true;
        return jsonReply(201, review);
      }
      return jsonReply(200, order(!reviewed));
    });
    const store = new ServiceOrdersStore(api);
    await store.review('so1', 4, 'Clear and quick.');
    expect(calls).toEqual([
      ['POST', '/api/reviews', { serviceOrderId: 'so1', stars: 4, text: 'Clear and quick.' }],
      ['GET', '/api/service-orders/so1', undefined],
    ]);
    expect(store.current.data?.can.review).toBe(false);
  });

  it("rejects with the server's refusal and reads nothing", async () => {
    const { api, fetchMock } = createFakeApi(() =>
      jsonReply(409, { message: 'You have already reviewed this order.', code: 'conflict' }),
    );
    await expect(new ServiceOrdersStore(api).review('so1', 5, '')).rejects.toMatchObject({
      serverMessage: 'You have already reviewed this order.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
