// Consult now's store (root.instant, InstantStore.ts), fetched by the parts that use it (the lawyer's switch and
// ringing, the Consult now dialog, the meter), not with the dashboard frame nor the home page's first load.
// The test setup awaits it once.
import { reaction } from 'mobx';
import type { InstantStore } from './InstantStore';
import { RootStore } from './RootStore';

const built = new WeakMap<RootStore, InstantStore>();
let loaded = false;

/** Gives RootStore its `instant` getter: the store, built on first use. */
export async function loadInstantStore(): Promise<void> {
  if (loaded) return;
  const { InstantStore } = await import('./InstantStore');
  Object.defineProperty(RootStore.prototype, 'instant', {
    get(this: RootStore) {
      let store = built.get(this);
      if (!store) {
        const made = new InstantStore(this.api);
        built.set(this, (store = made));
        // What one user loaded is not shown to the next one signing in on this device (as the screens' stores).
        reaction(
          () => this.auth.user?.id,
          (_, previous) => previous && made.reset(),
        );
      }
      return store;
    },
    configurable: true,
  });
  loaded = true;
}
