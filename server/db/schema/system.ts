// Infrastructure tables: shared rate-limit windows, applied migrations and the audit log.
import type { Generated } from 'kysely';

/** Shared rate-limit windows (hosted mode); reset_at in epoch milliseconds. */
export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

/** Append-only (migration 034): who did what to whom. People by user id only, so erasure pseudonymises. */
export interface AuditLogTable {
  id: string;
  at: string;
  actor_ref: string | null;
  action: string;
  subject_type: string | null;
  subject_ref: string | null;
  detail: Generated<string>;
}
