// Writes one line of the audit log (migration 034: append-only, people by user id only). Call it inside the
// use case's transaction where there is one, so the action and its record stand or fall together.
import type { AuditAction, AuditSubject } from '@contract';
import type { Db, Trx } from '../../db/connection';
import { newId } from '../../db/ids';

export interface AuditEntry {
  /** Who did it: a user id, or null for the system (a job). */
  actorId: string | null;
  action: AuditAction;
  subject?: { type: AuditSubject; id: string };
  /** Reason, amounts, ids: never a name, e-mail address or secret (the log outlives erasure). */
  detail?: Record<string, string | number | boolean | null>;
  at: Date;
}

export async function recordAudit(db: Db | Trx, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      at: entry.at.toISOString(),
      actor_ref: entry.actorId,
      action: entry.action,
      subject_type: entry.subject?.type ?? null,
      subject_ref: entry.subject?.id ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}
