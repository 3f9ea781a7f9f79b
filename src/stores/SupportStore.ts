// Help center tickets (contract/account.ts: supportTicketEndpoints): the user's own, and 'Contact support'.
import type { SupportTicket } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { Resource } from './resource';

// The contract (and zod with it) is fetched on first use so public first loads stay small.
const contract = () => import('@contract');

export class SupportStore {
  readonly tickets = new Resource<SupportTicket[]>(async () => {
    const { supportTicketEndpoints } = await contract();
    return this.api.call(supportTicketEndpoints.list);
  }, 'Could not load your tickets.');

  constructor(private readonly api: Pick<ApiClient, 'call'>) {
    makeAutoObservable<SupportStore, 'api'>(this, { api: false, tickets: false });
  }

  /** Opens a ticket and shows it first in the list; rejects with the API's error (the form shows it). */
  async send(subject: string, message: string): Promise<SupportTicket> {
    const { supportTicketEndpoints } = await contract();
    const ticket = await this.api.call(supportTicketEndpoints.create, { body: { subject, message } });
    runInAction(() => this.tickets.set([ticket, ...(this.tickets.data ?? [])]));
    return ticket;
  }

  reset(): void {
    this.tickets.reset();
  }
}
