// Admins' review of lawyer profiles: the pending ones, Approve or Reject with a reason, each certificate as a
// file (previewed or saved) and each lawyer's record (decisions, no-shows). Every call is a declared endpoint (server/contract/verification.ts), imported on first use: this store
// is built at start-up and must not pull the contract (and zod) into a public page's first load.
import type { LawyerRecord, VerificationItem, VerificationList } from '@contract';
import { pathOf } from '@contract/paths';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { MorePages, reloadLimit } from './morePages';
import { messageOf, Resource } from './resource';
import { msg, translate } from '@/i18n';

const endpoints = async () => (await import('@contract')).verificationEndpoints;

export class VerificationsStore {
  /** Pending profiles, first submitted first, a page at a time (more appended by `more`). */
  readonly pending: Resource<VerificationList>;
  readonly more: MorePages<VerificationItem, VerificationList>;
  /** The profile whose decision is on its way. */
  deciding: string | null = null;
  /** Each lawyer's decisions and no-show record, loaded when the admin asks for it. */
  readonly records = new Map<string, Resource<LawyerRecord>>();

  constructor(private readonly api: ApiClient) {
    this.pending = new Resource(async () => {
      // A reload (after a decision) asks for as many profiles as are shown.
      const limit = reloadLimit(this.pending.data?.items.length ?? 0);
      return this.api.call((await endpoints()).list, { query: { status: 'pending', limit } });
    }, msg('Could not load the verifications.'));
    this.more = new MorePages(
      this.pending,
      async (cursor) => this.api.call((await endpoints()).list, { query: { status: 'pending', cursor } }),
      msg('Could not load more. Please try again.'),
    );
    makeAutoObservable<VerificationsStore, 'api'>(this, {
      api: false,
      pending: false,
      more: false,
      records: false,
    });
  }

  /** Sign-out: nothing of the last admin's stays. */
  reset(): void {
    this.pending.reset();
    this.more.reset();
    this.records.clear();
  }

  /** A lawyer's re-verification history and no-show record (loaded on first use). */
  record(userId: string): Resource<LawyerRecord> {
    let found = this.records.get(userId);
    if (!found) {
      found = new Resource(
        async () => this.api.call((await endpoints()).record, { params: { userId } }),
        msg("Could not load the lawyer's record."),
      );
      this.records.set(userId, found);
    }
    return found;
  }

  /** Approves, or rejects with the reason the lawyer is told; then the list again. Rejects with what to show. */
  async decide(item: VerificationItem, decision: { approve: true } | { reason: string }): Promise<void> {
    this.deciding = item._id;
    try {
      const params = { userId: item._id };
      if ('reason' in decision)
        await this.api.call((await endpoints()).reject, { params, body: { reason: decision.reason } });
      else await this.api.call((await endpoints()).approve, { params });
      await this.pending.load();
    } catch (error) {
      throw new Error(messageOf(error, translate('Could not save the decision.')), { cause: error });
    } finally {
      runInAction(() => (this.deciding = null));
    }
  }

  /** The lawyer's certificate as a Blob, fetched with the admin's token (saved, or previewed from a blob URL). */
  async certificate(item: VerificationItem): Promise<Blob> {
    const { certificate } = await endpoints();
    return this.api.download(pathOf(certificate, { userId: item._id }));
  }
}
