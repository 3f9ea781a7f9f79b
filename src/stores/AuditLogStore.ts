// Admins' audit log (server/contract/adminAudit.ts): the lines newest first, filtered by action, actor, subject
// and dates, a keyset page at a time; the CSV export with the same filters. Also whether the admin console is
// shut to this admin until they turn on two-factor authentication (the server's reason
// 'admin_two_factor_required'). The declared endpoints (and zod with them) are fetched on first use.
import type { AuditAction, AuditFilterInput, AuditList } from '@contract';
import { pathOf } from '@contract/paths';
import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@/api/ApiError';
import type { ApiClient } from '@/api/client';
import { MorePages } from './morePages';
import { messageOf, Resource } from './resource';
import { msg, translate } from '@/i18n';

const endpoints = async () => (await import('@contract')).adminAuditEndpoints;

/** The server's reason when an admin without two-factor authentication asks the console for anything. */
export const adminTwoFactorReason = 'admin_two_factor_required';

export interface AuditFilters {
  action: AuditAction | undefined;
  /** A user id or e-mail address. */
  actor: string;
  subject: string;
  /** Days (YYYY-MM-DD), the Indian day, both ends included. */
  from: string | undefined;
  to: string | undefined;
}

const noFilters: AuditFilters = { action: undefined, actor: '', subject: '', from: undefined, to: undefined };

export class AuditLogStore {
  filters: AuditFilters = { ...noFilters };
  readonly lines: Resource<AuditList>;
  readonly more: MorePages<AuditList['items'][number], AuditList>;
  /** True once the server said this admin must turn on two-factor authentication first. */
  twoFactorRequired = false;
  /** Whether this session asked yet (checkAccess). */
  accessChecked = false;
  exporting = false;

  constructor(private readonly api: ApiClient) {
    this.lines = new Resource(
      async () => this.noting(this.api.call((await endpoints()).list, { query: this.query() })),
      msg('Could not load the audit log.'),
    );
    this.more = new MorePages(
      this.lines,
      async (cursor) => this.api.call((await endpoints()).list, { query: { ...this.query(), cursor } }),
      msg('Could not load more. Please try again.'),
    );
    makeAutoObservable<AuditLogStore, 'api'>(this, { api: false, lines: false, more: false });
  }

  /** The filters as the API takes them: empty ones left out. */
  query(): AuditFilterInput {
    const { action, actor, subject, from, to } = this.filters;
    return {
      ...(action ? { action } : {}),
      ...(actor.trim() ? { actor: actor.trim() } : {}),
      ...(subject.trim() ? { subject: subject.trim() } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    };
  }

  /** Notes a refusal for want of two-factor authentication (and its end) from any admin call. */
  private async noting<T>(call: Promise<T>): Promise<T> {
    try {
      const answer = await call;
      runInAction(() => (this.twoFactorRequired = false));
      return answer;
    } catch (error) {
      if (isApiError(error) && error.reason === adminTwoFactorReason)
        runInAction(() => (this.twoFactorRequired = true));
      throw error;
    }
  }

  /** New filters: the list from its first page. */
  setFilters(filters: Partial<AuditFilters>): Promise<void> {
    this.filters = { ...this.filters, ...filters };
    this.more.reset();
    return this.lines.load();
  }

  clearFilters(): Promise<void> {
    return this.setFilters(noFilters);
  }

  /**
   * Asks the console once whether it answers this admin (one line of the log): after sign-in, the dashboard
   * offers two-factor set-up when it does not. Any failure but that one says nothing here.
   */
  async checkAccess(): Promise<void> {
    this.accessChecked = true;
    try {
      await this.noting(this.api.call((await endpoints()).list, { query: { limit: 1 } }));
    } catch {
      // Only the two-factor refusal matters here; the page itself says any other failure.
    }
  }

  /** Once a session, and again on each page while the console is shut (the admin may have turned 2FA on). */
  ensureAccessChecked(): Promise<void> {
    return !this.accessChecked || this.twoFactorRequired ? this.checkAccess() : Promise.resolve();
  }

  /** The CSV of the lines the filters select (the server records the export). Rejects with what to show. */
  async exportCsv(): Promise<Blob> {
    this.exporting = true;
    try {
      const { export: csv } = await endpoints();
      const query = new URLSearchParams(this.query() as Record<string, string>).toString();
      return await this.noting(this.api.download(`${pathOf(csv)}${query ? `?${query}` : ''}`));
    } catch (error) {
      throw new Error(messageOf(error, translate('Could not export the audit log.')), { cause: error });
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }

  /** Sign-out: nothing of the last admin's stays. */
  reset(): void {
    this.filters = { ...noFilters };
    this.twoFactorRequired = false;
    this.accessChecked = false;
    this.lines.reset();
    this.more.reset();
  }
}
