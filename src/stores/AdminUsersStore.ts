// Admins' Users console (server/contract/adminUsers.ts): the list searched by name or e-mail and filtered by
// role and status, a keyset page at a time; one user's page with its short lists; Suspend, Reinstate and notes.
// The declared endpoints (and zod with them) are fetched on first use.
import type {
  AdminNote,
  AdminUserDetail,
  AdminUserItem,
  AdminUserList,
  AdminUserRole,
  AdminUserStatus,
} from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { MorePages, reloadLimit } from './morePages';
import { messageOf, Resource } from './resource';
import { msg, translate } from '@/i18n';

const endpoints = async () => (await import('@contract')).adminUserEndpoints;

const failures = {
  suspend: msg('Could not suspend this account.'),
  reinstate: msg('Could not reinstate this account.'),
  note: msg('Could not save the note.'),
};

export interface UserFilters {
  q: string;
  role: AdminUserRole | undefined;
  status: AdminUserStatus | undefined;
}

export class AdminUsersStore {
  filters: UserFilters = { q: '', role: undefined, status: undefined };
  readonly users: Resource<AdminUserList>;
  readonly more: MorePages<AdminUserItem, AdminUserList>;
  /** The user whose page is open. */
  openId: string | null = null;
  readonly user: Resource<AdminUserDetail>;
  /** A suspension, reinstatement or note on its way. */
  saving = false;

  constructor(private readonly api: Pick<ApiClient, 'call'>) {
    const query = () => {
      const { q, role, status } = this.filters;
      return {
        ...(q.trim() ? { q: q.trim() } : {}),
        ...(role ? { role } : {}),
        ...(status ? { status } : {}),
      };
    };
    this.users = new Resource(async () => {
      const limit = reloadLimit(this.users.data?.items.length ?? 0);
      return this.api.call((await endpoints()).list, { query: { ...query(), limit } });
    }, msg('Could not load the users.'));
    this.more = new MorePages(
      this.users,
      async (cursor) => this.api.call((await endpoints()).list, { query: { ...query(), cursor } }),
      msg('Could not load more. Please try again.'),
    );
    this.user = new Resource(
      async () => this.api.call((await endpoints()).get, { params: { id: this.openId ?? '' } }),
      msg('Could not load this user.'),
    );
    makeAutoObservable<AdminUsersStore, 'api'>(this, { api: false, users: false, more: false, user: false });
  }

  /** Shows the list for new filters, from its first page. */
  filter(next: Partial<UserFilters>): Promise<void> {
    this.filters = { ...this.filters, ...next };
    this.more.reset();
    this.users.reset();
    return this.users.load();
  }

  /** Opens a user's page (loaded afresh each time it opens). */
  open(id: string): Promise<void> {
    if (this.openId !== id) this.user.reset();
    this.openId = id;
    return this.user.load();
  }

  /** Suspends or reinstates the open user with a reason; rejects with the server's words. */
  async decide(action: 'suspend' | 'reinstate', reason: string): Promise<void> {
    const id = this.openId;
    if (!id) return;
    await this.saving_(failures[action], async () => {
      const updated = await this.api.call((await endpoints())[action], {
        params: { id },
        body: { reason },
      });
      runInAction(() => {
        if (this.openId === id) this.user.set(updated);
      });
      // The list's status column follows, if the list was loaded.
      if (this.users.data) await this.users.load();
    });
  }

  /** Adds a note to the open user's page (shown first). */
  async addNote(text: string): Promise<void> {
    const id = this.openId;
    if (!id) return;
    await this.saving_(failures.note, async () => {
      const note: AdminNote = await this.api.call((await endpoints()).addNote, {
        params: { id },
        body: { text },
      });
      runInAction(() => {
        const shown = this.user.data;
        if (this.openId === id && shown)
          this.user.set({
            ...shown,
            notes: { total: shown.notes.total + 1, items: [note, ...shown.notes.items].slice(0, 5) },
          });
      });
    });
  }

  private async saving_(failure: string, work: () => Promise<void>): Promise<void> {
    this.saving = true;
    try {
      await work();
    } catch (error) {
      throw new Error(messageOf(error, translate(failure)), { cause: error });
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  reset(): void {
    this.filters = { q: '', role: undefined, status: undefined };
    this.openId = null;
    this.users.reset();
    this.more.reset();
    this.user.reset();
  }
}
