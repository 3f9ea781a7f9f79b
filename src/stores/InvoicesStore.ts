// The Invoices screen: the Documents tab (the list of one sub-tab and search, uploads with progress, delete and
// restore, the download behind a secured PIN, the lawyers a document can be shared with) and the Invoices tab
// (the list searched and sorted, each as a PDF); Bills & Payments (one period's bills, searched; the unpaid ones
// on the overview) and Activities (one period's rows, sorted and searched). Every call is a declared endpoint
// (contract/documents.ts, money.ts), imported on first use: this store is built at start-up and must not pull
// the contract (and zod) into a public page's first load.
import type {
  Activity,
  activitySorts,
  Bills,
  DocumentItem,
  DocumentPage,
  Invoice,
  InvoicePage,
  InvoiceSort,
  Period,
  ShareTarget,
} from '@contract';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@/api/client';
import { MorePages, reloadLimit, type KeysetList } from './morePages';
import { MoreRows } from './moreRows';
import { Resource } from './resource';
import { msg } from '@/i18n';

const contract = () => import('@contract');

export interface DocumentQuery {
  tab: 'all' | 'deleted';
  q: string;
}
export interface InvoiceQuery {
  sort: InvoiceSort;
  q: string;
}

export interface BillsQuery {
  period: Period;
  q: string;
}
export interface ActivityQuery {
  period: Period;
  sort: (typeof activitySorts)[number];
  q: string;
}
/** What the client still has to pay (the overview's card). */
export interface Unpaid {
  count: number;
  amountPaise: number;
}

export class InvoicesStore {
  documentQuery: DocumentQuery = { tab: 'all', q: '' };
  /** A reload after a delete or restore asks for as many documents as are shown; another search, a first page. */
  private documentsLimit: number | undefined = undefined;
  /** The sub-tab's documents matching the search, newest first (more appended by `moreDocuments`). */
  readonly documents: Resource<DocumentPage>;
  readonly moreDocuments: MorePages<DocumentItem, DocumentPage>;
  readonly shareTargets: Resource<ShareTarget[]>;
  invoiceQuery: InvoiceQuery = { sort: 'sort by date', q: '' };
  /** The first page of invoices in the order asked (more appended by `moreInvoices`). */
  readonly invoices: Resource<InvoicePage>;
  readonly moreInvoices: MorePages<Invoice, InvoicePage>;
  billsQuery: BillsQuery = { period: 'All Data', q: '' };
  /** One period's cards and chart, over all engagements; the first page of them (more by `moreBills`). */
  readonly bills: Resource<Bills>;
  readonly moreBills: MoreRows<Bills>;
  activityQuery: ActivityQuery = { period: 'All Data', sort: 'By date', q: '' };
  /** The first page of activities (more appended by `moreActivities`). */
  readonly activities: Resource<KeysetList<Activity>>;
  readonly moreActivities: MorePages<Activity>;

  constructor(private readonly api: ApiClient) {
    this.documents = new Resource(async () => {
      const { documentEndpoints } = await contract();
      const query = { ...this.documentQuery, limit: this.documentsLimit };
      return this.api.call(documentEndpoints.list, { query });
    }, msg('Your documents could not be loaded.'));
    this.moreDocuments = new MorePages(
      this.documents,
      async (cursor) => {
        const { documentEndpoints } = await contract();
        return this.api.call(documentEndpoints.list, { query: { ...this.documentQuery, cursor } });
      },
      msg('Could not load more. Please try again.'),
    );
    this.shareTargets = new Resource(async () => {
      const { documentEndpoints } = await contract();
      return this.api.call(documentEndpoints.shareTargets);
    }, msg('The lawyers to share with could not be loaded.'));
    this.invoices = new Resource(async () => {
      const { moneyEndpoints } = await contract();
      return this.api.call(moneyEndpoints.invoices, { query: { ...this.invoiceQuery } });
    }, msg('Your invoices could not be loaded.'));
    this.moreInvoices = new MorePages(
      this.invoices,
      async (cursor) => {
        const { moneyEndpoints } = await contract();
        return this.api.call(moneyEndpoints.invoices, { query: { ...this.invoiceQuery, cursor } });
      },
      msg('Could not load more. Please try again.'),
    );
    this.bills = new Resource(async () => {
      try {
        return await this.fetchBills(this.billsQuery);
      } catch (error) {
        console.error('Loading bills failed', error);
        throw error;
      }
    }, msg('Your bills could not be loaded.'));
    this.moreBills = new MoreRows(
      this.bills,
      async (cursor) => this.fetchBills({ ...this.billsQuery, cursor }),
      (shown, page) => ({ ...page, engagements: [...shown.engagements, ...page.engagements] }),
      msg('Could not load more. Please try again.'),
    );
    this.activities = new Resource(async () => {
      const { moneyEndpoints } = await contract();
      try {
        return await this.api.callArrayPage(moneyEndpoints.activities, { query: { ...this.activityQuery } });
      } catch (error) {
        console.error('Loading activities failed', error);
        throw error;
      }
    }, msg('Your activities could not be loaded.'));
    this.moreActivities = new MorePages(
      this.activities,
      async (cursor) => {
        const { moneyEndpoints } = await contract();
        return this.api.callArrayPage(moneyEndpoints.activities, {
          query: { ...this.activityQuery, cursor },
        });
      },
      msg('Could not load more. Please try again.'),
    );
    makeAutoObservable<InvoicesStore, 'api'>(this, {
      api: false,
      documents: false,
      moreDocuments: false,
      shareTargets: false,
      invoices: false,
      moreInvoices: false,
      bills: false,
      moreBills: false,
      activities: false,
      moreActivities: false,
    });
  }

  /** Forgets what was shown (another user signs in). */
  reset() {
    this.documents.reset();
    this.moreDocuments.reset();
    this.shareTargets.reset();
    this.invoices.reset();
    this.moreInvoices.reset();
    this.bills.reset();
    this.moreBills.reset();
    this.activities.reset();
    this.moreActivities.reset();
  }

  /** Shows a sub-tab's documents matching the search; another sub-tab starts over (its rows never mix). */
  showDocuments(query: DocumentQuery): Promise<void> {
    if (query.tab !== this.documentQuery.tab) this.documents.reset();
    this.documentQuery = query;
    this.documentsLimit = undefined;
    this.moreDocuments.reset();
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
    await this.reloadDocuments();
  }

  async restoreDocument(doc: DocumentItem): Promise<void> {
    const { documentEndpoints } = await contract();
    await this.api.call(documentEndpoints.restore, { params: { id: doc._id } });
    await this.reloadDocuments();
  }

  private reloadDocuments(): Promise<void> {
    this.documentsLimit = reloadLimit(this.documents.data?.items.length ?? 0);
    this.moreDocuments.reset();
    return this.documents.load();
  }

  /** The document as a Blob; a secured one needs its PIN (in the body, never in the address). */
  async downloadDocument(doc: DocumentItem, pin?: string): Promise<Blob> {
    const { documentEndpoints, pathOf } = await contract();
    return this.api.download(pathOf(documentEndpoints.download, { id: doc._id }), {
      method: 'POST',
      body: pin === undefined ? {} : { pin },
    });
  }

  /** Shows the first page of invoices matching the search, in the order asked. */
  showInvoices(query: InvoiceQuery): Promise<void> {
    this.invoiceQuery = query;
    this.moreInvoices.reset();
    return this.invoices.load();
  }

  /** An invoice or credit note as its PDF. */
  async invoicePdf(invoice: Invoice): Promise<Blob> {
    const { moneyEndpoints, pathOf } = await contract();
    return this.api.download(pathOf(moneyEndpoints.invoicePdf, { id: invoice._id }));
  }

  /** Shows one period's bills matching the search. */
  showBills(query: BillsQuery): Promise<void> {
    this.billsQuery = query;
    this.moreBills.reset();
    return this.bills.load();
  }

  /** Shows one period's activities, sorted, matching the search. */
  showActivities(query: ActivityQuery): Promise<void> {
    this.activityQuery = query;
    this.moreActivities.reset();
    return this.activities.load();
  }

  /** The client's unpaid consultations and their amount, over all their bills (not shown by `bills`). */
  async unpaid(): Promise<Unpaid> {
    const { summary } = await this.fetchBills({ period: 'All Data', q: '' });
    return { count: summary.pendingPayments, amountPaise: summary.amountToBePaidPaise };
  }

  private async fetchBills(query: BillsQuery & { cursor?: string }): Promise<Bills> {
    const { moneyEndpoints } = await contract();
    return this.api.call(moneyEndpoints.bills, { query: { ...query } });
  }
}
