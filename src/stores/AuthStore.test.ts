import { twoFactorRequiredCode } from '@contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser } from '@/test/fakes';

const session = { token: 'jwt-1', userId: 'u1' };

afterEach(() => vi.restoreAllMocks());
const quietWarnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('AuthStore.checkSession', () => {
  it('is logged in on a 200 reply with _id, sending the bearer token', async () => {
    const { store, fetchMock } = createTestStore({ session, route: () => jsonReply(200, sampleUser) });
    await expect(store.auth.checkSession()).resolves.toBe(true);
    expect(store.auth.isLoggedIn).toBe(true);
    expect(store.auth.user).toEqual({
      id: 'u1',
      name: 'Asha Verma',
      email: 'asha@example.in',
      role: 'consumer',
      hasPhoto: false,
    });
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/validate-token');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer jwt-1' });
  });

  it('is logged out when the reply lacks _id', async () => {
    quietWarnings();
    const { store } = createTestStore({ session, route: () => jsonReply(200, { name: 'x' }) });
    await expect(store.auth.checkSession()).resolves.toBe(false);
    expect(store.auth.isLoggedIn).toBe(false);
  });

  it('is logged out on 401 and on a network failure, logging the failure', async () => {
    const warn = quietWarnings();
    for (const reply of [jsonReply(401, { message: 'no', code: 'unauthorized' }), new TypeError('offline')]) {
      const { store } = createTestStore({ session, route: () => reply });
      await expect(store.auth.checkSession()).resolves.toBe(false);
      expect(store.auth.isLoggedIn).toBe(false);
    }
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('makes no call without a stored token', async () => {
    const { store, fetchMock } = createTestStore();
    await expect(store.auth.checkSession()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('AuthStore.validateForGuard', () => {
  it('is valid only on 200, posting an empty body', async () => {
    const { store, fetchMock } = createTestStore({ session, route: () => jsonReply(200, sampleUser) });
    await expect(store.auth.validateForGuard()).resolves.toBe('valid');
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/validate-token');
    expect(init).toMatchObject({ method: 'POST', body: '{}' });
    expect(store.auth.user?.name).toBe('Asha Verma');
  });

  it('removes the stored token on a non-200 reply', async () => {
    quietWarnings();
    for (const reply of [
      jsonReply(401, { message: 'expired', code: 'unauthorized' }),
      jsonReply(201, sampleUser),
    ]) {
      const { store, storedSession } = createTestStore({ session, route: () => reply });
      await expect(store.auth.validateForGuard()).resolves.toBe('invalid');
      expect(storedSession()).toBeNull();
      expect(store.auth.isLoggedIn).toBe(false);
    }
  });

  it('removes the stored token on a network failure', async () => {
    quietWarnings();
    const { store, storedSession } = createTestStore({ session, route: () => new TypeError('offline') });
    await expect(store.auth.validateForGuard()).resolves.toBe('invalid');
    expect(storedSession()).toBeNull();
  });

  it('keeps the token when the page is left during the check (a reload or another address)', async () => {
    // The browser drops the check as the page goes (pagehide): no reply came, so the next page checks again.
    let checks = 0;
    const { store, storedSession } = createTestStore({
      session,
      route: () => {
        if (++checks === 1) window.dispatchEvent(new Event('pagehide'));
        return new TypeError('Failed to fetch');
      },
    });
    try {
      await expect(store.auth.validateForGuard()).resolves.toBe('unanswered');
      expect(storedSession()).toEqual(session);
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
    // Back on the page (back/forward cache), a failure is one again.
    quietWarnings();
    await expect(store.auth.validateForGuard()).resolves.toBe('invalid');
    expect(storedSession()).toBeNull();
  });

  it('is invalid at once without a stored token', async () => {
    const { store, fetchMock } = createTestStore();
    await expect(store.auth.validateForGuard()).resolves.toBe('invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('AuthStore session', () => {
  it('setSession stores token and user id; logout clears both', async () => {
    const { store, storedSession } = createTestStore();
    await store.auth.setSession(sampleUser, 'jwt-2');
    expect(storedSession()).toEqual({ token: 'jwt-2', userId: 'u1' });
    expect(store.auth).toMatchObject({ isLoggedIn: true, token: 'jwt-2' });
    await store.auth.logout();
    expect(storedSession()).toBeNull();
    expect(store.auth).toMatchObject({ isLoggedIn: false, token: null, user: null });
  });
});

describe('AuthStore.logIn', () => {
  it('keeps the session of a right password', async () => {
    const { store, fetchMock, storedSession } = createTestStore({
      route: () => jsonReply(200, { token: 'jwt-3', user: sampleUser }),
    });
    await expect(store.auth.logIn('asha@example.in', 'Demo@1234')).resolves.toBe('loggedIn');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/login');
    expect(storedSession()).toEqual({ token: 'jwt-3', userId: 'u1' });
  });

  it('asks for the second factor when the account has it on, keeping no session', async () => {
    const { store, storedSession } = createTestStore({
      route: () => jsonReply(401, { message: 'Enter the 6-digit code', code: twoFactorRequiredCode }),
    });
    await expect(store.auth.logIn('asha@example.in', 'Demo@1234')).resolves.toBe('needsCode');
    expect(storedSession()).toBeNull();
    expect(store.auth.isLoggedIn).toBe(false);
  });

  it("rejects with the server's reason otherwise", async () => {
    const { store } = createTestStore({
      route: () => jsonReply(400, { message: 'Invalid email or password.', code: 'validation_error' }),
    });
    await expect(store.auth.logIn('asha@example.in', 'x')).rejects.toMatchObject({
      serverMessage: 'Invalid email or password.',
    });
  });
});

describe('AuthStore.register', () => {
  it('counts only a 201 as created (the spec)', async () => {
    const created = { message: 'Account created successfully', user: sampleUser };
    const body = { email: 'asha@example.in', password: 'Demo@1234', role: 'consumer' as const };
    const ok = createTestStore({ route: () => jsonReply(201, created) });
    await expect(ok.store.auth.register(body)).resolves.toEqual(created);
    const odd = createTestStore({ route: () => jsonReply(200, created) });
    await expect(odd.store.auth.register(body)).rejects.toBeDefined();
  });
});

describe('after sign-out', () => {
  it("forgets the account centre's data, so the next user on this device never sees it", async () => {
    const sessions = [
      {
        _id: 's1',
        device: 'Chrome on Linux',
        createdAt: '2026-01-01T10:00:00.000Z',
        lastSeenAt: '2026-01-01T10:00:00.000Z',
        current: true,
      },
    ];
    const { store } = createTestStore({
      session,
      route: ({ path }) =>
        path === '/api/sessions'
          ? jsonReply(200, { items: sessions, nextCursor: null })
          : path === '/api/logout'
            ? jsonReply(200, { message: 'Logged out successfully.' })
            : jsonReply(200, sampleUser),
    });
    await store.auth.checkSession();
    await store.account.sessions.load();
    expect(store.account.sessions.data).toEqual({ items: sessions, nextCursor: null });
    await store.auth.signOut();
    expect(store.account.sessions.data).toBeUndefined();
    expect(store.account.sessions.state).toBe('idle');
  });
});
