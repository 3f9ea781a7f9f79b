// One user's data never shows to the next person signing in on this device, and the first sign-in of a page load
// does not throw away what a screen is already loading.
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '@/test/fakes';

const asha = { id: 'u1', name: 'Asha Verma', email: 'asha@example.in', role: 'consumer' as const };

describe('RootStore', () => {
  it('keeps data loaded for the first user, and forgets it when that user signs out', async () => {
    const { store } = createTestStore();
    const { support } = store;
    // A screen opened while the session is being restored has its data before the user is known.
    runInAction(() => support.tickets.set([]));
    runInAction(() => (store.auth.user = asha));
    expect(support.tickets.state).toBe('ready');
    await store.auth.logout();
    expect(support.tickets.state).toBe('idle');
    expect(support.tickets.data).toBeUndefined();
  });
});
