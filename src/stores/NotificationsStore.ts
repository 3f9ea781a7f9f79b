// Notifications behind the bell: the unread count (refreshed when the push channel says notifications.changed,
// polled every 30 s only while that channel is not connected, and on window focus) and the list, which marks what it shows read when it opens (spec: 'opening the list marks
// read') while remembering which of them were new then, and mark-all-read. Every call is a declared endpoint
// (contract/notifications.ts), imported on first use: this store is built at start-up and must not pull the
// contract (and zod) into a public page's first load.
import type { AppNotification, NotificationList } from '@contract';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { MorePages } from './morePages';
import type { UserChannel } from './UserChannel';
import { Resource } from './resource';
import { msg } from '@/i18n';

export const NOTIFICATION_POLL_MS = 30_000;

const endpoints = async () => (await import('@contract')).notificationEndpoints;

/** What the bell needs of the push channel (root.userChannel). */
export type NoticePushes = Pick<UserChannel, 'connected' | 'on'>;

export class NotificationsStore {
  unreadCount = 0;
  /** The newest page (more appended by `more`, each page marked read as it shows). */
  readonly list: Resource<NotificationList>;
  readonly more: MorePages<AppNotification, NotificationList>;
  /** Ids shown unread when the list was last opened: still marked as new there although now read. */
  newAtOpening = new Set<string>();

  constructor(
    private readonly api: Pick<ApiClient, 'call'>,
    private readonly pushes: NoticePushes | null = null,
  ) {
    this.list = new Resource(
      async () => this.api.call((await endpoints()).list, { query: {} }),
      msg('Could not load your notifications. Please try again.'),
    );
    this.more = new MorePages(
      this.list,
      async (cursor) => this.api.call((await endpoints()).list, { query: { cursor } }),
      msg('Could not load more notifications. Please try again.'),
      (page) => this.markShownRead(page.items, false),
    );
    makeAutoObservable<NotificationsStore, 'api' | 'pushes'>(this, {
      api: false,
      pushes: false,
      list: false,
      more: false,
    });
  }

  /** The notices shown, once loaded. */
  get items(): AppNotification[] | undefined {
    return this.list.data?.items;
  }

  /** Sign-out: nothing of the last user's stays. */
  reset(): void {
    this.unreadCount = 0;
    this.newAtOpening = new Set();
    this.list.reset();
    this.more.reset();
  }

  async refreshCount(): Promise<void> {
    try {
      const { count } = await this.api.call((await endpoints()).unreadCount);
      runInAction(() => (this.unreadCount = count));
    } catch (error) {
      console.warn('Loading the unread count failed', error);
    }
  }

  /** Loads the list and marks the notices it shows read; the bell then counts only what arrived since. */
  async open(): Promise<void> {
    this.more.reset();
    await this.list.load();
    if (this.list.state !== 'ready') return;
    await this.markShownRead(this.list.data?.items ?? [], true);
  }

  /** The notices a page showed are read now; those unread stay marked new on the page. */
  private async markShownRead(items: AppNotification[], opening: boolean): Promise<void> {
    const shown = items.filter((n) => !n.read);
    runInAction(() => {
      if (opening) {
        this.unreadCount = shown.length;
        this.newAtOpening = new Set(shown.map((n) => n._id));
      } else shown.forEach((n) => this.newAtOpening.add(n._id));
    });
    if (shown.length === 0) return;
    try {
      await this.api.call((await endpoints()).readListed, { body: { ids: shown.map((n) => n._id) } });
      runInAction(() => shown.forEach((n) => (n.read = true)));
    } catch (error) {
      console.warn('Marking the shown notifications read failed', error);
    }
    await this.refreshCount();
  }

  /** Unread now, or unread when the list was opened. */
  isNew(item: AppNotification): boolean {
    return !item.read || this.newAtOpening.has(item._id);
  }

  async markRead(id: string): Promise<void> {
    const item = this.items?.find((n) => n._id === id);
    if (!item || item.read) return;
    item.read = true;
    this.unreadCount = Math.max(0, this.unreadCount - 1);
    try {
      await this.api.call((await endpoints()).readOne, { params: { id } });
    } catch (error) {
      console.warn('Marking a notification read failed', error);
      await this.refreshCount();
    }
  }

  async markAllRead(): Promise<boolean> {
    try {
      await this.api.call((await endpoints()).readAll);
      runInAction(() => {
        this.items?.forEach((n) => (n.read = true));
        this.unreadCount = 0;
      });
      return true;
    } catch (error) {
      console.warn('Marking all notifications read failed', error);
      return false;
    }
  }

  /**
   * Keeps the unread count current: on each push, on focus, and by polling while the push channel is not
   * connected (the fallback); returns the stop function.
   */
  startPolling(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
    const pushes = this.pushes;
    void this.refreshCount();
    const timer = setInterval(() => {
      if (!pushes?.connected) void this.refreshCount();
    }, NOTIFICATION_POLL_MS);
    const stopPushes = pushes?.on('notifications.changed', () => void this.refreshCount());
    // Connected again after a gap: what was pushed meanwhile was missed.
    const stopCatchingUp = pushes
      ? reaction(
          () => pushes.connected,
          (connected) => connected && void this.refreshCount(),
        )
      : undefined;
    const onFocus = () => void this.refreshCount();
    target.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      stopPushes?.();
      stopCatchingUp?.();
      target.removeEventListener('focus', onFocus);
    };
  }
}
