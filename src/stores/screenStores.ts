// The stores behind the screens other than the home page, one registration each: the RootStore gets a getter
// of the same name and forgets each one's data at sign-out. routes.tsx loads this module with every lazily
// loaded screen, so the first load of the home page carries none of their code (bench/bundle-size.mjs).
import type { RoomRef } from '@contract/rooms';
import { AccountStore } from './AccountStore';
import { ConsultationStore } from './ConsultationStore';
import { socketUrlOf } from './RoomSocket';
import { EarningsStore } from './EarningsStore';
import { ExpertsStore } from './ExpertsStore';
import { HomeStore } from './HomeStore';
import { InvoicesStore } from './InvoicesStore';
import { LawyerProfileStore } from './LawyerProfileStore';
import { NotificationsStore } from './NotificationsStore';
import { PaymentsStore } from './PaymentsStore';
import { PhotoStore } from './PhotoStore';
import { ProfileStore } from './ProfileStore';
import { RecoveryStore } from './RecoveryStore';
import { RequestsStore } from './RequestsStore';
import { ReviewModerationStore } from './ReviewModerationStore';
import { SchedulesStore } from './SchedulesStore';
import { SettingsStore } from './SettingsStore';
import { ServiceOrdersStore } from './ServiceOrdersStore';
import type { StoreDeps } from './storeDeps';
import { SupportStore } from './SupportStore';
import { VerificationsStore } from './VerificationsStore';
import { WalletStore } from './WalletStore';

/** Built in this order; a store may use those registered above it. */
const registry = {
  notifications: ({ api, userChannel }: StoreDeps) => new NotificationsStore(api, userChannel),
  settings: ({ api, ui }: StoreDeps) => new SettingsStore(api, ui),
  photo: ({ api }: StoreDeps) => new PhotoStore(api),
  schedules: ({ api }: StoreDeps) => new SchedulesStore(api),
  serviceOrders: ({ api }: StoreDeps) => new ServiceOrdersStore(api),
  earnings: ({ api }: StoreDeps) => new EarningsStore(api),
  experts: ({ api }: StoreDeps) => new ExpertsStore(api),
  lawyerProfile: ({ api }: StoreDeps) => new LawyerProfileStore(api),
  profile: ({ api }: StoreDeps) => new ProfileStore(api),
  verifications: ({ api }: StoreDeps) => new VerificationsStore(api),
  requests: ({ api }: StoreDeps) => new RequestsStore(api),
  invoices: ({ api }: StoreDeps) => new InvoicesStore(api),
  recovery: ({ api }: StoreDeps) => new RecoveryStore(api),
  account: ({ api, auth }: StoreDeps) => new AccountStore(api, auth),
  support: ({ api }: StoreDeps) => new SupportStore(api),
  reviewModeration: ({ api }: StoreDeps) => new ReviewModerationStore(api),
  payments: ({ api }: StoreDeps) => new PaymentsStore(api),
  wallet: ({ api }: StoreDeps) => new WalletStore(api),
  home: (_: StoreDeps, built: ConstructorParameters<typeof HomeStore>[0]) => new HomeStore(built),
};

export type ScreenStoreMap = { [K in keyof typeof registry]: ReturnType<(typeof registry)[K]> };
export type ScreenStoreName = keyof ScreenStoreMap;
export const screenStoreNames = Object.keys(registry) as ScreenStoreName[];

export function createScreenStores(deps: StoreDeps) {
  const stores = {} as ScreenStoreMap;
  for (const name of screenStoreNames)
    (stores as Record<string, unknown>)[name] = registry[name](deps, stores);
  return {
    stores,
    /** Sign-out: nothing of the last user's stays. */
    reset(): void {
      for (const store of Object.values(stores)) if ('reset' in store) store.reset();
    },
    consultationRoom(ref: RoomRef): ConsultationStore {
      return new ConsultationStore(ref, {
        api: deps.api,
        getToken: async () => (await deps.platform.tokenStore.get())?.token ?? null,
        socketUrl: (path) => socketUrlOf(deps.platform.apiBaseUrl, path),
      });
    },
  };
}

export type ScreenStores = ReturnType<typeof createScreenStores>;
