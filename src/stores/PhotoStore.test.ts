import { describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '@contract';
import { ApiError } from '@/api/ApiError';
import { PhotoStore } from './PhotoStore';

const profile = (photoUrl: string | null) => ({
  _id: 'u1',
  name: 'Asha Verma',
  email: 'asha@example.in',
  role: 'consumer',
  dateOfBirth: null,
  country: null,
  region: null,
  about: null,
  employmentType: null,
  industryType: null,
  plan: 'Basic free plan',
  photoUrl,
});

function fakeApi(hasPhoto: boolean) {
  return {
    download: vi.fn(async (path: string) => {
      if (!hasPhoto && !path.includes('?v='))
        throw new ApiError({ kind: 'http', status: 404, code: 'not_found', message: 'No photo.' });
      return new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    }),
    callMultipart: vi.fn(async () => profile('/api/users/u1/photo?v=abc')),
    call: vi.fn(async () => profile(null)),
  };
}

describe('PhotoStore', () => {
  it('keeps initials (null) without asking when the session says the user has no photo', async () => {
    const api = fakeApi(false);
    const store = new PhotoStore(api as never);
    await store.load({ id: 'u1', hasPhoto: false });
    expect(store.url).toBeNull();
    // A request for a photo that is not there is a 404 in the browser's console on every screen.
    expect(api.download).not.toHaveBeenCalled();
  });

  it('loads the photo of a user who has one, once per user', async () => {
    const api = fakeApi(true);
    const store = new PhotoStore(api as never);
    await store.load({ id: 'u1', hasPhoto: true });
    await store.load({ id: 'u1', hasPhoto: true });
    expect(store.url).toMatch(/^blob:/);
    expect(api.download).toHaveBeenCalledTimes(1);
    expect(api.download).toHaveBeenCalledWith('/api/users/u1/photo');
  });

  it('shows the uploaded photo at once and drops it on remove', async () => {
    const api = fakeApi(false);
    const store = new PhotoStore(api as never);
    await store.load({ id: 'u1', hasPhoto: false });
    const file = new File([new Uint8Array([0x89])], 'me.png', { type: 'image/png' });
    await store.upload(file);
    const [declared, , form] = api.callMultipart.mock.calls[0] as unknown as [Endpoint, unknown, FormData];
    expect(declared).toMatchObject({ method: 'POST', path: '/api/profile/photo' });
    expect((form.get('photo') as File).name).toBe('me.png');
    expect(api.download).toHaveBeenLastCalledWith('/api/users/u1/photo?v=abc');
    expect(store.url).toMatch(/^blob:/);
    await store.remove();
    expect(api.call).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'DELETE', path: '/api/profile/photo' }),
    );
    expect(store.url).toBeNull();
  });
});
