// What a database error means, the same on both engines.

/** SQLite ("UNIQUE constraint failed") and PostgreSQL (23505) unique violations. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return (
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === '23505' ||
    /UNIQUE constraint/.test(e?.message ?? '')
  );
}
