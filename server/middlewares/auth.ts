// Bearer-token guard: a valid signature is not enough, the session row must also be live (not revoked).
import type { Middleware } from 'koa';
import type { Db } from '../db/connection';
import { findLiveSession, readSessionToken, touchSession } from '../services/sessions';
import { unauthorized } from './errors';

export function requireAuth({ db, jwtSecret }: { db: Db; jwtSecret: string }): Middleware {
  return async (ctx, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'));
    const claims = match ? readSessionToken(match[1], jwtSecret) : null;
    const live = claims ? await findLiveSession(db, claims) : null;
    if (!live) throw unauthorized();
    ctx.state.user = live.user;
    ctx.state.sessionId = live.session.id;
    await touchSession(db, live.session);
    await next();
  };
}
