// The signed-in user's own profile (Profile screen): loaded once signed in, saved through the declared endpoint
// (server/contract/profile.ts, imported on first use: this store is built at start-up and must not pull the
// contract and zod into a public page's first load). The photo has its own store (PhotoStore: the header shows it too).
import type { Profile, ProfileUpdate } from '@contract';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@/api/client';
import { messageOf, Resource } from './resource';
import { msg, translate } from '@/i18n';

const endpoints = async () => (await import('@contract')).profileEndpoints;

export class ProfileStore {
  readonly profile: Resource<Profile>;

  constructor(private readonly api: ApiClient) {
    this.profile = new Resource(async () => {
      try {
        return await this.api.call((await endpoints()).get);
      } catch (error) {
        // Spec: a failed fetch is logged (the screen stays on 'Loading...').
        console.warn('Loading the profile failed', error);
        throw error;
      }
    }, msg('Could not load your profile.'));
    makeAutoObservable<ProfileStore, 'api'>(this, { api: false, profile: false });
  }

  /** Sign-out: nothing of the last user's stays. */
  reset(): void {
    this.profile.reset();
  }

  /** Resolves with the saved profile; rejects with the reason to show (the server's, naming the field). */
  async save(update: ProfileUpdate): Promise<Profile> {
    try {
      const saved = await this.api.call((await endpoints()).update, { body: update });
      this.profile.set(saved);
      return saved;
    } catch (error) {
      throw new Error(messageOf(error, translate('Could not save your profile. Please try again.')), {
        cause: error,
      });
    }
  }
}
