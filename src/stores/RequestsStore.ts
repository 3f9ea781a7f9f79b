// Consultation requests (the Create Request page): the list of one tab (a lawyer's 'Message requests' apart), its
// actions, the New request form's send (multipart with its documents, with progress), the document limits the
// server enforces (GET /api/health), and a document's download. Every call is a declared endpoint
// (contract/requests.ts), imported on first use: this store is built at start-up and must not pull the contract
// (and zod) into a public page's first load.
import type { ConsultationRequest, ConsultationRequestList, RequestStatus } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { MorePages, reloadLimit } from './morePages';
import { Resource } from './resource';
import { msg } from '@/i18n';

const contract = () => import('@contract');

/** How many documents, and how large each, a request may carry. */
export interface FileLimits {
  maxFiles: number;
  maxFileMb: number;
}

/** The server's own defaults, used until (or when) it has not answered. */
export const defaultFileLimits: FileLimits = { maxFiles: 5, maxFileMb: 10 };

export interface RequestListQuery {
  tab: RequestStatus;
  /** A lawyer's message requests: new requests from clients who never booked them. */
  unknownOnly: boolean;
}

export class RequestsStore {
  query: RequestListQuery = { tab: 'on-going', unknownOnly: false };
  /** One page of the tab (more appended by `more`), with the tab's total. */
  readonly list: Resource<ConsultationRequestList>;
  readonly more: MorePages<ConsultationRequest, ConsultationRequestList>;
  /** The limits the server enforces (LEXSETU_MAX_FILES_PER_REQUEST, LEXSETU_MAX_UPLOAD_MB). */
  fileLimits: FileLimits = defaultFileLimits;
  private limitsAsked = false;

  constructor(private readonly api: ApiClient) {
    this.list = new Resource(
      () =>
        this.tabList(this.query.tab, this.query.unknownOnly, {
          limit: reloadLimit(this.list.data?.items.length ?? 0),
        }),
      msg('Could not load your requests. Please try again.'),
    );
    this.more = new MorePages(
      this.list,
      (cursor) => this.tabList(this.query.tab, this.query.unknownOnly, { cursor }),
      msg('Could not load more requests. Please try again.'),
    );
    makeAutoObservable<RequestsStore, 'api'>(this, { api: false, list: false, more: false });
  }

  /** Forgets the list (another user signs in). */
  reset() {
    this.list.reset();
    this.more.reset();
  }

  /** The rows shown (every page loaded so far). */
  get items(): ConsultationRequest[] {
    return this.list.data?.items ?? [];
  }

  /** Shows one tab: the list starts over (another tab's rows never show under this one). */
  show(query: RequestListQuery) {
    this.query = query;
    this.list.reset();
    this.more.reset();
    void this.list.load();
  }

  /** One page of a tab without showing it (the overview reads its `total`): the first, or the one after `cursor`. */
  async tabList(
    tab: RequestStatus,
    unknownOnly = false,
    page: { cursor?: string; limit?: number } = {},
  ): Promise<ConsultationRequestList> {
    const { requestEndpoints } = await contract();
    const query = unknownOnly ? { tab, from: 'unknown' as const, ...page } : { tab, ...page };
    return this.api.call(requestEndpoints.list, { query });
  }

  /** Deletes the owner's request; the list drops it without a reload. */
  async remove(request: ConsultationRequest): Promise<void> {
    const { requestEndpoints } = await contract();
    await this.api.call(requestEndpoints.remove, { params: { id: request._id } });
    runInAction(() => {
      const shown = this.list.data;
      if (!shown) return;
      const items = shown.items.filter((r) => r._id !== request._id);
      this.list.set({
        ...shown,
        items,
        total: Math.max(0, shown.total - (shown.items.length - items.length)),
      });
    });
  }

  async act(request: ConsultationRequest, action: 'accept' | 'complete'): Promise<void> {
    const { requestEndpoints } = await contract();
    await this.api.call(requestEndpoints[action], { params: { id: request._id } });
    await this.list.load();
  }

  /** Sends the New request form (its fields and documents as `documents`). */
  async create(form: FormData, onProgress: (percent: number) => void): Promise<ConsultationRequest> {
    const { requestEndpoints } = await contract();
    return this.api.callMultipart(requestEndpoints.create, {}, form, onProgress);
  }

  /** One of a request's documents, as a Blob (the page saves it under its name). */
  async downloadDocument(documentId: string): Promise<Blob> {
    const { pathOf, requestEndpoints } = await contract();
    return this.api.download(pathOf(requestEndpoints.document, { id: documentId }));
  }

  /** Asks the server its limits once; the defaults stand in until it answers, or when it does not (it still
   * checks every upload). */
  async ensureFileLimits(): Promise<void> {
    if (this.limitsAsked) return;
    this.limitsAsked = true;
    try {
      const { metaEndpoints } = await contract();
      const { limits } = await this.api.call(metaEndpoints.health);
      runInAction(
        () => (this.fileLimits = { maxFiles: limits.maxFilesPerRequest, maxFileMb: limits.maxUploadMb }),
      );
    } catch (error) {
      runInAction(() => (this.limitsAsked = false)); // ask again next time
      console.warn('Upload limits unavailable, using the defaults', error);
    }
  }
}
