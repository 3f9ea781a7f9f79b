// Infrastructure tables: shared rate-limit windows and applied migrations.

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
