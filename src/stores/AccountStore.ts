// The signed-in user's account centre (contract/account.ts and auth.ts): live sessions, two-factor
// authentication, the storage used, the data download and erasure, and refer & earn. Screens read the
// resources and call the actions; each action rejects with the API's error for the screen to word.
import type { ReferralSummary, Session, SessionList, StorageUsage, TwoFactorSetup } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import type { AuthStore } from './AuthStore';
import { MorePages, reloadLimit } from './morePages';
import { Resource } from './resource';
import { msg } from '@/i18n';

// The contract (and zod with it) is fetched on first use so public first loads stay small.
const contract = () => import('@contract');

export class AccountStore {
  /** Live sessions, most recently used first, a page at a time (more appended by `moreSessions`). */
  readonly sessions = new Resource<SessionList>(async () => {
    const { sessionEndpoints } = await contract();
    const limit = reloadLimit(this.sessions.data?.items.length ?? 0);
    return this.api.call(sessionEndpoints.list, { query: { limit } });
  }, msg('Could not load your sessions. Please try again.'));

  readonly moreSessions = new MorePages<Session, SessionList>(
    this.sessions,
    async (cursor) => {
      const { sessionEndpoints } = await contract();
      return this.api.call(sessionEndpoints.list, { query: { cursor } });
    },
    msg('Could not load more. Please try again.'),
  );

  readonly twoFactor = new Resource<{ enabled: boolean }>(async () => {
    const { twoFactorEndpoints } = await contract();
    return this.api.call(twoFactorEndpoints.status);
  }, msg('Could not load two-factor authentication.'));

  readonly storage = new Resource<StorageUsage>(async () => {
    const { accountDataEndpoints } = await contract();
    return this.api.call(accountDataEndpoints.storage);
  }, msg('Could not load your storage.'));

  /** The code, link and total, with the people referred a page at a time (more appended by `moreReferrals`). */
  readonly referrals = new Resource<ReferralSummary>(async () => {
    const { referralEndpoints } = await contract();
    return this.api.call(referralEndpoints.summary, { query: {} });
  }, msg('Could not load your referral link. Please try again.'));

  readonly moreReferrals = new MorePages<ReferralSummary['items'][number], ReferralSummary>(
    this.referrals,
    async (cursor) => {
      const { referralEndpoints } = await contract();
      return this.api.call(referralEndpoints.summary, { query: { cursor } });
    },
    msg('Could not load more. Please try again.'),
  );

  constructor(
    private readonly api: Pick<ApiClient, 'call' | 'download'>,
    private readonly auth: Pick<AuthStore, 'logout'>,
  ) {
    makeAutoObservable<AccountStore, 'api' | 'auth'>(this, {
      api: false,
      auth: false,
      sessions: false,
      moreSessions: false,
      twoFactor: false,
      storage: false,
      referrals: false,
      moreReferrals: false,
    });
  }

  /** Ends a session; ending this device's own logs it out here too. */
  async endSession(session: Session): Promise<void> {
    const { sessionEndpoints } = await contract();
    await this.api.call(sessionEndpoints.end, { params: { id: session._id } });
    if (session.current) return this.auth.logout();
    const shown = this.sessions.data;
    if (shown)
      runInAction(() =>
        this.sessions.set({ ...shown, items: shown.items.filter((s) => s._id !== session._id) }),
      );
  }

  /** Step 1 of two-factor set-up: the secret as a QR code and text, shown once. */
  async startTwoFactor(): Promise<TwoFactorSetup> {
    const { twoFactorEndpoints } = await contract();
    return this.api.call(twoFactorEndpoints.setup);
  }

  /** Step 2: the app's first code turns it on; the recovery codes are answered once. */
  async enableTwoFactor(code: string): Promise<string[]> {
    const { twoFactorEndpoints } = await contract();
    const { recoveryCodes } = await this.api.call(twoFactorEndpoints.enable, { body: { code } });
    runInAction(() => this.twoFactor.set({ enabled: true }));
    return recoveryCodes;
  }

  async disableTwoFactor(password: string): Promise<void> {
    const { twoFactorEndpoints } = await contract();
    await this.api.call(twoFactorEndpoints.disable, { body: { password } });
    runInAction(() => this.twoFactor.set({ enabled: false }));
  }

  /** The user's data as a ZIP (the page saves it). */
  async exportData(): Promise<Blob> {
    const { accountDataEndpoints, pathOf } = await contract();
    return this.api.download(pathOf(accountDataEndpoints.export));
  }

  /** Erases the account (the password confirms it), then forgets the session here. */
  async deleteAccount(password: string): Promise<void> {
    const { accountDataEndpoints } = await contract();
    await this.api.call(accountDataEndpoints.erase, { body: { password } });
    await this.auth.logout();
  }

  /** Texts a 6-digit code to a mobile number to be added (#58); the reply says whether it went to /demo/sms. */
  async sendPhoneCode(phone: string): Promise<{ resendAfterSeconds: number; demoSms: boolean }> {
    const { accountPhoneEndpoints } = await contract();
    return this.api.call(accountPhoneEndpoints.sendCode, { body: { phone } });
  }

  /** Saves the number with its code and the password; answers it masked (+91 98••••3210). */
  async setPhone(phone: string, code: string, password: string): Promise<string> {
    const { accountPhoneEndpoints } = await contract();
    return (await this.api.call(accountPhoneEndpoints.set, { body: { phone, code, password } })).phone;
  }

  /** Forgets what was loaded (another user signs in on this device). */
  reset(): void {
    for (const resource of [this.sessions, this.twoFactor, this.storage, this.referrals]) resource.reset();
    this.moreSessions.reset();
    this.moreReferrals.reset();
  }
}
