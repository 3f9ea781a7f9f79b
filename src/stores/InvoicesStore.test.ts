// The Invoices screen's store over the real API client: a sub-tab's documents with the search, the secured PIN
// in the download's body (never the address), and the invoice PDF by its declared path.
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, jsonReply, type FakeRoute } from '@/test/fakes';
import { InvoicesStore } from './InvoicesStore';

const doc = {
  _id: 'd1',
  name: 'deed.pdf',
  docType: 'PDF',
  description: '',
  securedPin: true,
  sharedWith: '',
  sharedWithId: null,
  isOwner: true,
  createdAt: '2026-03-05T10:00:00.000Z',
  deletedAt: null,
};

describe('InvoicesStore', () => {
  it('lists a sub-tab with the search, downloads behind the PIN and fetches an invoice PDF', async () => {
    const calls: string[] = [];
    const route: FakeRoute = ({ method, path, body }) => {
      calls.push(`${method} ${path} ${body ? JSON.stringify(body) : ''}`.trim());
      if (path.startsWith('/api/documents?')) return jsonReply(200, [doc]);
      return new Response('%PDF-1.4', { status: 200 });
    };
    const store = new InvoicesStore(createFakeApi(route).api);
    await store.showDocuments({ tab: 'deleted', q: 'deed' });
    expect(store.documents.data?.map((d) => d.name)).toEqual(['deed.pdf']);
    await store.downloadDocument(doc, '2468');
    await store.invoicePdf({ _id: 'i1' } as never);
    expect(calls).toEqual([
      'GET /api/documents?tab=deleted&q=deed',
      'POST /api/documents/d1/download {"pin":"2468"}',
      'GET /api/invoices/i1/pdf',
    ]);
  });

  it("says the server's reason when a wrong PIN is refused", async () => {
    const store = new InvoicesStore(
      createFakeApi(() => jsonReply(403, { message: 'Wrong PIN.', code: 'forbidden' })).api,
    );
    await expect(store.downloadDocument(doc, '0000')).rejects.toMatchObject({ serverMessage: 'Wrong PIN.' });
  });

  it("shows one period's bills and activities as asked, and the client's unpaid bills over all of them", async () => {
    const calls: string[] = [];
    const bills = (pendingPayments: number) => ({
      summary: {
        totalSpendingsPaise: 0,
        pendingPayments,
        amountToBePaidPaise: pendingPayments * 1000,
        totalExperts: 0,
      },
      monthly: [],
      engagements: [],
      view: 'client',
      earnings: null,
    });
    const route: FakeRoute = ({ path }) => {
      calls.push(path);
      if (path.startsWith('/api/transactions?')) return jsonReply(200, []);
      return jsonReply(200, bills(path.includes('q=&') || path.endsWith('q=') ? 3 : 1));
    };
    const store = new InvoicesStore(createFakeApi(route).api);
    await store.showBills({ period: 'Last 3 Months', q: 'rohan' });
    expect(store.bills.data?.summary.pendingPayments).toBe(1);
    await store.showActivities({ period: 'All Data', sort: 'By amount', q: '' });
    expect(store.activities).toMatchObject({ state: 'ready', data: [] });
    expect(await store.unpaid()).toEqual({ count: 3, amountPaise: 3000 });
    expect(calls).toEqual([
      '/api/bills?period=Last+3+Months&q=rohan',
      '/api/transactions?period=All+Data&sort=By+amount&q=',
      '/api/bills?period=All+Data&q=',
    ]);
    // The overview's question never replaces the bills on screen.
    expect(store.bills.data?.summary.pendingPayments).toBe(1);
    store.reset();
    expect([store.bills.data, store.activities.data]).toEqual([undefined, undefined]);
  });

  it('says its own words when the bills or activities cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = new InvoicesStore(createFakeApi(() => new TypeError('Failed to fetch')).api);
    await store.showBills({ period: 'All Data', q: '' });
    await store.showActivities({ period: 'All Data', sort: 'By date', q: '' });
    expect([store.bills.error, store.activities.error]).toEqual([
      'Your bills could not be loaded.',
      'Your activities could not be loaded.',
    ]);
  });
});
