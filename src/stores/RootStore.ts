// MobX root store: built once at start-up with its dependencies injected, owning every domain store. The home
// page's (auth, ui, public site) are built here; the other screens' stores come from
// screenStores.ts, a module fetched with every lazily loaded route (loadScreenStores)
// and built on first use, so the first load of the home page carries none of their code.
import type { RoomRef } from '@contract/rooms';
import { reaction } from 'mobx';
import { createApiClient, type ApiClient } from '@/api/client';
import type { Platform } from '@/platform/types';
import type { AccountStore } from './AccountStore';
import { AuthStore } from './AuthStore';
import type { SchedulesStore } from './SchedulesStore';
import { PublicSiteStore } from './PublicSiteStore';
import { UiStore } from './UiStore';
import type { NotificationsStore } from './NotificationsStore';
import type { SettingsStore } from './SettingsStore';
import type { PhotoStore } from './PhotoStore';
import type { ServiceOrdersStore } from './ServiceOrdersStore';
import type { EarningsStore } from './EarningsStore';
import type { ExpertsStore } from './ExpertsStore';
import type { LawyerProfileStore } from './LawyerProfileStore';
import type { ProfileStore } from './ProfileStore';
import type { VerificationsStore } from './VerificationsStore';
import type { RequestsStore } from './RequestsStore';
import type { InvoicesStore } from './InvoicesStore';
import type { RecoveryStore } from './RecoveryStore';
import type { SupportStore } from './SupportStore';
import type { ReviewModerationStore } from './ReviewModerationStore';
import type { PaymentsStore } from './PaymentsStore';
import type { HomeStore } from './HomeStore';
import type { ConsultationStore } from './ConsultationStore';
import type { createScreenStores, ScreenStores } from './screenStores';

export interface RootStoreDeps {
  api: ApiClient;
  platform: Platform;
  preferences: Pick<Storage, 'getItem' | 'setItem'>;
}

let makeScreenStores: typeof createScreenStores | null = null;

/**
 * Fetches the screens' stores (screenStores.ts). Every lazily loaded route awaits it before it renders
 * (routes.tsx); the renderer's test setup awaits it once.
 */
export async function loadScreenStores(): Promise<void> {
  makeScreenStores ??= (await import('./screenStores')).createScreenStores;
}

export class RootStore {
  readonly api: ApiClient;
  readonly platform: Platform;
  readonly auth: AuthStore;
  readonly ui: UiStore;
  readonly publicSite: PublicSiteStore;
  private screenStores: ScreenStores | null = null;

  constructor({ api, platform, preferences }: RootStoreDeps) {
    this.api = api;
    this.platform = platform;
    this.auth = new AuthStore(api, platform.tokenStore);
    this.ui = new UiStore(preferences);
    this.publicSite = new PublicSiteStore(api);
    // What one user loaded is not shown to the next one signing in on this device.
    // (Not on the first sign-in of a page load: a screen may already be loading its data for that user.)
    // Screens' stores not built yet hold nothing to forget.
    reaction(
      () => this.auth.user?.id,
      (_, previous) => {
        if (!previous) return;
        this.screenStores?.reset();
      },
    );
  }

  /** The screens' stores, built on first use (loadScreenStores must have resolved). */
  private get screens(): ScreenStores {
    if (!this.screenStores) {
      if (!makeScreenStores) throw new Error("The screens' stores are not loaded yet (loadScreenStores).");
      this.screenStores = makeScreenStores(this);
    }
    return this.screenStores;
  }

  get notifications(): NotificationsStore {
    return this.screens.notifications;
  }
  get settings(): SettingsStore {
    return this.screens.settings;
  }
  get photo(): PhotoStore {
    return this.screens.photo;
  }
  get schedules(): SchedulesStore {
    return this.screens.schedules;
  }
  get serviceOrders(): ServiceOrdersStore {
    return this.screens.serviceOrders;
  }
  get earnings(): EarningsStore {
    return this.screens.earnings;
  }
  get experts(): ExpertsStore {
    return this.screens.experts;
  }
  get lawyerProfile(): LawyerProfileStore {
    return this.screens.lawyerProfile;
  }
  get profile(): ProfileStore {
    return this.screens.profile;
  }
  get verifications(): VerificationsStore {
    return this.screens.verifications;
  }
  get requests(): RequestsStore {
    return this.screens.requests;
  }
  get invoices(): InvoicesStore {
    return this.screens.invoices;
  }
  get recovery(): RecoveryStore {
    return this.screens.recovery;
  }
  get account(): AccountStore {
    return this.screens.account;
  }
  get support(): SupportStore {
    return this.screens.support;
  }
  get reviewModeration(): ReviewModerationStore {
    return this.screens.reviewModeration;
  }
  get payments(): PaymentsStore {
    return this.screens.payments;
  }
  get home(): HomeStore {
    return this.screens.home;
  }

  /** A consultation room's store (a booking's, or an accepted request's chat): the room screen makes one per room. */
  consultationRoom(ref: RoomRef): ConsultationStore {
    return this.screens.consultationRoom(ref);
  }
}

/** The wiring used by the running app: the API client reads the token from the platform's token store. */
export function createRootStore(platform: Platform): RootStore {
  const api = createApiClient({
    baseUrl: platform.apiBaseUrl,
    getToken: async () => (await platform.tokenStore.get())?.token ?? null,
  });
  return new RootStore({ api, platform, preferences: window.localStorage });
}
