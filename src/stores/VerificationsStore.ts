// Admins' review of lawyer profiles: the pending ones, Approve or Reject with a reason, and each certificate as
// a file. Every call is a declared endpoint (server/contract/verification.ts), imported on first use: this store
// is built at start-up and must not pull the contract (and zod) into a public page's first load.
import type { VerificationItem } from '@contract';
import { pathOf } from '@contract/paths';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { messageOf, Resource } from './resource';

const endpoints = async () => (await import('@contract')).verificationEndpoints;

export class VerificationsStore {
  readonly pending: Resource<VerificationItem[]>;
  /** The profile whose decision is on its way. */
  deciding: string | null = null;

  constructor(private readonly api: ApiClient) {
    this.pending = new Resource(
      async () => this.api.call((await endpoints()).list, { query: { status: 'pending' } }),
      'Could not load the verifications.',
    );
    makeAutoObservable<VerificationsStore, 'api'>(this, { api: false, pending: false });
  }

  /** Sign-out: nothing of the last admin's stays. */
  reset(): void {
    this.pending.reset();
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
      throw new Error(messageOf(error, 'Could not save the decision.'), { cause: error });
    } finally {
      runInAction(() => (this.deciding = null));
    }
  }

  /** The lawyer's certificate as a Blob (the screen saves it under its own name). */
  async certificate(item: VerificationItem): Promise<Blob> {
    const { certificate } = await endpoints();
    return this.api.download(pathOf(certificate, { userId: item._id }));
  }
}
