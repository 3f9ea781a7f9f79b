// Help center tickets (contract/account.ts: supportTicketEndpoints): the user's own, and 'Contact support'.
import type { SupportTicket, SupportTicketList } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { MorePages, reloadLimit } from './morePages';
import { Resource } from './resource';
import { msg } from '@/i18n';

// The contract (and zod with it) is fetched on first use so public first loads stay small.
const contract = () => import('@contract');

export class SupportStore {
  /** The user's tickets, newest first, a page at a time (more appended by `more`). */
  readonly tickets = new Resource<SupportTicketList>(async () => {
    const { supportTicketEndpoints } = await contract();
    const limit = reloadLimit(this.tickets.data?.items.length ?? 0);
    return this.api.call(supportTicketEndpoints.list, { query: { limit } });
  }, msg('Could not load your tickets.'));

  readonly more = new MorePages<SupportTicket, SupportTicketList>(
    this.tickets,
    async (cursor) => {
      const { supportTicketEndpoints } = await contract();
      return this.api.call(supportTicketEndpoints.list, { query: { cursor } });
    },
    msg('Could not load more. Please try again.'),
  );

  constructor(private readonly api: Pick<ApiClient, 'call'>) {
    makeAutoObservable<SupportStore, 'api'>(this, { api: false, tickets: false, more: false });
  }

  /** Opens a ticket and shows it first in the list; rejects with the API's error (the form shows it). */
  async send(subject: string, message: string): Promise<SupportTicket> {
    const { supportTicketEndpoints } = await contract();
    const ticket = await this.api.call(supportTicketEndpoints.create, { body: { subject, message } });
    runInAction(() => {
      const shown = this.tickets.data;
      // Newest first: the new ticket leads; the cursor still names the last row shown.
      if (shown) this.tickets.set({ ...shown, items: [ticket, ...shown.items] });
    });
    return ticket;
  }

  reset(): void {
    this.tickets.reset();
    this.more.reset();
  }
}
