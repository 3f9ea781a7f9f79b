// The admins' verification queue costs the same number of SQL statements for one profile as for a hundred (the
// presenter batches certificates and decisions), and it is paged by keyset: nothing repeated or skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationStatus } from '../db/schema';
import { newId } from '../db/ids';
import { addLawyer } from '../test/bookingPeople';
import { createTestApp, type TestApp } from '../test/harness';
import { countingDb } from '../test/statements';
import { listVerifications } from './verifications';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** `n` lawyers in `status`, each with a certificate and, when rejected, a reason; answers their ids. */
async function lawyers(n: number, status: VerificationStatus): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = await addLawyer(t, status);
    const at = new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString();
    await t.db.updateTable('lawyer_profiles').set({ created_at: at }).where('user_id', '=', id).execute();
    await t.db
      .insertInto('lawyer_certificates')
      .values({
        user_id: id,
        original_name: `c${i}.pdf`,
        stored_name: `${id}.pdf`,
        mime: 'application/pdf',
        size: 10,
        created_at: at,
      })
      .execute();
    if (status === 'rejected')
      await t.db
        .insertInto('verification_decisions')
        .values({
          id: newId(),
          user_id: id,
          admin_id: null,
          decision: 'rejected',
          reason: `Reason ${i}`,
          created_at: at,
        })
        .execute();
    ids.push(id);
  }
  return ids;
}

async function counted(query: {
  status: VerificationStatus;
  limit: number;
  cursor?: { at: string; id: string };
}) {
  const counting = countingDb(t.db);
  const page = await listVerifications({ db: counting.db, clock: t.deps.clock }, { query });
  return { statements: counting.statements, page };
}

describe('the verification queue', () => {
  it('runs as many statements for 100 rejected profiles as for 1, each with its certificate and reason', async () => {
    await lawyers(1, 'rejected');
    const one = await counted({ status: 'rejected', limit: 100 });
    await lawyers(99, 'rejected');
    const hundred = await counted({ status: 'rejected', limit: 100 });
    expect(one.page.items).toHaveLength(1);
    expect(hundred.page.items).toHaveLength(100);
    expect(
      hundred.page.items.every((i) => i.certificate !== null && i.rejectionReason?.startsWith('Reason')),
    ).toBe(true);
    expect(hundred.statements).toBe(one.statements);
  });

  it('pages first submitted first, each profile once', async () => {
    const ids = await lawyers(25, 'pending');
    const first = await counted({ status: 'pending', limit: 20 });
    expect(first.page.items).toHaveLength(20);
    expect(first.page.nextCursor).not.toBeNull();
    const last = first.page.items[19]!;
    const second = await counted({
      status: 'pending',
      limit: 20,
      cursor: { at: last.submittedAt, id: last._id },
    });
    expect(second.page.items).toHaveLength(5);
    expect(second.page.nextCursor).toBeNull();
    expect([...first.page.items, ...second.page.items].map((i) => i._id)).toEqual(ids);
  });
});
