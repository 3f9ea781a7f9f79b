// LazyTable on a phone: each row a card with its labels, the actions at its foot, more rows on request; on a
// wider screen antd's table.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyTable } from './LazyTable';
import { PHONE_SCREEN } from './RowCards';

interface Bill {
  _id: string;
  expert: string;
  fee: { paise: number };
  status: string;
}

const bills: Bill[] = Array.from({ length: 12 }, (_, i) => ({
  _id: `b${i}`,
  expert: `Lawyer ${i + 1}`,
  fee: { paise: (i + 1) * 100_00 },
  status: i === 0 ? 'Pending payment' : 'Paid',
}));

function showTable(phone: boolean, rows: Bill[] = bills, onPay = vi.fn()) {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...real(query),
    matches: phone && query === PHONE_SCREEN,
  }));
  render(
    <LazyTable<Bill>
      rowKey="_id"
      dataSource={rows}
      pagination={{ pageSize: 5 }}
      locale={{ emptyText: 'No engagements in this period.' }}
      onRow={(bill) => ({ 'aria-label': bill.expert }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: 'Expert', dataIndex: 'expert' },
        { title: 'Fee', dataIndex: ['fee', 'paise'], render: (p: number) => `₹${p / 100}` },
        { title: 'Note', key: 'note', render: () => null },
        {
          title: 'Status',
          dataIndex: 'status',
          fixed: 'right',
          render: (status: string, bill) => (
            <>
              {status}
              {status !== 'Paid' && <Button onClick={() => onPay(bill._id)}>Pay</Button>}
            </>
          ),
        },
      ]}
    />,
  );
  return onPay;
}

afterEach(() => vi.restoreAllMocks());

describe('LazyTable', () => {
  it('shows each row of a page as a card on a phone: title, labelled values, actions at the foot', async () => {
    const onPay = showTable(true);
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(screen.queryByRole('table')).toBeNull();
    const first = screen.getByRole('listitem', { name: 'Lawyer 1' });
    expect(first.querySelector('.row-card-title')).toHaveTextContent('Lawyer 1');
    const fee = within(first).getByText('Fee');
    expect(fee.tagName).toBe('DT');
    expect(fee.nextElementSibling).toHaveTextContent('₹100');
    expect(within(first).getByText('Note').nextElementSibling).toHaveTextContent('—');
    const foot = first.querySelector('.row-card-actions')!;
    expect(foot).toHaveTextContent('Pending payment');
    await userEvent.click(within(foot as HTMLElement).getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenCalledWith('b0');
    expect(within(screen.getByRole('listitem', { name: 'Lawyer 2' })).queryByRole('button')).toBeNull();
  });

  it('shows the next rows on request, a page at a time, until all are shown', async () => {
    showTable(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Show 5 more of 7' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 more of 2' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('listitem', { name: 'Lawyer 12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more of/ })).toBeNull();
  });

  it("says the table's empty text on a phone", () => {
    showTable(true, []);
    expect(screen.getByText('No engagements in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('is a table on a wider screen', async () => {
    showTable(false);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Expert',
      'Fee',
      'Note',
      'Status',
    ]);
    expect(screen.queryByRole('listitem', { name: 'Lawyer 1' })).toBeNull();
  });
});
