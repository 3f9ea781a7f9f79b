// Mounts a declared endpoint (server/contract): checks who may call it once, validates its input once, and hands
// the typed input and user to the use case; the reply is what the use case returns, with the declared status.
import type { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { Endpoint, InputOf, ReplyOf } from '@contract';
import type { UserRow } from '../db/schema';
import { requireAuth } from '../middlewares/auth';
import type { AppDeps } from '../types';

export const apiPrefix = '/api';

/** Every endpoint mounted so far, for the test that each route is declared and each declaration mounted. */
export const mountedEndpoints = new Set<Endpoint>();

type Handler<E extends Endpoint> = (
  input: InputOf<E>,
  user: E['access'] extends 'signedIn' ? UserRow : UserRow | undefined,
  ctx: Context,
) => Promise<ReplyOf<E>> | ReplyOf<E>;

export function mounter({ db, config }: Pick<AppDeps, 'db' | 'config'>) {
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });
  /** `before`: limits and the like, run after sign-in and before input validation. */
  return function mount<E extends Endpoint>(
    router: Router,
    declared: E,
    handler: Handler<E>,
    before: Middleware[] = [],
  ): void {
    if (!declared.path.startsWith(`${apiPrefix}/`))
      throw new Error(`${declared.path} is not under ${apiPrefix}`);
    const validate: Middleware = async (ctx) => {
      // parse() throws a ZodError, which the error handler turns into a 400 naming the field.
      const { params, query, body } = declared.input;
      const input = {
        ...(params ? { params: params.parse((ctx as { params?: unknown }).params ?? {}) } : {}),
        ...(query ? { query: query.parse(ctx.query) } : {}),
        ...(body ? { body: body.parse(ctx.request.body ?? {}) } : {}),
      } as InputOf<E>;
      // The declared status, unless the use case says otherwise (readiness answers 503 with its reply).
      ctx.status = declared.status ?? 200;
      ctx.body = await handler(input, ctx.state.user as never, ctx);
    };
    const chain = [...(declared.access === 'signedIn' ? [auth] : []), ...before, validate];
    const path = declared.path.slice(apiPrefix.length);
    router.register(path, [declared.method], chain);
    mountedEndpoints.add(declared);
  };
}
