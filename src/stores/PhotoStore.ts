// The signed-in user's profile photo as an object URL (the photo needs the bearer token, so an <img src> of the
// API address cannot load it). The dashboard header shows it instead of initials; Profile changes it.
import type { Profile } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';

// The contract (and zod with it) is fetched on first use so public first loads stay small; its declared
// endpoints (server/contract/profile.ts) are the photo's address and the upload's form.
const contract = () => import('@contract');

export class PhotoStore {
  /** Object URL of the own photo; null = initials. */
  url: string | null = null;
  private loadedFor: string | null = null;

  constructor(private readonly api: Pick<ApiClient, 'download' | 'call' | 'callMultipart'>) {
    makeAutoObservable<PhotoStore, 'api' | 'loadedFor'>(this, { api: false, loadedFor: false });
  }

  /** Sign-out: the last user's photo is not shown to the next. */
  reset(): void {
    this.loadedFor = null;
    this.show(null);
  }

  /** Loads the user's photo once per user; one without (the session's `hasPhoto`) keeps initials, unasked. */
  async load({ id: userId, hasPhoto }: { id: string; hasPhoto: boolean }): Promise<void> {
    if (this.loadedFor === userId) return;
    this.loadedFor = userId;
    if (!hasPhoto) return this.show(null);
    try {
      const { pathOf, profileEndpoints } = await contract();
      const blob = await this.api.download(pathOf(profileEndpoints.photo, { id: userId }));
      // Anything but an image (e.g. a proxy's error page) is no photo: initials stay.
      this.show(blob.type.startsWith('image/') ? blob : null);
    } catch {
      this.show(null);
    }
  }

  /** Uploads a PNG or JPEG as the own photo; the server checks the bytes and answers the profile. */
  async upload(file: File): Promise<Profile> {
    const form = new FormData();
    form.append('photo', file, file.name);
    const profile = await this.api.callMultipart((await contract()).profileEndpoints.uploadPhoto, {}, form);
    if (profile.photoUrl) this.show(await this.api.download(profile.photoUrl));
    return profile;
  }

  async remove(): Promise<void> {
    await this.api.call((await contract()).profileEndpoints.removePhoto);
    this.show(null);
  }

  private show(blob: Blob | null) {
    runInAction(() => {
      if (this.url) URL.revokeObjectURL(this.url);
      this.url = blob ? URL.createObjectURL(blob) : null;
    });
  }
}
