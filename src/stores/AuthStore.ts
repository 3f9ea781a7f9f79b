// Who is logged in, and the calls that change it: sign-up, login, logout and the sign-up's consultation types
// (contract/auth.ts: accountEndpoints, sessionEndpoints). The token lives in the platform token store
// (localStorage or keychain); this store mirrors the session for the UI and runs the two token checks the spec
// describes.
import type { RegisterRequest, RegisterResponse, User as ApiUser } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, pageLeftCode } from '@/api/ApiError';
import type { ApiClient } from '@/api/client';
import type { TokenStore } from '@/platform/types';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: string;
  /** Without a photo the avatar shows initials and asks for no image. */
  hasPhoto: boolean;
  /** The account's mobile number, masked (+91 98••••3210); absent without one (#58). */
  phone?: string;
}

/** 'unanswered': the page was left during the check; the next page checks again. */
export type GuardResult = 'valid' | 'invalid' | 'unanswered';

// The contract (and zod with it) is fetched on first use, only when there is a call to make,
// so a visitor's first load of a public page does not carry it.
const contract = () => import('@contract');

const only200 = (status: number) => status === 200;
const toSessionUser = (user: ApiUser): SessionUser => ({
  id: user._id,
  name: user.name,
  email: user.email,
  role: user.role,
  hasPhoto: user.hasPhoto,
  ...(user.phone ? { phone: user.phone } : {}),
});

export class AuthStore {
  user: SessionUser | null = null;
  token: string | null = null;
  isLoggedIn = false;
  /** A sign-up by mobile number waiting for its SMS code: the password stays in memory only, to sign in after. */
  private heldSignUp: { phone: string; password: string } | null = null;

  constructor(
    private readonly api: Pick<ApiClient, 'call'>,
    private readonly tokenStore: TokenStore,
  ) {
    makeAutoObservable<AuthStore, 'api' | 'tokenStore' | 'heldSignUp'>(this, {
      api: false,
      tokenStore: false,
      heldSignUp: false,
    });
  }

  /** Whether a token is stored at all: pages open to visitors use it to skip calls that would only 401. */
  async hasStoredSession(): Promise<boolean> {
    return (await this.tokenStore.get()) !== null;
  }

  /** Header check on load: logged in only on a 200 reply carrying `_id`; anything else means logged out. */
  async checkSession(): Promise<boolean> {
    const stored = await this.tokenStore.get();
    // Nothing to verify without a token (and no 401 noise in the console).
    if (!stored) {
      runInAction(() => this.forget());
      return false;
    }
    try {
      const { sessionEndpoints } = await contract();
      const user = await this.api.call(sessionEndpoints.check, {}, { isSuccess: only200 });
      runInAction(() => this.remember(toSessionUser(user), stored.token));
      return true;
    } catch (error) {
      console.warn('Session check failed', error);
      runInAction(() => this.forget());
      return false;
    }
  }

  /** Route guard check: only a 200 reply is valid; otherwise the stored token is removed. */
  async validateForGuard(): Promise<GuardResult> {
    const stored = await this.tokenStore.get();
    if (!stored) {
      runInAction(() => this.forget());
      return 'invalid';
    }
    try {
      const { sessionEndpoints } = await contract();
      const user = await this.api.call(sessionEndpoints.guard, { body: {} }, { isSuccess: only200 });
      runInAction(() => this.remember(toSessionUser(user), stored.token));
      return 'valid';
    } catch (error) {
      // A check the browser dropped as the user reloads or goes to another address had no reply, non-200 or
      // otherwise: removing the token here would sign out the page that comes next.
      if (isApiError(error) && error.code === pageLeftCode) return 'unanswered';
      console.warn('Token validation failed', error);
      await this.tokenStore.clear();
      runInAction(() => this.forget());
      return 'invalid';
    }
  }

  /**
   * Creates the account (the spec counts only a 201 as created); rejects with the API's error otherwise. Signed
   * up by mobile number, the reply's `phoneCode` says an SMS code went out: verify-otp proves the number next.
   */
  async register(input: RegisterRequest): Promise<RegisterResponse> {
    const { accountEndpoints } = await contract();
    return this.api.call(accountEndpoints.register, { body: input }, { isSuccess: (s) => s === 201 });
  }

  /** Keeps a sign-up's number and password until its SMS code is verified (memory only, never stored). */
  holdSignUp(phone: string, password: string): void {
    this.heldSignUp = { phone, password };
  }

  /** After the number's code was verified: signs in with the held password; false when none is held (reload). */
  async finishSignUp(phone: string): Promise<boolean> {
    const held = this.heldSignUp;
    if (!held || held.phone !== phone) return false;
    this.heldSignUp = null;
    return (await this.logIn(held.phone, held.password)) === 'loggedIn';
  }

  /**
   * POST /api/login and keep the session. 'needsCode': the password was right but the account has two-factor
   * authentication on, so the login is sent again with `code`. Any other failure rejects with the API's error.
   */
  async logIn(email: string, password: string, code?: string): Promise<'loggedIn' | 'needsCode'> {
    const { accountEndpoints, twoFactorRequiredCode } = await contract();
    const body = code ? { email, password, code } : { email, password };
    try {
      const reply = await this.api.call(accountEndpoints.login, { body });
      await this.setSession(reply.user, reply.token);
      return 'loggedIn';
    } catch (error) {
      if (isApiError(error) && error.code === twoFactorRequiredCode) return 'needsCode';
      throw error;
    }
  }

  /** Log out: tell the API (its failure does not matter), then forget the session here. */
  async signOut(): Promise<void> {
    try {
      const { accountEndpoints } = await contract();
      await this.api.call(accountEndpoints.logout);
    } catch (error) {
      console.warn('Logout call failed', error);
    }
    await this.logout();
  }

  /** The sign-up step's consultation types; rejects with the API's error (401 when not logged in). */
  async saveConsultationTypes(selected: string[]): Promise<void> {
    const { accountEndpoints } = await contract();
    await this.api.call(accountEndpoints.consultationTypes, { body: { selected } });
  }

  /** The account's number changed in Settings (#58): shown masked at once, e.g. by 'Reminders by SMS'. */
  phoneChanged(masked: string): void {
    if (this.user) this.user = { ...this.user, phone: masked };
  }

  /** After login: keep token and user id where the platform keeps them, and fill the store. */
  async setSession(user: ApiUser, token: string): Promise<void> {
    await this.tokenStore.set({ token, userId: user._id });
    runInAction(() => this.remember(toSessionUser(user), token));
  }

  /** Forgets the session on this device only (the server's session already ended, or does not matter). */
  async logout(): Promise<void> {
    await this.tokenStore.clear();
    runInAction(() => this.forget());
  }

  private remember(user: SessionUser, token: string) {
    this.user = user;
    this.token = token;
    this.isLoggedIn = true;
  }

  private forget() {
    this.user = null;
    this.token = null;
    this.isLoggedIn = false;
  }
}
