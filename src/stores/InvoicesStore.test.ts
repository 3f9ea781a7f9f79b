// The Invoices screen's store over the real API client: a sub-tab's documents with the search, the secured PIN
// in the download's body (never the address), and the invoice PDF by its declared path.
import { describe, expect, it } from 'vitest';
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
});
