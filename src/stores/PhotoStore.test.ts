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
  it('keeps initials (null) when the user has no photo, and loads once per user', async () => {
    const api = fakeApi(false);
    const store = new PhotoStore(api as never);
    await store.load('u1');
    await store.load('u1');
    expect(store.url).toBeNull();
    expect(api.download).toHaveBeenCalledTimes(1);
    expect(api.download).toHaveBeenCalledWith('/api/users/u1/photo');
  });

  it('shows the uploaded photo at once and drops it on remove', async () => {
    const api = fakeApi(false);
    const store = new PhotoStore(api as never);
    await store.load('u1');
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
