// POST /api/login and keep the session (token and user id via the platform, user in the AuthStore).
import { loginResponseSchema } from '@contract';
import type { RootStore } from '@/stores/RootStore';

export async function logIn(
  store: Pick<RootStore, 'api' | 'auth'>,
  email: string,
  password: string,
  /** Two-factor code (or recovery code), only for accounts that have it on. */
  code?: string,
) {
  const body = code ? { email, password, code } : { email, password };
  const reply = await store.api.post('/api/login', body, { schema: loginResponseSchema });
  await store.auth.setSession(reply.user, reply.token);
  return reply.user;
}
