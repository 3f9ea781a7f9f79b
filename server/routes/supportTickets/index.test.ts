// A user's support tickets come a keyset page at a time, newest first: each page follows the last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportTicket } from '@contract';
import { addClient } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';
import { walkPages } from '../../test/pages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('GET /api/support-tickets', () => {
  it('pages newest first, nothing repeated or skipped, others never shown', async () => {
    const me = await addClient(t, 'Ticket Writer');
    const other = await addClient(t, 'Someone Else');
    const subjects = Array.from({ length: 5 }, (_, i) => `Question ${i + 1}`);
    for (const subject of subjects) {
      const sent = await t.api.post(
        '/api/support-tickets',
        { subject, message: 'Please help me with this.' },
        { token: me.token },
      );
      expect(sent.status).toBe(201);
    }
    await t.api.post(
      '/api/support-tickets',
      { subject: 'Not yours', message: 'Please help me with this.' },
      { token: other.token },
    );
    const walked = await walkPages<SupportTicket>(t, '/api/support-tickets', me.token, 2);
    expect(walked.pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(walked.items.map((i) => i.subject)).toEqual([...subjects].reverse());
  });
});
