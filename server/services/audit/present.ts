// Audit lines as the console shows them: people by id with their name looked up live, in one query per page.
// An erased user (row gone, or the anonymous stub eraseUser leaves) has no name: the line stays, pseudonymised.
import type { Selectable } from 'kysely';
import type { AuditLine } from '@contract';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';

export type AuditLogRow = Selectable<Database['audit_log']>;

const erasedStub = /@erased\.invalid$/;

export async function presentAuditLines(db: Db, rows: AuditLogRow[]): Promise<AuditLine[]> {
  const ids = new Set<string>();
  for (const r of rows) {
    if (r.actor_ref) ids.add(r.actor_ref);
    if (r.subject_type === 'user' && r.subject_ref) ids.add(r.subject_ref);
  }
  const people = ids.size
    ? await db
        .selectFrom('users')
        .select(['id', 'name', 'email'])
        .where('id', 'in', [...ids])
        .execute()
    : [];
  const nameOf = new Map(people.filter((p) => !erasedStub.test(p.email)).map((p) => [p.id, p.name]));
  return rows.map((r) => ({
    _id: r.id,
    at: r.at,
    action: r.action as AuditLine['action'],
    actor: r.actor_ref
      ? { _id: r.actor_ref, name: nameOf.get(r.actor_ref) ?? null, erased: !nameOf.has(r.actor_ref) }
      : null,
    subject:
      r.subject_type && r.subject_ref
        ? {
            type: r.subject_type as NonNullable<AuditLine['subject']>['type'],
            _id: r.subject_ref,
            name: r.subject_type === 'user' ? (nameOf.get(r.subject_ref) ?? null) : null,
          }
        : null,
    detail: parseDetail(r.detail),
  }));
}

function parseDetail(text: string): AuditLine['detail'] {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as AuditLine['detail']) : {};
  } catch {
    return {};
  }
}
