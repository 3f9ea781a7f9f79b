import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Earnings } from '@contract';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const lawyer = { ...sampleUser, role: 'professional' as const };
const noPan = { tdsBasisPoints: 500, tdsReason: 'TDS 5 %: no PAN given' };
const line = {
  grossPaise: 100110,
  feePaise: 0,
  gstPaise: 0,
  tdsPaise: 5006,
  netPaise: 95104,
  ...noPan,
};
const earnings = (period: Earnings['period']): Earnings => ({
  period,
  feeBasisPoints: 0,
  gstBasisPoints: 1800,
  panGiven: false,
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
      tdsPaise: -3337,
      netPaise: -63403,
      ...noPan,
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
  totals: { grossPaise: 33370, feePaise: 0, gstPaise: 0, tdsPaise: 1669, netPaise: 31701 },
  chart: [{ label: '2030-01', netPaise: 31701 }],
  balances: { earnedPaise: 31701, paidOutPaise: 40000, inTransitPaise: 0, balancePaise: -8299 },
  statementMonths: ['2030-01'],
});

function open(user: object = lawyer, reply: Partial<Earnings> = {}) {
  const asked: string[] = [];
  const route: FakeRoute = (request) => {
    if (request.path === '/api/validate-token') return jsonReply(200, user);
    if (request.path.startsWith('/api/earnings?')) {
      asked.push(request.path);
      const period = new URLSearchParams(request.path.split('?')[1]).get('period') as 'all';
      return jsonReply(200, { ...earnings(period), ...reply });
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
    expect(screen.getByTestId('Balance')).toHaveTextContent('−₹82.99/-');
    expect(screen.getByTestId('Paid out')).toHaveTextContent('₹400/-');
    expect(screen.getByText(/taken from your next earnings/)).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /Net earnings: Jan 2030 ₹317.01\/-/ });
    // Each bar names its month as people write it, and its amount.
    expect([...chart.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['Jan 2030', '₹317.01/-']);
    // No room kept below the axis when no month lost money.
    expect(chart).toHaveAttribute('height', '144');
    expect(screen.getByRole('row', { name: /Refund: Consultation: Lease review/ })).toHaveTextContent(
      '−₹667.40/-',
    );
    // Each line says which TDS rate applied and why.
    const paid = screen.getByRole('row', { name: /^\S+ Consultation Consultation: Lease review/ });
    expect(paid).toHaveTextContent('TDS 5 %: no PAN given');
    expect(paid).toHaveTextContent('₹50.06/-');
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

  it('asks a lawyer without a PAN for one, saying what it changes', async () => {
    open();
    expect(
      await screen.findByText(
        "No PAN given: TDS is 5 % of your gross. With a PAN, none while this financial year's gross stays within ₹5,00,000, then 0.1 %.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your PAN' })).toHaveAttribute(
      'href',
      '/dashboard/earnings/payout-settings',
    );
  });

  it('does not ask a lawyer who gave a PAN', async () => {
    open(lawyer, { panGiven: true });
    expect(await screen.findByText('Consultation: Lease review')).toBeInTheDocument();
    expect(screen.queryByText(/No PAN given/)).toBeNull();
  });

  it('tells a client that earnings are for lawyers, without asking the API', async () => {
    const { asked } = open(sampleUser);
    expect(await screen.findByText('Earnings are for lawyers only.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
