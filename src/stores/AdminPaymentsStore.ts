// Admins: payments and refunds (server/contract/adminPayments.ts) — a payment looked up by number, id or payer,
// one open with its refunds and webhook deliveries, a refund in policy or as an exception, failed refunds and Retry.
import type {
  AdminPaymentDetail,
  AdminPaymentLookup,
  AdminRefund,
  AdminRefundInput,
  FailedRefund,
  FailedRefundPage,
} from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { MorePages, reloadLimit } from './morePages';
import { messageOf, Resource } from './resource';
import { msg, translate } from '@/i18n';

// The contract (and zod with it) is fetched on first use.
const endpoints = async () => (await import('@contract')).adminPaymentEndpoints;

export class AdminPaymentsStore {
  /** What was searched last (the results are for it). */
  query = '';
  readonly results: Resource<AdminPaymentLookup>;
  /** The payment open below the results, and its id. */
  openId: string | null = null;
  readonly payment: Resource<AdminPaymentDetail>;
  readonly failed: Resource<FailedRefundPage>;
  readonly moreFailed: MorePages<FailedRefund, FailedRefundPage>;
  /** A refund or retry on its way. */
  saving = false;

  constructor(private readonly api: Pick<ApiClient, 'call'>) {
    this.results = new Resource(
      async () => this.api.call((await endpoints()).lookup, { query: { q: this.query } }),
      msg('Could not look the payment up.'),
    );
    this.payment = new Resource(
      async () => this.api.call((await endpoints()).payment, { params: { id: this.openId ?? '' } }),
      msg('Could not load this payment.'),
    );
    this.failed = new Resource(async () => {
      // A reload (after a retry) keeps as many failed refunds as are shown.
      const limit = reloadLimit(this.failed.data?.items.length ?? 0);
      return this.api.call((await endpoints()).failedRefunds, { query: { limit } });
    }, msg('Could not load the failed refunds.'));
    this.moreFailed = new MorePages(
      this.failed,
      async (cursor) => this.api.call((await endpoints()).failedRefunds, { query: { cursor } }),
      msg('Could not load more. Please try again.'),
    );
    makeAutoObservable<AdminPaymentsStore, 'api'>(this, {
      api: false,
      results: false,
      payment: false,
      failed: false,
      moreFailed: false,
    });
  }

  /** Looks payments up; a single match opens at once. */
  async search(text: string): Promise<void> {
    this.query = text.trim();
    this.open(null);
    if (!this.query) {
      this.results.reset();
      return;
    }
    await this.results.load();
    const items = this.results.data?.items ?? [];
    if (items.length === 1) await this.open(items[0]._id);
  }

  /** Opens a payment with its refunds and deliveries (null closes it). */
  open(id: string | null): Promise<void> {
    this.openId = id;
    this.payment.reset();
    return id ? this.payment.load() : Promise.resolve();
  }

  /** Refunds the open payment; the payment shows the refund. Rejects with the server's reason to show. */
  async refund(input: AdminRefundInput): Promise<AdminPaymentDetail> {
    const id = this.openId;
    if (!id) throw new Error(translate(msg('Open a payment first.')));
    this.saving = true;
    try {
      const updated = await this.api.call((await endpoints()).refund, { params: { id }, body: input });
      runInAction(() => {
        if (this.openId === id) this.payment.set(updated);
      });
      if (this.results.data) void this.results.load();
      return updated;
    } catch (error) {
      throw new Error(messageOf(error, translate(msg('The refund could not be issued.'))), { cause: error });
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Sends a failed refund again; the list (and an open payment) follow. */
  async retry(refundId: string): Promise<AdminRefund> {
    this.saving = true;
    try {
      const after = await this.api.call((await endpoints()).retryRefund, { params: { id: refundId } });
      await this.failed.load();
      if (this.openId === after.paymentId) await this.payment.load();
      return after;
    } catch (error) {
      throw new Error(messageOf(error, translate(msg('The refund could not be sent again.'))), {
        cause: error,
      });
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  reset(): void {
    this.query = '';
    this.openId = null;
    this.saving = false;
    this.results.reset();
    this.payment.reset();
    this.failed.reset();
    this.moreFailed.reset();
  }
}
