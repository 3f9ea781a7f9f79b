// Test doubles: an in-memory platform and a real API client whose fetch is answered by a handler,
// so stores and guards are tested against the same status/schema logic the app uses.
import { vi } from 'vitest';
import { createApiClient } from '@/api/client';
import type { AlertOptions, Platform, StoredSession } from '@/platform/types';
import { RootStore } from '@/stores/RootStore';
import { fakeSockets } from './fakeSocket';

/** Answers a request: a reply, a network failure, or a reply still on its way (a promise the test resolves). */
export type FakeRoute = (request: {
  method: string;
  path: string;
  body: unknown;
}) => Response | Error | Promise<Response>;

export const jsonReply = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const sampleUser = {
  _id: 'u1',
  name: 'Asha Verma',
  email: 'asha@example.in',
  role: 'consumer' as const,
  hasPhoto: false,
};

export function createFakePlatform(session: StoredSession | null = null) {
  let stored = session;
  /** What the app asked the platform to show and play: alerts in order, rings with whether each still plays. */
  const alerts: AlertOptions[] = [];
  const rings: Array<{ playing: boolean }> = [];
  const platform: Platform = {
    tokenStore: {
      get: async () => stored,
      set: async (next) => {
        stored = next;
      },
      clear: async () => {
        stored = null;
      },
    },
    openFiles: async () => [],
    apiBaseUrl: '',
    alert: (options) => void alerts.push(options),
    prepareAlerts: async () => true,
    ring: () => {
      const ring = { playing: true };
      rings.push(ring);
      return { stop: () => void (ring.playing = false) };
    },
  };
  return { platform, stored: () => stored, alerts, rings };
}

export function createFakeApi(route: FakeRoute, getToken: () => Promise<string | null> = async () => null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply = route({ method: init?.method ?? 'GET', path: String(input), body });
    if (reply instanceof Error) throw reply;
    return reply;
  });
  return { api: createApiClient({ baseUrl: '', getToken, fetch: fetchMock }), fetchMock };
}

/** A RootStore over fakes: `session` is what the token store holds, `route` answers API calls. */
export function createTestStore(options: { session?: StoredSession | null; route?: FakeRoute } = {}) {
  const fake = createFakePlatform(options.session ?? null);
  const { api, fetchMock } = createFakeApi(
    options.route ?? (() => jsonReply(404, { message: 'Not found', code: 'not_found' })),
    async () => (await fake.platform.tokenStore.get())?.token ?? null,
  );
  // The user channel's sockets: opened on sign-in, driven by the test (never a real connection).
  const sockets = fakeSockets();
  const store = new RootStore({
    api,
    platform: fake.platform,
    preferences: window.localStorage,
    openSocket: sockets.open,
  });
  return { store, fetchMock, storedSession: fake.stored, alerts: fake.alerts, rings: fake.rings, sockets };
}
