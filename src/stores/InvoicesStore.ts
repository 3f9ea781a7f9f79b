// The Invoices screen: the Documents tab (the list of one sub-tab and search, uploads with progress, delete and
// restore, the download behind a secured PIN, the lawyers a document can be shared with) and the Invoices tab
// (the list searched and sorted, each as a PDF). Every call is a declared endpoint (contract/documents.ts,
// money.ts), imported on first use: this store is built at start-up and must not pull the contract (and zod)
// into a public page's first load.
import type { DocumentItem, Invoice, InvoiceSort, ShareTarget } from '@contract';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@/api/client';
import { Resource } from './resource';

const contract = () => import('@contract');

export interface DocumentQuery {
  tab: 'all' | 'deleted';
  q: string;
}
export interface InvoiceQuery {
  sort: InvoiceSort;
  q: string;
}

export class InvoicesStore {
  documentQuery: DocumentQuery = { tab: 'all', q: '' };
  readonly documents: Resource<DocumentItem[]>;
  readonly shareTargets: Resource<ShareTarget[]>;
  invoiceQuery: InvoiceQuery = { sort: 'sort by date', q: '' };
  readonly invoices: Resource<Invoice[]>;

  constructor(private readonly api: ApiClient) {
    this.documents = new Resource(async () => {
      const { documentEndpoints } = await contract();
      return this.api.call(documentEndpoints.list, { query: { ...this.documentQuery } });
    }, 'Your documents could not be loaded.');
    this.shareTargets = new Resource(async () => {
      const { documentEndpoints } = await contract();
      return this.api.call(documentEndpoints.shareTargets);
    }, 'The lawyers to share with could not be loaded.');
    this.invoices = new Resource(async () => {
      const { moneyEndpoints } = await contract();
      return this.api.call(moneyEndpoints.invoices, { query: { ...this.invoiceQuery } });
    }, 'Your invoices could not be loaded.');
    makeAutoObservable<InvoicesStore, 'api'>(this, {
      api: false,
      documents: false,
      shareTargets: false,
      invoices: false,
    });
  }

  /** Forgets what was shown (another user signs in). */
  reset() {
    this.documents.reset();
    this.shareTargets.reset();
    this.invoices.reset();
  }

  /** Shows a sub-tab's documents matching the search; another sub-tab starts over (its rows never mix). */
  showDocuments(query: DocumentQuery): Promise<void> {
    if (query.tab !== this.documentQuery.tab) this.documents.reset();
    this.documentQuery = query;
    return this.documents.load();
  }

  /** Uploads a document (multipart: `file` and the form's fields); resolves with the server's message. */
  async upload(form: FormData, onProgress: (percent: number) => void): Promise<string> {
    const { documentEndpoints } = await contract();
    const { message } = await this.api.callMultipart(documentEndpoints.upload, {}, form, onProgress);
    return message;
  }

  async deleteDocument(doc: DocumentItem): Promise<void> {
    const { documentEndpoints } = await contract();
    await this.api.call(documentEndpoints.remove, { params: { id: doc._id } });
    await this.documents.load();
  }

  async restoreDocument(doc: DocumentItem): Promise<void> {
    const { documentEndpoints } = await contract();
    await this.api.call(documentEndpoints.restore, { params: { id: doc._id } });
    await this.documents.load();
  }

  /** The document as a Blob; a secured one needs its PIN (in the body, never in the address). */
  async downloadDocument(doc: DocumentItem, pin?: string): Promise<Blob> {
    const { documentEndpoints, pathOf } = await contract();
    return this.api.download(pathOf(documentEndpoints.download, { id: doc._id }), {
      method: 'POST',
      body: pin === undefined ? {} : { pin },
    });
  }

  showInvoices(query: InvoiceQuery): Promise<void> {
    this.invoiceQuery = query;
    return this.invoices.load();
  }

  /** An invoice or credit note as its PDF. */
  async invoicePdf(invoice: Invoice): Promise<Blob> {
    const { moneyEndpoints, pathOf } = await contract();
    return this.api.download(pathOf(moneyEndpoints.invoicePdf, { id: invoice._id }));
  }
}
