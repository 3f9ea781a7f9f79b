// Bearer-token guard: a valid signature is not enough, the session row must also be live (not revoked).
import type { Context, Middleware } from 'koa';
import type { Db } from '../db/connection';
import type { Clock } from '../types';
import { sessionOfToken, touchSession } from '../services/sessions';
import { unauthorized } from '../errors';

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(ctx: Context): string | null {
  return /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1] ?? null;
}

export function requireAuth({
  db,
  jwtSecret,
  clock,
}: {
  db: Db;
  jwtSecret: string;
  clock: Clock;
}): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx);
    const live = token ? await sessionOfToken(db, token, jwtSecret) : null;
    if (!live) throw unauthorized();
    ctx.state.user = live.user;
    ctx.state.sessionId = live.session.id;
    await touchSession(db, live.session, clock.now());
    await next();
  };
}
