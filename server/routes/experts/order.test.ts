// Result order: lawyers whose name matches come first, then matches elsewhere (title, practice areas), each
// in name order; a renamed lawyer moves to their new place at once, however often names land in one spot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpertList } from '@contract';
import { syncExpertSearchRow } from '../../db/search';
import { addClient, addLawyer, type Person } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let client: Person;
beforeAll(async () => {
  t = await createTestApp();
  client = await addClient(t, 'Order Client');
});
afterAll(() => t.close());

const names = async (query: string) => {
  const r = await t.api.get<ExpertList>(`/api/experts?${query}&pageSize=50`, { token: client.token });
  expect(r.status).toBe(200);
  return r.body.items.map((i) => i.name);
};
const rename = async (who: Person, name: string) => {
  const r = await t.api.send('PATCH', '/api/profile', {
    body: JSON.stringify({ name }),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.token}` },
  });
  expect(r.status).toBe(200);
  // A new name is verified again before it is listed; the approval itself is tested elsewhere.
  await t.db
    .updateTable('lawyer_profiles')
    .set({ verification_status: 'verified' })
    .where('user_id', '=', who.id)
    .execute();
  await syncExpertSearchRow(t.db, who.id);
};
const lawyerNamed = async (name: string, practiceAreas?: string[]) => {
  const lawyer = await addLawyer(t);
  await t.db.updateTable('users').set({ name }).where('id', '=', lawyer.id).execute();
  if (practiceAreas)
    await t.db
      .updateTable('lawyer_profiles')
      .set({ practice_areas: JSON.stringify(practiceAreas), title: `${practiceAreas[0]} Lawyer` })
      .where('user_id', '=', lawyer.id)
      .execute();
  await syncExpertSearchRow(t.db, lawyer.id);
  return lawyer;
};

describe('expert search order', () => {
  it('lists name matches first, then matches in the expertise, each in name order', async () => {
    await lawyerNamed('Vorn Dara');
    await lawyerNamed('Vorn Bara');
    // 'Xylofamily' is not a practice area: only the title holds it, so this one matches outside the name.
    await lawyerNamed('Aab Kettle', ['Xylofamily']);
    await lawyerNamed('Zed Xylofam');
    expect(await names('q=xylofam')).toEqual(['Zed Xylofam', 'Aab Kettle']);
    expect(await names('q=vorn')).toEqual(['Vorn Bara', 'Vorn Dara']);
  });

  it('moves a renamed lawyer to their place, even after 40 names squeezed into one spot', async () => {
    const cara = await lawyerNamed('Wisp Cara');
    await lawyerNamed('Wisp Dara');
    await rename(cara, 'Wisp Eara');
    expect(await names('q=wisp')).toEqual(['Wisp Dara', 'Wisp Eara']);
    // Each new name sorts just before the previous one: 40 halvings of the same gap, then a renumbering.
    const squeezed: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const name = `Wisp A${String(999 - i)}`;
      await rename(await addLawyer(t), name);
      squeezed.unshift(name);
    }
    expect(await names('q=wisp')).toEqual([...squeezed, 'Wisp Dara', 'Wisp Eara']);
  });
});
