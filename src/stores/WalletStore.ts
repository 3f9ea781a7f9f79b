// The client's wallet (/dashboard/wallet): the balance and entries newest first (more with Load more), a top-up
// opened on the payment screen, each top-up's receipt as a PDF, and the refund of the unused balance. Every call
// is a declared endpoint (server/contract/wallet.ts), imported on first use, as the other screens' stores do.
import type { Wallet, WalletEntry, WalletRefund } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { MoreRows } from './moreRows';
import { messageOf, Resource } from './resource';
import { msg, translate } from '@/i18n';

const contract = () => import('@contract');

/** What the store needs of the push channel (root.userChannel); absent where there is none (tests, no socket). */
export interface WalletEvents {
  on(type: 'wallet.changed', handler: (event: { balancePaise: number }) => void): () => void;
}

export class WalletStore {
  readonly wallet: Resource<Wallet>;
  readonly more: MoreRows<Wallet>;
  /** A refund on its way. */
  refunding = false;

  constructor(private readonly api: ApiClient) {
    this.wallet = new Resource(() => this.fetchPage(), msg('Your wallet could not be loaded.'));
    this.more = new MoreRows(
      this.wallet,
      (cursor) => this.fetchPage(cursor),
      // The balance is the newest answer's; the entries follow the ones shown.
      (shown, page) => ({ ...page, entries: [...shown.entries, ...page.entries] }),
      msg('Could not load more. Please try again.'),
    );
    makeAutoObservable<WalletStore, 'api'>(this, { api: false, wallet: false, more: false });
  }

  /** Sign-out: nothing of the last user's stays. */
  reset(): void {
    this.wallet.reset();
    this.more.reset();
    this.refunding = false;
  }

  get balancePaise(): number | null {
    return this.wallet.data?.balancePaise ?? null;
  }

  /** A push said the balance moved (a metered minute, a top-up elsewhere): the list is read again. */
  balanceChanged(): Promise<void> {
    this.more.reset();
    return this.wallet.load();
  }

  /** Follows the balance while the wallet is on screen; returns the function that stops it. */
  watch(events: WalletEvents | null): () => void {
    return events?.on('wallet.changed', () => void this.balanceChanged()) ?? (() => {});
  }

  private async fetchPage(cursor?: string): Promise<Wallet> {
    const { walletEndpoints } = await contract();
    try {
      return await this.api.call(walletEndpoints.wallet, { query: cursor ? { cursor } : {} });
    } catch (error) {
      console.error('Loading the wallet failed', error);
      throw error;
    }
  }

  /** A top-up's receipt as a PDF (its owner only). */
  async receiptPdf(entry: WalletEntry): Promise<Blob> {
    if (!entry.receipt) throw new Error(translate('This entry has no receipt.'));
    const { walletEndpoints, pathOf } = await contract();
    return this.api.download(pathOf(walletEndpoints.receiptPdf, { id: entry.receipt._id }));
  }

  /** Refunds the whole unused balance, then reads the wallet again. Rejects with the reason to show. */
  async refundUnused(): Promise<WalletRefund> {
    this.refunding = true;
    try {
      const { walletEndpoints } = await contract();
      const refunded = await this.api.call(walletEndpoints.refund);
      this.more.reset();
      await this.wallet.load();
      return refunded;
    } catch (error) {
      console.error('Refunding the wallet failed', error);
      throw new Error(messageOf(error, translate('The refund could not be made. Please try again.')), {
        cause: error,
      });
    } finally {
      runInAction(() => (this.refunding = false));
    }
  }
}
