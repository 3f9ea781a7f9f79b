// MobX root store: built once at start-up with its dependencies injected, owning every domain store. The home
// page's (auth, ui, public site) are built here; the other screens' stores come from screenStores.ts, a
// module fetched with every lazily loaded route (loadScreenStores) and built on first use, so the first load
// of the home page carries none of their code. Each of those gets a getter here, named as registered there.
// The admin console's stores (adminStores.ts) are a second such group, fetched by the admin screens only.
import type { RoomRef } from '@contract/rooms';
import { reaction } from 'mobx';
import { createApiClient, type ApiClient } from '@/api/client';
import { currentLocale } from '@/i18n';
import type { Platform } from '@/platform/types';
import { AuthStore } from './AuthStore';
import type { ConsultationStore } from './ConsultationStore';
import type { InstantStore } from './InstantStore';
import { PublicSiteStore } from './PublicSiteStore';
import type { createScreenStores, ScreenStoreMap, ScreenStoreName, ScreenStores } from './screenStores';
import type { AdminStoreMap, AdminStoreName, AdminStores, createAdminStores } from './adminStores';
import { UiStore } from './UiStore';
import { UserChannel } from './UserChannel';
import type { SocketLike } from './RoomSocket';

export interface RootStoreDeps {
  api: ApiClient;
  platform: Platform;
  preferences: Pick<Storage, 'getItem' | 'setItem'>;
  /** Tests pass fake sockets (the user channel's); the app uses the browser's WebSocket. */
  openSocket?: (url: string) => SocketLike;
}

let makeScreenStores: typeof createScreenStores | null = null;
let makeAdminStores: typeof createAdminStores | null = null;

/**
 * Fetches the screens' stores (screenStores.ts). Every lazily loaded route awaits it before it renders
 * (routes.tsx); the renderer's test setup awaits it once.
 */
export async function loadScreenStores(): Promise<void> {
  if (makeScreenStores) return;
  const { createScreenStores, screenStoreNames } = await import('./screenStores');
  for (const name of screenStoreNames) defineScreenGetter(name);
  makeScreenStores = createScreenStores;
}

/** The admin console's stores (adminStores.ts): every admin screen awaits it, as an admin's dashboard frame. */
export async function loadAdminStores(): Promise<void> {
  if (makeAdminStores) return;
  const { createAdminStores, adminStoreNames } = await import('./adminStores');
  for (const name of adminStoreNames) defineScreenGetter(name);
  makeAdminStores = createAdminStores;
}

/** Whether the admin stores are here (a getter of theirs before then throws). */
export const adminStoresLoaded = (): boolean => makeAdminStores !== null;

function defineScreenGetter(name: ScreenStoreName | AdminStoreName): void {
  Object.defineProperty(RootStore.prototype, name, {
    get(this: RootStore) {
      const built = this.screenStoresBuilt().stores;
      return name in built
        ? built[name as ScreenStoreName]
        : this.adminStoresBuilt().stores[name as AdminStoreName];
    },
    configurable: true,
  });
}

// The screens' stores read as the RootStore's own fields (store.schedules, store.payments, …).
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- getters defined by loadScreenStores and loadAdminStores
export interface RootStore extends ScreenStoreMap, AdminStoreMap {
  /** Consult now's store: defined by loadInstantStore (instantStoreLoader.ts). */
  readonly instant: InstantStore;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface above
export class RootStore {
  readonly api: ApiClient;
  readonly platform: Platform;
  readonly auth: AuthStore;
  readonly ui: UiStore;
  readonly publicSite: PublicSiteStore;
  /** The signed-in user's push channel (on(type, handler), connected): open while someone is signed in. */
  readonly userChannel: UserChannel;
  private screenStores: ScreenStores | null = null;
  private adminStores: AdminStores | null = null;

  constructor({ api, platform, preferences, openSocket }: RootStoreDeps) {
    this.api = api;
    this.platform = platform;
    this.auth = new AuthStore(api, platform.tokenStore);
    this.ui = new UiStore(preferences);
    this.publicSite = new PublicSiteStore(api);
    this.userChannel = new UserChannel({
      apiBaseUrl: platform.apiBaseUrl,
      getToken: async () => (await platform.tokenStore.get())?.token ?? null,
      openSocket,
    });
    // One push channel per signed-in user: opened on sign-in, reopened for another user, closed on sign-out.
    reaction(
      () => this.auth.user?.id,
      (id) => (id ? this.userChannel.start() : this.userChannel.stop()),
    );
    // What one user loaded is not shown to the next one signing in on this device.
    // (Not on the first sign-in of a page load: a screen may already be loading its data for that user.)
    // Screens' stores not built yet hold nothing to forget.
    reaction(
      () => this.auth.user?.id,
      (_, previous) => {
        if (!previous) return;
        this.screenStores?.reset();
        this.adminStores?.reset();
      },
    );
  }

  /** The screens' stores, built on first use (loadScreenStores must have resolved). */
  screenStoresBuilt(): ScreenStores {
    if (!this.screenStores) {
      if (!makeScreenStores) throw new Error("The screens' stores are not loaded yet (loadScreenStores).");
      this.screenStores = makeScreenStores(this);
    }
    return this.screenStores;
  }

  /** The admin console's stores, built on first use (loadAdminStores must have resolved). */
  adminStoresBuilt(): AdminStores {
    if (!this.adminStores) {
      if (!makeAdminStores) throw new Error('The admin stores are not loaded yet (loadAdminStores).');
      this.adminStores = makeAdminStores(this);
    }
    return this.adminStores;
  }

  /** A consultation room's store (a booking's, or an accepted request's chat): the room screen makes one per room. */
  consultationRoom(ref: RoomRef): ConsultationStore {
    return this.screenStoresBuilt().consultationRoom(ref);
  }
}

/** The wiring used by the running app: the API client reads the token from the platform's token store. */
export function createRootStore(platform: Platform): RootStore {
  const api = createApiClient({
    baseUrl: platform.apiBaseUrl,
    getToken: async () => (await platform.tokenStore.get())?.token ?? null,
    getLanguage: currentLocale,
  });
  return new RootStore({ api, platform, preferences: window.localStorage });
}
