// The Documents tab costs the same number of SQL statements for one document as for a hundred, pages newest
// first with nothing repeated or skipped, and searches the words the tab shows in SQL (so a page stays whole).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids';
import { addClient, addLawyer } from '../test/bookingPeople';
import { createTestApp, type TestApp } from '../test/harness';
import { countingDb } from '../test/statements';
import { listDocuments } from './documents';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

interface Doc {
  name?: string;
  description?: string;
  mime?: string;
  sharedWith?: string | null;
}

/** Documents of `owner`, a minute apart in the order given (the last is the newest); answers their ids. */
async function documentsOf(owner: string, docs: Doc[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, doc] of docs.entries()) {
    const id = newId();
    await t.db
      .insertInto('documents')
      .values({
        id,
        user_id: owner,
        original_name: doc.name ?? `file ${i}.pdf`,
        stored_name: `${id}.bin`,
        mime: doc.mime ?? 'application/pdf',
        size: 10,
        description: doc.description ?? '',
        pin_hash: null,
        pin_failures: 0,
        pin_locked_until: null,
        shared_with: doc.sharedWith ?? null,
        deleted_at: null,
        created_at: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
      })
      .execute();
    ids.push(id);
  }
  return ids;
}

type Query = { tab?: 'all' | 'deleted'; q?: string; limit: number; cursor?: { at: string; id: string } };
async function counted(me: string, { tab = 'all', q = '', ...page }: Query) {
  const counting = countingDb(t.db);
  const list = await listDocuments({ db: counting.db }, { id: me }, { query: { tab, q, ...page } });
  return { statements: counting.statements, page: list };
}

describe('the Documents tab', () => {
  it('runs as many statements for 100 shared documents as for 1', async () => {
    const lawyer = await addLawyer(t);
    const one = (await addClient(t, 'One Doc')).id;
    await documentsOf(one, [{ sharedWith: lawyer.id }]);
    const hundred = (await addClient(t, 'Hundred Docs')).id;
    await documentsOf(
      hundred,
      Array.from({ length: 100 }, () => ({ sharedWith: lawyer.id })),
    );
    const a = await counted(one, { limit: 100 });
    const b = await counted(hundred, { limit: 100 });
    expect(a.page.items).toHaveLength(1);
    expect(b.page.items).toHaveLength(100);
    expect(b.page.items.every((d) => d.sharedWith !== '')).toBe(true);
    expect(b.statements).toBe(a.statements);
  });

  it('pages newest first, each document once', async () => {
    const me = (await addClient(t, 'Pager')).id;
    const ids = await documentsOf(
      me,
      Array.from({ length: 25 }, () => ({})),
    );
    const first = await counted(me, { limit: 20 });
    const last = first.page.items[19]!;
    const second = await counted(me, { limit: 20, cursor: { at: last.createdAt, id: last._id } });
    expect(second.page.nextCursor).toBeNull();
    expect([...first.page.items, ...second.page.items].map((d) => d._id)).toEqual([...ids].reverse());
  });

  it('searches name, description, type and who it is shared with or from, any case, wildcards as text', async () => {
    const lawyer = await addLawyer(t);
    const lawyerName = (
      await t.db.selectFrom('users').select('name').where('id', '=', lawyer.id).executeTakeFirstOrThrow()
    ).name;
    const me = (await addClient(t, 'Searcher Kumari')).id;
    await documentsOf(me, [
      { name: 'Sale DEED.pdf' },
      { name: 'photo.png', mime: 'image/png', description: 'Site visit' },
      { name: 'scan.jpg', mime: 'image/jpeg' },
      { name: '100% final.pdf' },
      { name: 'for counsel.pdf', sharedWith: lawyer.id },
    ]);
    const names = async (who: string, q: string) =>
      (await counted(who, { q, limit: 20 })).page.items.map((d) => d.name).sort();
    expect(await names(me, 'deed')).toEqual(['Sale DEED.pdf']);
    expect(await names(me, 'site VISIT')).toEqual(['photo.png']);
    expect(await names(me, 'png image')).toEqual(['photo.png']);
    expect(await names(me, 'jpeg')).toEqual(['scan.jpg']);
    expect(await names(me, '%')).toEqual(['100% final.pdf']);
    expect(await names(me, '_')).toEqual([]);
    expect(await names(me, lawyerName.toUpperCase())).toEqual(['for counsel.pdf']);
    // The lawyer sees it as "From Searcher Kumari".
    expect(await names(lawyer.id, 'from searcher')).toEqual(['for counsel.pdf']);
    expect(await names(lawyer.id, 'kumari')).toEqual(['for counsel.pdf']);
    expect(await names(me, 'from searcher')).toEqual([]);
  });

  it('pages a search whole: every match once, across pages', async () => {
    const me = (await addClient(t, 'Searching Pager')).id;
    await documentsOf(
      me,
      Array.from({ length: 30 }, (_, i) => ({ name: i % 3 ? `other ${i}.pdf` : `lease ${i}.pdf` })),
    );
    const first = await counted(me, { q: 'lease', limit: 4 });
    const last = first.page.items[3]!;
    const second = await counted(me, { q: 'lease', limit: 4, cursor: { at: last.createdAt, id: last._id } });
    const third = second.page.nextCursor
      ? await counted(me, {
          q: 'lease',
          limit: 4,
          cursor: { at: second.page.items[3]!.createdAt, id: second.page.items[3]!._id },
        })
      : null;
    const shown = [first, second, third].flatMap((c) => c?.page.items ?? []).map((d) => d.name);
    expect(shown).toEqual([27, 24, 21, 18, 15, 12, 9, 6, 3, 0].map((i) => `lease ${i}.pdf`));
    expect(third?.page.nextCursor).toBeNull();
  });
});
