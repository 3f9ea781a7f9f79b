// Admins' review of lawyer profiles: the pending ones, Approve or Reject with a reason, and each certificate as
// a file. Every call is a declared endpoint (server/contract/verification.ts).
import { pathOf, verificationEndpoints, type VerificationItem } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { messageOf, Resource } from './resource';

export class VerificationsStore {
  readonly pending: Resource<VerificationItem[]>;
  /** The profile whose decision is on its way. */
  deciding: string | null = null;

  constructor(private readonly api: ApiClient) {
    this.pending = new Resource(
      () => this.api.call(verificationEndpoints.list, { query: { status: 'pending' } }),
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
        await this.api.call(verificationEndpoints.reject, { params, body: { reason: decision.reason } });
      else await this.api.call(verificationEndpoints.approve, { params });
      await this.pending.load();
    } catch (error) {
      throw new Error(messageOf(error, 'Could not save the decision.'), { cause: error });
    } finally {
      runInAction(() => (this.deciding = null));
    }
  }

  /** The lawyer's certificate as a Blob (the screen saves it under its own name). */
  certificate(item: VerificationItem): Promise<Blob> {
    return this.api.download(pathOf(verificationEndpoints.certificate, { userId: item._id }));
  }
}
