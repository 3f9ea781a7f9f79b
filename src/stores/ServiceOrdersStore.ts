// Legal documents as a service: the public catalogue, the caller's orders (a lawyer's also the open ones), the
// order on screen with its actions, and the admins' catalogue and stuck orders. Every call is a declared
// endpoint (server/contract/serviceOrders.ts), imported on first use: this store is built at start-up and must
// not pull the contract (and zod) into a public page's first load. The screens read this store.
import type { Service, ServiceInput, ServiceOrder, ServiceOrderPage } from '@contract';

import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { MorePages, reloadLimit } from './morePages';
import { Resource } from './resource';
import { msg, translate } from '@/i18n';

const contract = () => import('@contract');
const endpoints = async () => (await contract()).serviceOrderEndpoints;
const serviceEndpoints = async () => (await contract()).serviceEndpoints;

/** The admins' screen: the whole catalogue (retired packages too) and the stuck orders. */
export interface AdminCatalogue {
  services: Service[];
  stuck: ServiceOrder[];
}

export class ServiceOrdersStore {
  /** The public catalogue. */
  readonly catalogue: Resource<Service[]>;
  /** The package on screen (`serviceSlug`). */
  serviceSlug: string | null = null;
  readonly service: Resource<Service>;
  /** The caller's orders, newest first, a page at a time (more appended by `more`); the first page also holds a
   * lawyer's open ones. */
  readonly orders: Resource<ServiceOrderPage>;
  readonly more: MorePages<ServiceOrder, ServiceOrderPage>;
  /** The order on screen (`currentId`). */
  currentId: string | null = null;
  readonly current: Resource<ServiceOrder>;
  /** Admins. */
  readonly admin: Resource<AdminCatalogue>;
  busy = false;

  constructor(private readonly api: ApiClient) {
    this.catalogue = new Resource(
      async () => (await this.api.call((await serviceEndpoints()).catalogue)).items,
      msg('Could not load the documents. Please try again.'),
    );
    this.service = new Resource(async () => {
      const params = { slug: this.serviceSlug ?? '' };
      return this.api.call((await serviceEndpoints()).service, { params });
    }, msg('Could not load this document.'));
    this.orders = new Resource(
      async () => {
        // A reload keeps as many of the caller's own orders as are shown (the open ones come on the first page).
        const shown = this.orders.data?.items.filter((o) => !o.can.accept).length ?? 0;
        return this.api.call((await endpoints()).list, { query: { limit: reloadLimit(shown) } });
      },
      () => translate('Could not load your document orders.'),
    );
    this.more = new MorePages(
      this.orders,
      async (cursor) => this.api.call((await endpoints()).list, { query: { cursor } }),
      msg('Could not load more document orders. Please try again.'),
    );
    this.current = new Resource(async () => {
      const params = { id: this.currentId ?? '' };
      return this.api.call((await endpoints()).get, { params });
    }, msg('Could not load this order.'));
    this.admin = new Resource(
      async () => {
        const [services, stuck] = await Promise.all([
          this.api.call((await serviceEndpoints()).adminCatalogue),
          this.api.call((await serviceEndpoints()).adminStuck),
        ]);
        return { services: services.items, stuck: stuck.items };
      },
      () => translate('Could not load the catalogue.'),
    );
    makeAutoObservable<ServiceOrdersStore, 'api'>(this, {
      api: false,
      catalogue: false,
      service: false,
      orders: false,
      more: false,
      current: false,
      admin: false,
    });
  }

  /** Sign-out: nothing of the last user's stays (the public catalogue does). */
  reset() {
    this.orders.reset();
    this.more.reset();
    this.currentId = null;
    this.current.reset();
    this.admin.reset();
  }

  loadCatalogue(): Promise<void> {
    return this.catalogue.load();
  }

  /** Shows a package; another package starts over (never the last one's page under this one's address). */
  loadService(slug: string): Promise<void> {
    if (slug !== this.serviceSlug) this.service.reset();
    this.serviceSlug = slug;
    return this.service.load();
  }

  /** Buys a package: an order awaiting payment (the page then goes to the payment). */
  async buy(serviceId: string): Promise<ServiceOrder> {
    return this.api.call((await endpoints()).create, { body: { serviceId } });
  }

  loadOrders(): Promise<void> {
    return this.orders.load();
  }

  /** Shows an order; another order starts over (never the last one's actions under this one's address). */
  loadOrder(id: string): Promise<void> {
    if (id !== this.currentId) this.current.reset();
    this.currentId = id;
    return this.current.load();
  }

  private async act(work: () => Promise<ServiceOrder>): Promise<ServiceOrder> {
    this.busy = true;
    try {
      const order = await work();
      runInAction(() => {
        this.currentId = order._id;
        this.current.set(order);
      });
      return order;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Answers and files of the questionnaire (multipart: `answers` JSON, one file part per file question). */
  sendDetails(id: string, answers: Record<string, string>, files: Record<string, File>) {
    const form = new FormData();
    form.append('answers', JSON.stringify(answers));
    for (const [questionId, file] of Object.entries(files)) form.append(questionId, file, file.name);
    return this.act(async () => this.api.callMultipart((await endpoints()).details, { id }, form));
  }

  accept(id: string) {
    return this.act(async () => this.api.call((await endpoints()).accept, { params: { id } }));
  }

  bookCall(id: string, start: string) {
    return this.act(async () => this.api.call((await endpoints()).call, { params: { id }, body: { start } }));
  }

  deliver(id: string, file: File, note: string) {
    const form = new FormData();
    form.append('note', note);
    form.append('file', file, file.name);
    return this.act(async () => this.api.callMultipart((await endpoints()).deliver, { id }, form));
  }

  revise(id: string, comments: string) {
    return this.act(async () =>
      this.api.call((await endpoints()).revision, { params: { id }, body: { comments } }),
    );
  }

  approve(id: string) {
    return this.act(async () => this.api.call((await endpoints()).approve, { params: { id } }));
  }

  cancel(id: string) {
    return this.act(async () => this.api.call((await endpoints()).cancel, { params: { id } }));
  }

  /** The client reviews the lawyer of a delivered order (once); the order is then read again (no more Review). */
  async review(id: string, stars: number, text: string): Promise<void> {
    await this.api.call((await contract()).reviewEndpoints.create, {
      body: { serviceOrderId: id, stars, text },
    });
    await this.loadOrder(id);
  }

  /** A file of the order as a Blob (the page saves it under its own name). */
  downloadFile(id: string, fileId: string): Promise<Blob> {
    return this.api.download(
      `/api/service-orders/${encodeURIComponent(id)}/files/${encodeURIComponent(fileId)}`,
    );
  }

  /** Free slots of the order's lawyer on a date (IST), for the included call. */
  async freeSlots(lawyerId: string, date: string): Promise<string[]> {
    const reply = await this.api.call((await contract()).availabilityEndpoints.freeSlots, {
      params: { id: lawyerId },
      query: { date },
    });
    return reply.slots;
  }

  // ---- admins ----

  loadAdmin(): Promise<void> {
    return this.admin.load();
  }

  async createService(input: ServiceInput) {
    await this.api.call((await serviceEndpoints()).adminCreate, { body: input });
    await this.loadAdmin();
  }

  async updateService(id: string, patch: Partial<ServiceInput> & { retired?: boolean }) {
    await this.api.call((await serviceEndpoints()).adminUpdate, { params: { id }, body: patch });
    await this.loadAdmin();
  }
}
