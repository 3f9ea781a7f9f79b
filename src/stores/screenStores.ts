// The stores behind the screens other than the home page: built on first use by the RootStore (its getters of
// the same names), once this module has been loaded — routes.tsx loads it with every lazily loaded screen, so
// the first load of the home page carries none of their code (bench/bundle-size.mjs).
import type { RoomRef } from '@contract/rooms';
import { AccountStore } from './AccountStore';
import { ConsultationStore, socketUrlOf } from './ConsultationStore';
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
import type { RootStore } from './RootStore';
import { SchedulesStore } from './SchedulesStore';
import { SettingsStore } from './SettingsStore';
import { ServiceOrdersStore } from './ServiceOrdersStore';
import { SupportStore } from './SupportStore';
import { VerificationsStore } from './VerificationsStore';

export function createScreenStores(root: Pick<RootStore, 'api' | 'platform' | 'auth' | 'ui'>) {
  const { api, platform } = root;
  const schedules = new SchedulesStore(api);
  const requests = new RequestsStore(api);
  const invoices = new InvoicesStore(api);
  const lawyerProfile = new LawyerProfileStore(api);
  const stores = {
    notifications: new NotificationsStore(api),
    settings: new SettingsStore(api, root.ui),
    photo: new PhotoStore(api),
    schedules,
    serviceOrders: new ServiceOrdersStore(api),
    earnings: new EarningsStore(api),
    experts: new ExpertsStore(api),
    lawyerProfile,
    profile: new ProfileStore(api),
    verifications: new VerificationsStore(api),
    requests,
    invoices,
    recovery: new RecoveryStore(api),
    account: new AccountStore(api, root.auth),
    support: new SupportStore(api),
    reviewModeration: new ReviewModerationStore(api),
    payments: new PaymentsStore(api),
    home: new HomeStore({ schedules, requests, invoices, lawyerProfile }),
  };
  return {
    ...stores,
    /** Sign-out: nothing of the last user's stays. */
    reset(): void {
      stores.experts.reset();
      stores.lawyerProfile.reset();
      stores.profile.reset();
      stores.verifications.reset();
      stores.requests.reset();
      stores.invoices.reset();
      stores.account.reset();
      stores.support.reset();
      stores.earnings.reset();
      stores.reviewModeration.reset();
      stores.payments.reset();
      stores.home.reset();
      stores.schedules.reset();
      stores.serviceOrders.reset();
      stores.settings.reset();
      stores.notifications.reset();
      stores.photo.reset();
    },
    consultationRoom(ref: RoomRef): ConsultationStore {
      return new ConsultationStore(ref, {
        api,
        getToken: async () => (await platform.tokenStore.get())?.token ?? null,
        socketUrl: (path) => socketUrlOf(platform.apiBaseUrl, path),
      });
    },
  };
}

export type ScreenStores = ReturnType<typeof createScreenStores>;
