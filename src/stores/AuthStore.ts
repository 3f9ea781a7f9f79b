// Who is logged in. The token lives in the platform token store (localStorage or keychain); this store
// mirrors the session for the UI and runs the two token checks the spec describes.
import type { User as ApiUser } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import type { TokenStore } from '@/platform/types';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: string;
}

export type GuardResult = 'valid' | 'invalid';

// The contract (and zod with it) is fetched on first use, only when there is a token to check,
// so a visitor's first load of a public page does not carry it.
const loadUserReplySchema = async () => (await import('@contract')).validateTokenResponseSchema;

const VALIDATE_TOKEN_PATH = '/api/validate-token';
const only200 = (status: number) => status === 200;
const toSessionUser = (user: ApiUser): SessionUser => ({
  id: user._id,
  name: user.name,
  email: user.email,
  role: user.role,
});

export class AuthStore {
  user: SessionUser | null = null;
  token: string | null = null;
  isLoggedIn = false;

  constructor(
    private readonly api: Pick<ApiClient, 'get' | 'post'>,
    private readonly tokenStore: TokenStore,
  ) {
    makeAutoObservable<AuthStore, 'api' | 'tokenStore'>(this, { api: false, tokenStore: false });
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
      const user = await this.api.get(VALIDATE_TOKEN_PATH, {
        schema: await loadUserReplySchema(),
        isSuccess: only200,
      });
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
      const user = await this.api.post(
        VALIDATE_TOKEN_PATH,
        {},
        {
          schema: await loadUserReplySchema(),
          isSuccess: only200,
        },
      );
      runInAction(() => this.remember(toSessionUser(user), stored.token));
      return 'valid';
    } catch (error) {
      console.warn('Token validation failed', error);
      await this.tokenStore.clear();
      runInAction(() => this.forget());
      return 'invalid';
    }
  }

  /** After login: keep token and user id where the platform keeps them, and fill the store. */
  async setSession(user: ApiUser, token: string): Promise<void> {
    await this.tokenStore.set({ token, userId: user._id });
    runInAction(() => this.remember(toSessionUser(user), token));
  }

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
