// The Documents tab through the API, a keyset page at a time: a search's pages follow each other whole, and
// what is shared with a lawyer is found under "From" and the owner's name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentItem } from '@contract';
import { newId } from '../../db/ids';
import { addClient, addLawyer } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';
import { walkPages } from '../../test/pages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('GET /api/documents', () => {
  it('pages a search newest first, each match once, for the owner and the lawyer it is shared with', async () => {
    const owner = await addClient(t, 'Meera Pillai');
    const lawyer = await addLawyer(t);
    for (let i = 0; i < 7; i++) {
      const id = newId();
      await t.db
        .insertInto('documents')
        .values({
          id,
          user_id: owner.id,
          original_name: i % 2 ? `Lease ${i}.pdf` : `Photo ${i}.png`,
          stored_name: `${id}.bin`,
          mime: i % 2 ? 'application/pdf' : 'image/png',
          size: 10,
          description: '',
          pin_hash: null,
          pin_failures: 0,
          pin_locked_until: null,
          shared_with: i < 4 ? lawyer.id : null,
          deleted_at: null,
          created_at: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
        })
        .execute();
    }
    const all = await walkPages<DocumentItem>(t, '/api/documents', owner.token, 3);
    expect(all.pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(all.items.map((d) => d.name)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((i) => (i % 2 ? `Lease ${i}.pdf` : `Photo ${i}.png`)),
    );
    const leases = await walkPages<DocumentItem>(t, '/api/documents?q=LEASE', owner.token, 2);
    expect(leases.items.map((d) => d.name)).toEqual(['Lease 5.pdf', 'Lease 3.pdf', 'Lease 1.pdf']);
    const images = await walkPages<DocumentItem>(t, '/api/documents?q=png%20image', owner.token, 2);
    expect(images.items).toHaveLength(4);
    const shared = await walkPages<DocumentItem>(t, '/api/documents?q=from%20meera', lawyer.token, 1);
    expect(shared.items.map((d) => d.name)).toEqual([
      'Lease 3.pdf',
      'Photo 2.png',
      'Lease 1.pdf',
      'Photo 0.png',
    ]);
    expect(shared.pages).toHaveLength(4);
  });
});
