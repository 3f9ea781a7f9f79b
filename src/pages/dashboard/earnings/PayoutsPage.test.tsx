// Payout history: each payout says the TDS withheld from what it paid out and which rule applied to how much
// gross; one made before TDS was itemised shows a dash.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Payout } from '@contract';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const lawyer = { ...sampleUser, role: 'professional' as const };
const payout = (week: string, amountPaise: number, tds: Payout['tds']): Payout => ({
  _id: `p-${week}`,
  lawyerId: 'u1',
  lawyerName: 'Adv Test',
  week,
  amountPaise,
  status: 'paid',
  accountMasked: 'XXXXXXXX9012',
  attempts: 1,
  failure: null,
  createdAt: `${week}T04:00:00.000Z`,
  paidAt: `${week}T04:00:00.000Z`,
  tds,
});

describe('PayoutsPage', () => {
  it('shows the TDS of each payout with the rule that applied and the gross under it', async () => {
    const route: FakeRoute = (request) =>
      request.path === '/api/validate-token'
        ? jsonReply(200, lawyer)
        : request.path === '/api/earnings/payouts?cursor=c1'
          ? jsonReply(200, { items: [payout('2029-12-31', 25000, [])], nextCursor: null })
          : request.path === '/api/earnings/payouts'
            ? jsonReply(200, {
                items: [
                  payout('2030-01-14', 180680, [
                    { reason: 'TDS 5 %: no PAN given', grossPaise: 100110, tdsPaise: 5006 },
                    {
                      reason: 'No TDS: gross this financial year within ₹5,00,000',
                      grossPaise: 100110,
                      tdsPaise: 0,
                    },
                  ]),
                  payout('2030-01-07', 50000, []),
                ],
                nextCursor: 'c1',
              })
            : jsonReply(404, { message: 'Not found', code: 'not_found' });
    renderRoute(
      '/dashboard/earnings/payouts',
      createTestStore({ session: { token: 'jwt', userId: 'u1' }, route }).store,
    );
    // The table is a lazy part: its first load takes over 10 s on a busy 2-core machine.
    const recent = await screen.findByRole('row', { name: /2030-01-14/ }, { timeout: 30_000 });
    expect(recent).toHaveTextContent('₹50.06/-');
    expect(recent).toHaveTextContent('TDS 5 %: no PAN given — ₹1,001.10/- gross');
    expect(recent).toHaveTextContent(
      'No TDS: gross this financial year within ₹5,00,000 — ₹1,001.10/- gross',
    );
    expect(screen.getByRole('row', { name: /2030-01-07/ })).toHaveTextContent('₹500/-—XXXXXXXX9012');
    // Older payouts come a page at a time.
    expect(screen.queryByRole('row', { name: /2029-12-31/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('row', { name: /2029-12-31/ })).toHaveTextContent('₹250/-');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
