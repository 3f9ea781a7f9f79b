// MobX root store: built once at start-up with its dependencies injected, owning every domain store.
import type { RoomRef } from '@contract';
import { reaction } from 'mobx';
import { createApiClient, type ApiClient } from '@/api/client';
import type { Platform } from '@/platform/types';
import { AccountStore } from './AccountStore';
import { AuthStore } from './AuthStore';
import { SchedulesStore } from './SchedulesStore';
import { PublicSiteStore } from './PublicSiteStore';
import { UiStore } from './UiStore';
import { NotificationsStore } from './NotificationsStore';
import { SettingsStore } from './SettingsStore';
import { PhotoStore } from './PhotoStore';
import { ServiceOrdersStore } from './ServiceOrdersStore';
import { EarningsStore } from './EarningsStore';
import { ExpertsStore } from './ExpertsStore';
import { LawyerProfileStore } from './LawyerProfileStore';
import { ProfileStore } from './ProfileStore';
import { VerificationsStore } from './VerificationsStore';
import { RequestsStore } from './RequestsStore';
import { InvoicesStore } from './InvoicesStore';
import { RecoveryStore } from './RecoveryStore';
import { SupportStore } from './SupportStore';
import { ReviewModerationStore } from './ReviewModerationStore';
import { PaymentsStore } from './PaymentsStore';
import { HomeStore } from './HomeStore';
import { ConsultationStore, socketUrlOf } from './ConsultationStore';

export interface RootStoreDeps {
  api: ApiClient;
  platform: Platform;
  preferences: Pick<Storage, 'getItem' | 'setItem'>;
}

export class RootStore {
  readonly api: ApiClient;
  readonly platform: Platform;
  readonly auth: AuthStore;
  readonly ui: UiStore;
  readonly notifications: NotificationsStore;
  readonly settings: SettingsStore;
  readonly schedules: SchedulesStore;
  readonly publicSite: PublicSiteStore;
  readonly photo: PhotoStore;
  readonly serviceOrders: ServiceOrdersStore;
  readonly earnings: EarningsStore;
  readonly experts: ExpertsStore;
  readonly lawyerProfile: LawyerProfileStore;
  readonly profile: ProfileStore;
  readonly verifications: VerificationsStore;
  readonly requests: RequestsStore;
  readonly invoices: InvoicesStore;
  readonly recovery: RecoveryStore;
  readonly account: AccountStore;
  readonly support: SupportStore;
  readonly reviewModeration: ReviewModerationStore;
  readonly payments: PaymentsStore;
  readonly home: HomeStore;

  constructor({ api, platform, preferences }: RootStoreDeps) {
    this.api = api;
    this.platform = platform;
    this.auth = new AuthStore(api, platform.tokenStore);
    this.ui = new UiStore(preferences);
    this.notifications = new NotificationsStore(api);
    this.settings = new SettingsStore(api, this.ui);
    this.schedules = new SchedulesStore(api);
    this.publicSite = new PublicSiteStore(api);
    this.photo = new PhotoStore(api);
    this.serviceOrders = new ServiceOrdersStore(api);
    this.earnings = new EarningsStore(api);
    this.experts = new ExpertsStore(api);
    this.lawyerProfile = new LawyerProfileStore(api);
    this.profile = new ProfileStore(api);
    this.verifications = new VerificationsStore(api);
    this.requests = new RequestsStore(api);
    this.invoices = new InvoicesStore(api);
    this.recovery = new RecoveryStore(api);
    this.account = new AccountStore(api, this.auth);
    this.support = new SupportStore(api);
    this.reviewModeration = new ReviewModerationStore(api);
    this.payments = new PaymentsStore(api);
    this.home = new HomeStore({
      schedules: this.schedules,
      requests: this.requests,
      invoices: this.invoices,
      lawyerProfile: this.lawyerProfile,
    });
    // What one user loaded is not shown to the next one signing in on this device.
    // (Not on the first sign-in of a page load: a screen may already be loading its data for that user.)
    reaction(
      () => this.auth.user?.id,
      (_, previous) => {
        if (!previous) return;
        this.experts.reset();
        this.lawyerProfile.reset();
        this.profile.reset();
        this.verifications.reset();
        this.requests.reset();
        this.invoices.reset();
        this.account.reset();
        this.support.reset();
        this.settings.reset();
        this.earnings.reset();
        this.reviewModeration.reset();
        this.payments.reset();
        this.home.reset();
        this.schedules.reset();
        this.serviceOrders.reset();
        this.notifications.reset();
        this.photo.reset();
      },
    );
  }

  /** A consultation room's store (a booking's, or an accepted request's chat): the room screen makes one per room. */
  consultationRoom(ref: RoomRef): ConsultationStore {
    return new ConsultationStore(ref, {
      api: this.api,
      getToken: async () => (await this.platform.tokenStore.get())?.token ?? null,
      socketUrl: (path) => socketUrlOf(this.platform.apiBaseUrl, path),
    });
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
