// The overview at the top of the landing route, gathered from the stores that own each part (schedules, requests,
// bills, the lawyer's verification). Client: the next consultation, open requests, unpaid bills. Lawyer: today's
// consultations, what waits for an answer, the verification status. A part that cannot load is left out (null):
// the overview itself always loads.
import type { LawyerOnboarding, ScheduleList } from '@contract';
import { makeAutoObservable } from 'mobx';
import type { InvoicesStore, Unpaid } from './InvoicesStore';
import type { LawyerProfileStore } from './LawyerProfileStore';
import type { RequestsStore } from './RequestsStore';
import { Resource } from './resource';
import type { SchedulesStore } from './SchedulesStore';
import { msg } from '@/i18n';

export type HomeRole = 'client' | 'lawyer';

export interface Overview {
  upcoming: ScheduleList | null;
  live: ScheduleList | null;
  /** Requests not completed yet (client: new and on-going; lawyer: new ones waiting for them). */
  openRequests: number | null;
  unpaid: Unpaid | null;
  verification: LawyerOnboarding | null;
}

export interface HomeSources {
  schedules: Pick<SchedulesStore, 'tabList'>;
  requests: Pick<RequestsStore, 'tabList'>;
  invoices: Pick<InvoicesStore, 'unpaid'>;
  lawyerProfile: Pick<LawyerProfileStore, 'onboarding'>;
}

const settled = async <T>(promise: Promise<T>): Promise<T | null> => {
  try {
    return await promise;
  } catch {
    return null;
  }
};

export class HomeStore {
  readonly overview: Resource<Overview>;
  private role: HomeRole = 'client';

  constructor(private readonly sources: HomeSources) {
    this.overview = new Resource(() => this.gather(), msg('Your overview could not be loaded.'));
    makeAutoObservable<HomeStore, 'sources' | 'role'>(this, {
      sources: false,
      overview: false,
      role: false,
    });
  }

  /** Sign-out: nothing of the last user's stays. */
  reset(): void {
    this.overview.reset();
  }

  /** Shows (or refreshes) the overview of a client or a lawyer. */
  show(role: HomeRole): Promise<void> {
    if (role !== this.role) this.overview.reset();
    this.role = role;
    return this.overview.load();
  }

  private async gather(): Promise<Overview> {
    const { schedules, requests, invoices, lawyerProfile } = this.sources;
    const role = this.role;
    const tab = (name: 'upcoming' | 'live') => settled(schedules.tabList(name));
    const open = (name: 'new' | 'on-going') => settled(requests.tabList(name).then((list) => list.total));
    const [upcoming, live, openRequests, unpaid, verification] = await Promise.all([
      tab('upcoming'),
      tab('live'),
      role === 'client'
        ? Promise.all([open('new'), open('on-going')]).then(([a, b]) =>
            a === null || b === null ? null : a + b,
          )
        : open('new'),
      role === 'client' ? settled(invoices.unpaid()) : Promise.resolve(null),
      role === 'lawyer'
        ? lawyerProfile.onboarding
            .load()
            .then(() => (lawyerProfile.onboarding.state === 'ready' ? lawyerProfile.onboarding.data! : null))
        : Promise.resolve(null),
    ]);
    return { upcoming, live, openRequests, unpaid, verification };
  }
}
