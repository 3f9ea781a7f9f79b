import { describe, expect, it } from 'vitest';
import type { ConsultationRequest } from '@contract';
import { requestRow } from './requestRow';

const base: ConsultationRequest = {
  _id: 'r1',
  title: 'Lease',
  description: 'Check my lease',
  budget: 1500,
  consultationType: 'Online',
  date: '2030-01-07',
  timing: '10:30 AM',
  mention: 'rohan@demo.lexsetu.in',
  documents: [],
  expert: 'Adv. Rohan Mehta',
  image: '',
  client: 'Asha Verma',
  status: 'on-going',
  canAccept: false,
  canComplete: true,
  canChat: true,
  isOwner: true,
  updatedAt: '2030-01-01T00:00:00.000Z',
};

describe('requestRow', () => {
  it('formats the date, budget and type as the spec shows them', () => {
    expect(requestRow(base)).toEqual({
      expert: 'Adv. Rohan Mehta',
      image: undefined,
      date: '01/07/2030',
      timing: '10:30 AM',
      consultationType: 'Online',
      mention: 'rohan@demo.lexsetu.in',
      budget: '₹1,500/-',
      status: false,
    });
  });

  it("falls back to 'expert not assigned', 'not available' and 'Unknown', and reads completed as true", () => {
    const row = requestRow({
      ...base,
      expert: '',
      timing: '',
      consultationType: 'Phone',
      status: 'completed',
    });
    expect(row).toMatchObject({
      expert: 'expert not assigned',
      timing: 'not available',
      consultationType: 'Unknown',
      status: true,
    });
    expect(requestRow({ ...base, consultationType: 'on-site' }).consultationType).toBe('On-site');
  });
});
