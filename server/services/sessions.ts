// Revocable sessions: the JWT names its session row (`sid`), and a revoked row makes the token worthless.
// The use cases of GET /api/sessions and DELETE /api/sessions/:id (contract/auth.ts: sessionEndpoints) end it.
import { sessionsEnded } from './sessionEvents';
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { CompiledQuery } from 'kysely';
import {
  sessionEndpoints,
  type InputOf,
  type ListCursor,
  type MessageResponse,
  type SessionList,
} from '@contract';
import { commitStamp } from '../db/commitStamp';
import { sqliteReader, type Db } from '../db/connection';
import { newId } from '../db/ids';
import type { SessionRow, UserRow } from '../db/schema';
import { notFound } from '../errors';
import { presentSession } from '../presenters/session';
import type { Clock } from '../types';
import { updatedAny } from '../db/updated';
import { keysetPage, keysetRange } from './paging';
import { recordAudit } from './audit/record';

export const sessionTokenLifetimeSeconds = 7 * 24 * 60 * 60;
const algorithm = 'HS256';

// jsonwebtoken turns a string secret into a key on every call, first trying (and failing) to read it as a
// public key: that was a third of an authenticated request's CPU. Keep one KeyObject per secret instead.
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

export interface SessionClaims {
  sub: string;
  sid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/**
 * A new session row, created and last seen `at` (the app clock), and its token. The token's own expiry is
 * checked by jsonwebtoken against the process clock, like any JWT.
 */
export async function signSessionToken(
  db: Db,
  user: Pick<UserRow, 'id'>,
  secret: string,
  at: Date,
  userAgent: string,
): Promise<{ token: string; sessionId: string }> {
  const sessionId = newId();
  const now = at.toISOString();
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: user.id,
      created_at: now,
      last_seen_at: now,
      revoked_at: null,
      user_agent: userAgent.slice(0, 512),
    })
    .execute();
  const token = jwt.sign({ sid: sessionId }, keyOf(secret), {
    algorithm,
    subject: user.id,
    expiresIn: sessionTokenLifetimeSeconds,
  });
  return { token, sessionId };
}

/** The claims of a well-signed, unexpired token, or null. Does not look at the database. */
export function readSessionToken(token: string, secret: string): SessionClaims | null {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: [algorithm] });
    if (
      typeof payload !== 'object' ||
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    )
      return null;
    return { sub: payload.sub, sid: payload.sid, exp: payload.exp };
  } catch {
    return null;
  }
}

export interface LiveSession {
  session: SessionRow;
  user: UserRow;
}

// Sessions already verified, by token, each with the auth epoch it was read at (migration 026): served again
// only while the epoch has not moved, i.e. no user, session revocation or admin grant changed anywhere since.
// Reading the epoch first and the session second means a revocation that lands in between moves the epoch
// past the cached entry. Per database, as tests run several apps in one process.
interface CachedSession extends LiveSession {
  epoch: number;
  expiresAtMs: number;
}
const maxCachedSessions = 10_000;
const sessionCaches = new WeakMap<Db, Map<string, CachedSession>>();
const epochQueries = new WeakMap<Db, CompiledQuery<{ value: number }>>();
const epochStatements = new WeakMap<Db, { get(): unknown }>();

/** The epoch as last read on an embedded SQLite file, with the file's commit stamp taken just before. */
const knownEpochs = new WeakMap<Db, { stamp: Buffer; value: number }>();

async function authEpoch(db: Db): Promise<number> {
  // Embedded SQLite: read without Kysely's connection lock, unless a transaction is open on the connection
  // (its writes are not committed and may roll back; the lock waits for it, as every other query does).
  const sqlite = sqliteReader(db);
  if (sqlite && !sqlite.inTransaction) {
    // Nothing committed anywhere since the last read: the epoch is where it was. The stamp is taken before the
    // read, so a commit landing in between moves the stamp past the one kept and the next request reads again.
    const stamp = commitStamp(sqlite);
    const known = knownEpochs.get(db);
    if (stamp && known?.stamp.equals(stamp)) return known.value;
    let statement = epochStatements.get(db);
    if (!statement)
      epochStatements.set(
        db,
        (statement = sqlite.prepare('select value from auth_epoch where id = 1').pluck()),
      );
    const value = Number(statement.get() ?? 0);
    if (stamp) knownEpochs.set(db, { stamp: Buffer.from(stamp), value });
    return value;
  }
  let query = epochQueries.get(db);
  if (!query)
    epochQueries.set(db, (query = db.selectFrom('auth_epoch').select('value').where('id', '=', 1).compile()));
  const { rows } = await db.executeQuery(query);
  return Number(rows[0]?.value ?? 0);
}

/**
 * The live session and user a bearer token stands for, or null: a valid signature, an unexpired token and a
 * session row that is not revoked. One small read per request while nothing about access has changed.
 */
export async function sessionOfToken(db: Db, token: string, secret: string): Promise<LiveSession | null> {
  let cache = sessionCaches.get(db);
  if (!cache) sessionCaches.set(db, (cache = new Map()));
  const epoch = await authEpoch(db);
  const cached = cache.get(token);
  // Process time, as jsonwebtoken's own expiry check that filled the cache.
  if (cached && cached.epoch === epoch && cached.expiresAtMs > Date.now()) return cached;
  if (cached) cache.delete(token);
  const claims = readSessionToken(token, secret);
  const live = claims ? await findLiveSession(db, claims) : null;
  if (!claims || !live) return null;
  // Oldest first out: a Map iterates in insertion order.
  if (cache.size >= maxCachedSessions) cache.delete(cache.keys().next().value!);
  cache.set(token, { ...live, epoch, expiresAtMs: claims.exp * 1000 });
  return live;
}

/** The user behind a live (not revoked) session, or null. */
export async function findLiveSession(
  db: Db,
  claims: Pick<SessionClaims, 'sub' | 'sid'>,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  // One round trip per authenticated request: the session, its user and the admin grant together.
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('admins', 'admins.user_id', 'users.id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.created_at as session_created_at',
      'sessions.last_seen_at as session_last_seen_at',
      'sessions.revoked_at as session_revoked_at',
      'sessions.user_agent as session_user_agent',
      'admins.user_id as admin_id',
    ])
    .where('sessions.id', '=', claims.sid)
    .where('sessions.user_id', '=', claims.sub)
    .where('sessions.revoked_at', 'is', null)
    // A suspended account's tokens are refused even if a session row was somehow left live.
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const {
    session_id,
    session_created_at,
    session_last_seen_at,
    session_revoked_at,
    session_user_agent,
    admin_id,
    ...user
  } = row;
  const session: SessionRow = {
    id: session_id,
    user_id: user.id,
    created_at: session_created_at,
    last_seen_at: session_last_seen_at,
    revoked_at: session_revoked_at,
    user_agent: session_user_agent,
  };
  // Frozen: a cached user is shared by the requests that follow; a change goes through the database.
  return { session, user: Object.freeze(admin_id ? { ...user, role: 'admin' as const } : user) };
}

/** Updated at most once a minute per session (`now`: the app clock), so busy clients do not write on every request. */
export async function touchSession(db: Db, session: SessionRow, now: Date): Promise<void> {
  if (now.getTime() - Date.parse(session.last_seen_at) < 60_000) return;
  session.last_seen_at = now.toISOString(); // the cached copy too
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now.toISOString() })
    .where('id', '=', session.id)
    .execute();
}

export async function revokeSession(db: Db, sessionId: string, at: Date): Promise<void> {
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at: at.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  if (ended) sessionsEnded(db, ended.user_id);
}

/** Whether the session can still be used (not revoked, its user not erased nor suspended). */
export async function sessionIsLive(db: Db, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.id', '=', sessionId)
    .where('sessions.revoked_at', 'is', null)
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
  return !!row;
}

/**
 * Ends every live session of a user (password reset) at `at` (ISO time); inside a transaction: call
 * sessionsEnded after it.
 */
export async function revokeAllSessions(db: Db, userId: string, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * A keyset page of the user's live sessions (not revoked, token not yet expired), most recently used first;
 * `take` is the page's limit plus one, which only says whether more follow.
 */
export function listLiveSessions(
  db: Db,
  userId: string,
  now: Date,
  page: { take: number; cursor?: ListCursor },
): Promise<SessionRow[]> {
  const oldestLive = new Date(now.getTime() - sessionTokenLifetimeSeconds * 1000).toISOString();
  return keysetRange(
    db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('created_at', '>', oldestLive),
    ['last_seen_at', 'id'],
    { direction: 'desc', ...page },
  ).execute();
}

/** Revokes one of the user's own live sessions; false when there is no such session. */
export async function revokeOwnSession(
  db: Db,
  userId: string,
  sessionId: string,
  at: Date,
): Promise<boolean> {
  const ended = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('sessions')
      .set({ revoked_at: at.toISOString() })
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!updatedAny(result)) return false;
    await recordAudit(trx, {
      actorId: userId,
      action: 'security.sessions_ended',
      subject: { type: 'user', id: userId },
      detail: { sessionId },
      at,
    });
    return true;
  });
  if (ended) sessionsEnded(db, userId);
  return ended;
}

// ---- Use cases: the signed-in user's own sessions ----

/** GET /api/sessions: the live ones, a page at a time, the caller's own marked current. */
export async function mySessions(
  { db, clock }: { db: Db; clock: Clock },
  me: Pick<UserRow, 'id'>,
  currentSessionId: string | undefined,
  { query }: InputOf<typeof sessionEndpoints.list>,
): Promise<SessionList> {
  const rows = await listLiveSessions(db, me.id, clock.now(), {
    take: query.limit + 1,
    cursor: query.cursor,
  });
  const page = keysetPage(rows, query.limit, (r) => ({ at: r.last_seen_at, id: r.id }));
  return {
    items: page.rows.map((row) => presentSession(row, currentSessionId)),
    nextCursor: page.nextCursor,
  };
}

/** DELETE /api/sessions/:id: someone else's session answers exactly like a missing one. */
export async function endMySession(
  { db, clock }: { db: Db; clock: Clock },
  me: Pick<UserRow, 'id'>,
  { params }: InputOf<typeof sessionEndpoints.end>,
): Promise<MessageResponse> {
  if (!(await revokeOwnSession(db, me.id, params.id, clock.now()))) throw notFound('session_not_found');
  return { message: 'Session ended.' };
}
