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
      if (path.startsWith('/api/documents?')) return jsonReply(200, { items: [doc], nextCursor: null });
      return new Response('%PDF-1.4', { status: 200 });
    };
    const store = new InvoicesStore(createFakeApi(route).api);
    await store.showDocuments({ tab: 'deleted', q: 'deed' });
    expect(store.documents.data?.items.map((d) => d.name)).toEqual(['deed.pdf']);
    await store.downloadDocument(doc, '2468');
    await store.invoicePdf({ _id: 'i1' } as never);
    expect(calls).toEqual([
      'GET /api/documents?tab=deleted&q=deed',
      'POST /api/documents/d1/download {"pin":"2468"}',
      'GET /api/invoices/i1/pdf',
    ]);
  });

  it("appends a search's next page after its cursor; a delete reloads as many rows, a new search starts over", async () => {
    const calls: string[] = [];
    const docs = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => ({
        ...doc,
        _id: `d${from + i}`,
        name: `deed ${from + i}.pdf`,
      }));
    const route: FakeRoute = ({ method, path }) => {
      calls.push(`${method} ${path}`);
      if (method === 'DELETE') return jsonReply(200, { message: 'Document deleted' });
      if (path.includes('cursor=c1')) return jsonReply(200, { items: docs(20, 25), nextCursor: null });
      if (path.includes('limit=25')) return jsonReply(200, { items: docs(1, 25), nextCursor: null });
      return jsonReply(200, { items: docs(0, 20), nextCursor: 'c1' });
    };
    const store = new InvoicesStore(createFakeApi(route).api);
    await store.showDocuments({ tab: 'all', q: 'deed' });
    expect(store.moreDocuments.hasMore).toBe(true);
    await store.moreDocuments.load();
    expect(store.documents.data?.items).toHaveLength(25);
    expect(store.moreDocuments.hasMore).toBe(false);
    await store.deleteDocument(store.documents.data!.items[0]!);
    expect(store.documents.data?.items.map((d) => d._id)).toEqual(docs(1, 25).map((d) => d._id));
    await store.showDocuments({ tab: 'all', q: 'lease' });
    expect(calls).toEqual([
      'GET /api/documents?tab=all&q=deed',
      'GET /api/documents?tab=all&q=deed&cursor=c1',
      'DELETE /api/documents/d0',
      'GET /api/documents?tab=all&q=deed&limit=25',
      'GET /api/documents?tab=all&q=lease',
    ]);
  });

  it('shows the first page of invoices, appends the next one after its cursor, and starts over on a new sort', async () => {
    const calls: string[] = [];
    const invoice = (id: string) => ({
      _id: id,
      kind: 'invoice',
      number: `INV/26-27/${id}`,
      corrects: null,
      fileName: `${id}.pdf`,
      issuedFrom: 'LexSetu',
      issuedAt: '2026-03-05T10:00:00.000Z',
      description: 'Premium monthly',
      type: 'plan',
      taxablePaise: 8390,
      gstPaise: 1510,
      totalPaise: 9900,
      reverseCharge: false,
      status: 'paid',
    });
    const route: FakeRoute = ({ path }) => {
      calls.push(path);
      if (path.includes('cursor=c1')) return jsonReply(200, { items: [invoice('i3')], nextCursor: null });
      return jsonReply(200, { items: [invoice('i1'), invoice('i2')], nextCursor: 'c1' });
    };
    const store = new InvoicesStore(createFakeApi(route).api);
    await store.showInvoices({ sort: 'sort by budget', q: 'plan' });
    expect(store.moreInvoices.hasMore).toBe(true);
    await store.moreInvoices.load();
    expect(store.invoices.data?.items.map((i) => i._id)).toEqual(['i1', 'i2', 'i3']);
    expect(store.moreInvoices.hasMore).toBe(false);
    await store.showInvoices({ sort: 'sort by date', q: '' });
    expect(store.invoices.data?.items.map((i) => i._id)).toEqual(['i1', 'i2']);
    expect(calls).toEqual([
      '/api/invoices?sort=sort+by+budget&q=plan',
      '/api/invoices?sort=sort+by+budget&q=plan&cursor=c1',
      '/api/invoices?sort=sort+by+date&q=',
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
    expect(store.activities).toMatchObject({ state: 'ready', data: { items: [], nextCursor: null } });
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
