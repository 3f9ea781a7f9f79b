import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Earnings } from '@contract';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const lawyer = { ...sampleUser, role: 'professional' as const };
const line = {
  grossPaise: 100110,
  feePaise: 0,
  gstPaise: 0,
  tdsPaise: 1001,
  netPaise: 99109,
};
const earnings = (period: Earnings['period']): Earnings => ({
  period,
  feeBasisPoints: 0,
  gstBasisPoints: 1800,
  tdsBasisPoints: 100,
  lines: [
    {
      _id: 'refund-1',
      kind: 'refund',
      date: '2030-01-08T05:10:00.000Z',
      description: 'Refund: Consultation: Lease review',
      counterpart: 'Kavya Client',
      grossPaise: -66740,
      feePaise: 0,
      gstPaise: 0,
      tdsPaise: -667,
      netPaise: -66073,
    },
    {
      _id: 'payment-1',
      kind: 'consultation',
      date: '2030-01-08T05:00:00.000Z',
      description: 'Consultation: Lease review',
      counterpart: 'Kavya Client',
      ...line,
    },
  ],
  totals: { grossPaise: 33370, feePaise: 0, gstPaise: 0, tdsPaise: 334, netPaise: 33036 },
  chart: [{ label: '2030-01', netPaise: 33036 }],
  balances: { earnedPaise: 33036, paidOutPaise: 40000, inTransitPaise: 0, balancePaise: -6964 },
  statementMonths: ['2030-01'],
});

function open(user: object = lawyer) {
  const asked: string[] = [];
  const route: FakeRoute = (request) => {
    if (request.path === '/api/validate-token') return jsonReply(200, user);
    if (request.path.startsWith('/api/earnings?')) {
      asked.push(request.path);
      return jsonReply(200, earnings(new URLSearchParams(request.path.split('?')[1]).get('period') as 'all'));
    }
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  renderRoute('/dashboard/earnings', test.store);
  return { asked };
}

describe('EarningsPage', () => {
  it('shows balances, the chart and the ledger, a negative balance carried forward, and changes period', async () => {
    const { asked } = open();
    expect(await screen.findByText('Consultation: Lease review')).toBeInTheDocument();
    expect(screen.getByTestId('Balance')).toHaveTextContent('−₹69.64/-');
    expect(screen.getByTestId('Paid out')).toHaveTextContent('₹400/-');
    expect(screen.getByText(/taken from your next earnings/)).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /Net earnings: Jan 2030 ₹330.36\/-/ });
    // Each bar names its month as people write it, and its amount.
    expect([...chart.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['Jan 2030', '₹330.36/-']);
    // No room kept below the axis when no month lost money.
    expect(chart).toHaveAttribute('height', '144');
    expect(screen.getByRole('row', { name: /Refund: Consultation: Lease review/ })).toHaveTextContent(
      '−₹667.40/-',
    );
    // The ledger dates its lines in the one date format, by India's calendar.
    expect(screen.getByRole('row', { name: /Refund: Consultation: Lease review/ })).toHaveTextContent(
      '01/08/2030',
    );
    expect(screen.getByRole('button', { name: 'Download statement (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Statement month' })).toHaveDisplayValue('Jan 2030');
    await userEvent.click(screen.getByText('This week'));
    await waitFor(() => expect(asked.at(-1)).toBe('/api/earnings?period=week'));
    expect(asked[0]).toBe('/api/earnings?period=all');
  });

  it('says when refunds took back all that a period earned, and when it earned nothing', async () => {
    const cancelledOut = (period: Earnings['period']): Earnings => ({
      ...earnings(period),
      chart: [{ label: '2030-01', netPaise: 0 }],
    });
    const route: FakeRoute = (request) =>
      request.path === '/api/validate-token'
        ? jsonReply(200, lawyer)
        : request.path === '/api/earnings?period=all'
          ? jsonReply(200, cancelledOut('all'))
          : jsonReply(200, { ...cancelledOut('week'), lines: [] });
    renderRoute(
      '/dashboard/earnings',
      createTestStore({ session: { token: 'jwt', userId: 'u1' }, route }).store,
    );
    expect(
      await screen.findByText('Nothing left to you in this period: refunds took back what was earned.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Net' })).toHaveStyle({ textAlign: 'right' });
    await userEvent.click(screen.getByText('This week'));
    expect(await screen.findByText('Nothing earned in this period yet.')).toBeInTheDocument();
  });

  it('tells a client that earnings are for lawyers, without asking the API', async () => {
    const { asked } = open(sampleUser);
    expect(await screen.findByText('Earnings are for lawyers only.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
