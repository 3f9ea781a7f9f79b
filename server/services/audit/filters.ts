// The audit log's filters as a query: people given by e-mail become their account's id (an address that names
// no account is refused, naming the field), then each filter is a range of one of migration 034's indexes.
import type { AuditFilter } from '@contract';
import type { Db } from '../../db/connection';
import { badRequest } from '../../errors';

export interface ResolvedFilter {
  actorId?: string;
  subjectId?: string;
  action?: AuditFilter['action'];
  from?: string;
  /** Exclusive. */
  to?: string;
}

async function personId(db: Db, given: string | undefined, field: string): Promise<string | undefined> {
  if (!given?.includes('@')) return given;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', given.toLowerCase())
    .executeTakeFirst();
  if (!user) throw badRequest('audit_no_such_account', field);
  return user.id;
}

export async function resolveFilter(db: Db, filter: AuditFilter): Promise<ResolvedFilter> {
  return {
    actorId: await personId(db, filter.actor, 'actor'),
    subjectId: await personId(db, filter.subject, 'subject'),
    action: filter.action,
    from: filter.from,
    to: filter.to,
  };
}

/** The lines the filter selects (any order yet: the caller orders and pages). */
export function filteredLines(db: Db, f: ResolvedFilter) {
  let q = db.selectFrom('audit_log').selectAll();
  if (f.actorId !== undefined) q = q.where('actor_ref', '=', f.actorId);
  if (f.subjectId !== undefined) q = q.where('subject_ref', '=', f.subjectId);
  if (f.action !== undefined) q = q.where('action', '=', f.action);
  if (f.from !== undefined) q = q.where('at', '>=', f.from);
  if (f.to !== undefined) q = q.where('at', '<', f.to);
  return q;
}
