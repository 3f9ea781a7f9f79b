// Generated, verified lawyers for the benchmarks that need many (expert search, flat cost): inserted in batches
// of a thousand inside the caller's transaction, their e-mails moved to @bench. so they never meet a real one.
import type { Trx } from '../../server/db/connection';
import { generateLawyer } from '../../server/db/seed/lawyers';

/** Inserts `count` generated lawyers; answers their user ids in order. */
export async function insertBenchLawyers(trx: Trx, count: number): Promise<string[]> {
  const batch = 1_000;
  const ids: string[] = [];
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, k) =>
      generateLawyer(start + k, '01HZB'),
    );
    await trx
      .insertInto('users')
      .values(rows.map((r) => ({ ...r.user, email: r.user.email.replace('@', '@bench.') })))
      .execute();
    await trx
      .insertInto('lawyer_profiles')
      .values(rows.map((r) => ({ ...r.profile, verification_status: 'verified' as const })))
      .execute();
    ids.push(...rows.map((r) => r.user.id));
  }
  return ids;
}
