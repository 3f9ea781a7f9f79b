// Legal documents as a service: the public catalogue, the caller's orders (a lawyer's also the open ones), the
// order on screen with its actions, and the admins' catalogue and stuck orders. Every call is a declared
// endpoint (server/contract/serviceOrders.ts); the screens read this store.
import {
  availabilityEndpoints,
  reviewEndpoints,
  serviceEndpoints,
  serviceOrderEndpoints as endpoints,
  type Service,
  type ServiceInput,
  type ServiceOrder,
} from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@/api/ApiError';
import type { ApiClient } from '@/api/client';

const messageOf = (error: unknown, fallback: string) =>
  (isApiError(error) && error.serverMessage) || fallback;

export class ServiceOrdersStore {
  catalogue: Service[] = [];
  catalogueError: string | null = null;
  service: Service | null = null;
  serviceError: string | null = null;
  orders: ServiceOrder[] = [];
  ordersLoaded = false;
  current: ServiceOrder | null = null;
  currentError: string | null = null;
  /** Admins. */
  allServices: Service[] = [];
  stuck: ServiceOrder[] = [];
  busy = false;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<ServiceOrdersStore, 'api'>(this, { api: false });
  }

  /** Sign-out: nothing of the last user's stays (the public catalogue does). */
  reset() {
    this.orders = [];
    this.ordersLoaded = false;
    this.current = null;
    this.currentError = null;
    this.allServices = [];
    this.stuck = [];
  }

  async loadCatalogue() {
    try {
      const { items } = await this.api.call(serviceEndpoints.catalogue);
      runInAction(() => {
        this.catalogue = items;
        this.catalogueError = null;
      });
    } catch (e) {
      runInAction(
        () => (this.catalogueError = messageOf(e, 'Could not load the documents. Please try again.')),
      );
    }
  }

  async loadService(slug: string) {
    this.service = null;
    this.serviceError = null;
    try {
      const service = await this.api.call(serviceEndpoints.service, { params: { slug } });
      runInAction(() => (this.service = service));
    } catch (e) {
      runInAction(() => (this.serviceError = messageOf(e, 'Could not load this document.')));
    }
  }

  /** Buys a package: an order awaiting payment (the page then goes to the payment). */
  async buy(serviceId: string): Promise<ServiceOrder> {
    return this.api.call(endpoints.create, { body: { serviceId } });
  }

  async loadOrders() {
    const { items } = await this.api.call(endpoints.list);
    runInAction(() => {
      this.orders = items;
      this.ordersLoaded = true;
    });
  }

  async loadOrder(id: string) {
    try {
      const order = await this.api.call(endpoints.get, { params: { id } });
      runInAction(() => {
        this.current = order;
        this.currentError = null;
      });
    } catch (e) {
      runInAction(() => (this.currentError = messageOf(e, 'Could not load this order.')));
    }
  }

  private async act(work: () => Promise<ServiceOrder>): Promise<ServiceOrder> {
    this.busy = true;
    try {
      const order = await work();
      runInAction(() => (this.current = order));
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
    return this.act(() => this.api.callMultipart(endpoints.details, { id }, form));
  }

  accept(id: string) {
    return this.act(() => this.api.call(endpoints.accept, { params: { id } }));
  }

  bookCall(id: string, start: string) {
    return this.act(() => this.api.call(endpoints.call, { params: { id }, body: { start } }));
  }

  deliver(id: string, file: File, note: string) {
    const form = new FormData();
    form.append('note', note);
    form.append('file', file, file.name);
    return this.act(() => this.api.callMultipart(endpoints.deliver, { id }, form));
  }

  revise(id: string, comments: string) {
    return this.act(() => this.api.call(endpoints.revision, { params: { id }, body: { comments } }));
  }

  approve(id: string) {
    return this.act(() => this.api.call(endpoints.approve, { params: { id } }));
  }

  cancel(id: string) {
    return this.act(() => this.api.call(endpoints.cancel, { params: { id } }));
  }

  /** The client reviews the lawyer of a delivered order (once); the order is then read again (no more Review). */
  async review(id: string, stars: number, text: string): Promise<void> {
    await this.api.call(reviewEndpoints.create, { body: { serviceOrderId: id, stars, text } });
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
    const reply = await this.api.call(availabilityEndpoints.freeSlots, {
      params: { id: lawyerId },
      query: { date },
    });
    return reply.slots;
  }

  // ---- admins ----

  async loadAdmin() {
    const [services, stuck] = await Promise.all([
      this.api.call(serviceEndpoints.adminCatalogue),
      this.api.call(serviceEndpoints.adminStuck),
    ]);
    runInAction(() => {
      this.allServices = services.items;
      this.stuck = stuck.items;
    });
  }

  async createService(input: ServiceInput) {
    await this.api.call(serviceEndpoints.adminCreate, { body: input });
    await this.loadAdmin();
  }

  async updateService(id: string, patch: Partial<ServiceInput> & { retired?: boolean }) {
    await this.api.call(serviceEndpoints.adminUpdate, { params: { id }, body: patch });
    await this.loadAdmin();
  }
}
