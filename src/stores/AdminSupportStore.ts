// Admins: the console overview and the support inbox (server/contract/adminSupport.ts) — contact messages and
// tickets in one list filtered by status, one message open with its replies, Reply (mailed) and Close.
import type { AdminOverview, SupportInbox, SupportInboxItem, SupportMessage, SupportStatus } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { MorePages, reloadLimit } from './morePages';
import { messageOf, Resource } from './resource';
import { msg, translate } from '@/i18n';

// The contract (and zod with it) is fetched on first use.
const endpoints = async () => (await import('@contract')).adminSupportEndpoints;

const failures = { close: msg('Could not close this message.'), reply: msg('Could not send the reply.') };

export class AdminSupportStore {
  /** The inbox's filter: one status, or all ('all'). */
  status: SupportStatus | 'all' = 'new';
  readonly inbox: Resource<SupportInbox>;
  readonly more: MorePages<SupportInboxItem, SupportInbox>;
  /** The message open beside the list, and its id. */
  openId: string | null = null;
  readonly message: Resource<SupportMessage>;
  /** A reply or close on its way. */
  saving = false;
  readonly overview: Resource<AdminOverview>;

  constructor(private readonly api: Pick<ApiClient, 'call'>) {
    const filter = () => (this.status === 'all' ? {} : { status: this.status });
    this.inbox = new Resource(async () => {
      const limit = reloadLimit(this.inbox.data?.items.length ?? 0);
      return this.api.call((await endpoints()).inbox, { query: { ...filter(), limit } });
    }, msg('Could not load the support inbox.'));
    this.more = new MorePages(
      this.inbox,
      async (cursor) => this.api.call((await endpoints()).inbox, { query: { ...filter(), cursor } }),
      msg('Could not load more. Please try again.'),
    );
    this.message = new Resource(
      async () => this.api.call((await endpoints()).get, { params: { id: this.openId ?? '' } }),
      msg('Could not load this message.'),
    );
    this.overview = new Resource(
      async () => this.api.call((await endpoints()).overview, {}),
      msg('Could not load the overview.'),
    );
    makeAutoObservable<AdminSupportStore, 'api'>(this, {
      api: false,
      inbox: false,
      more: false,
      message: false,
      overview: false,
    });
  }

  /** Shows another status (or all), from its first page. */
  filter(status: SupportStatus | 'all'): Promise<void> {
    this.status = status;
    this.more.reset();
    this.inbox.reset();
    return this.inbox.load();
  }

  /** Opens a message with its replies (null closes the panel). */
  open(id: string | null): Promise<void> {
    this.openId = id;
    this.message.reset();
    return id ? this.message.load() : Promise.resolve();
  }

  /** Sends a reply (mailed to the sender) or closes the open message; the list follows. Rejects with what to show. */
  async act(action: { reply: string } | 'close'): Promise<void> {
    const id = this.openId;
    if (!id) return;
    this.saving = true;
    try {
      const all = await endpoints();
      const updated =
        action === 'close'
          ? await this.api.call(all.close, { params: { id } })
          : await this.api.call(all.reply, { params: { id }, body: { body: action.reply } });
      runInAction(() => {
        if (this.openId === id) this.message.set(updated);
      });
      await this.inbox.load();
    } catch (error) {
      throw new Error(messageOf(error, translate(action === 'close' ? failures.close : failures.reply)), {
        cause: error,
      });
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  reset(): void {
    this.status = 'new';
    this.openId = null;
    this.inbox.reset();
    this.more.reset();
    this.message.reset();
    this.overview.reset();
  }
}
