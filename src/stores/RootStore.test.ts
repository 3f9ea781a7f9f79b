// One user's data never shows to the next person signing in on this device, and the first sign-in of a page load
// does not throw away what a screen is already loading.
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '@/test/fakes';

const asha = {
  id: 'u1',
  name: 'Asha Verma',
  email: 'asha@example.in',
  role: 'consumer' as const,
  hasPhoto: false,
};

describe('RootStore', () => {
  it('keeps data loaded for the first user, and forgets it when that user signs out', async () => {
    const { store } = createTestStore();
    const { support } = store;
    // A screen opened while the session is being restored has its data before the user is known.
    runInAction(() => support.tickets.set({ items: [], nextCursor: null }));
    runInAction(() => (store.auth.user = asha));
    expect(support.tickets.state).toBe('ready');
    await store.auth.logout();
    expect(support.tickets.state).toBe('idle');
    expect(support.tickets.data).toBeUndefined();
  });

  it("forgets what the user's screens showed (payments, moderation, calendar feed, bills, overview, settings, schedules, notifications, document orders) at sign-out", async () => {
    const { store } = createTestStore();
    runInAction(() => (store.auth.user = asha));
    runInAction(() => {
      store.payments.subscription.set(null);
      store.reviewModeration.reviews.set({ items: [], nextCursor: null });
      store.earnings.calendarFeed.set({ url: '/api/calendar/x.ics' });
      store.invoices.bills.set({} as never);
      store.home.overview.set({} as never);
      store.settings.saved.set({} as never);
      store.schedules.list.set({} as never);
      store.notifications.list.set({ items: [], nextCursor: null });
      store.notifications.unreadCount = 3;
      store.serviceOrders.current.set({} as never);
    });
    await store.auth.logout();
    for (const resource of [
      store.payments.subscription,
      store.reviewModeration.reviews,
      store.earnings.calendarFeed,
      store.invoices.bills,
      store.home.overview,
      store.settings.saved,
      store.schedules.list,
      store.notifications.list,
      store.serviceOrders.current,
    ])
      expect(resource).toMatchObject({ state: 'idle', data: undefined });
    expect(store.notifications.unreadCount).toBe(0);
  });

  it("makes a consultation room's store with the platform's token and API address", async () => {
    const { store } = createTestStore({ session: { token: 'jwt', userId: 'u1' } });
    const room = store.consultationRoom({ kind: 'request', id: 'R1' });
    expect(room.room).toBeNull();
    expect(room.opening.state).toBe('idle');
  });
});
