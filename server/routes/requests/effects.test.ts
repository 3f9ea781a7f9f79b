// Requests and the people they concern: the mentioned lawyer is notified, accept/complete tell the other side,
// and 'Filter messages from unknown users' sets requests from clients with no booking apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultationRequest, ConsultationRequestList } from '@contract';
import { addClient, addLawyer, type Person, putSettings } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let lawyer: Person & { email: string };
let stranger: Person;
let knownClient: Person;

async function create(who: Person, title: string) {
  const form = new FormData();
  const fields = {
    title,
    description: 'Please advise.',
    date: '2099-12-31',
    timing: '10:30 AM',
    mention: lawyer.email,
    consultationType: 'Online',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await fetch(`${t.url}/api/create-request`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${who.token}` },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as ConsultationRequest;
}

const listIds = async (who: Person, query: string) => {
  const r = await t.api.get<ConsultationRequestList>(`/api/requests?${query}`, { token: who.token });
  expect(r.status).toBe(200);
  return r.body.items.map((x) => x._id);
};

const noticesOf = (userId: string) =>
  t.db
    .selectFrom('notifications')
    .select(['kind', 'message', 'link'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  const l = await addLawyer(t);
  const row = await t.db.selectFrom('users').select('email').where('id', '=', l.id).executeTakeFirstOrThrow();
  lawyer = { ...l, email: row.email };
  stranger = await addClient(t, 'Stranger Client');
  knownClient = await addClient(t, 'Known Client');
  // A booking makes the client known to the lawyer.
  const now = new Date().toISOString();
  await t.db
    .insertInto('bookings')
    .values({
      id: '01HZ00000000000000000EFB01',
      client_id: knownClient.id,
      lawyer_id: lawyer.id,
      date: '2099-12-30',
      slot: '10:00',
      start_at: '2099-12-30T04:30:00.000Z',
      end_at: '2099-12-30T05:00:00.000Z',
      minutes: 30,
      mode: 'video',
      topic: 'Earlier matter',
      price_paise: 0,
      status: 'confirmed',
      paid_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterAll(() => t.close());

describe('request notifications', () => {
  it('notifies the mentioned lawyer, then the client on accept and the lawyer on complete', async () => {
    const request = await create(knownClient, 'Tenancy notice');
    expect((await noticesOf(lawyer.id)).at(-1)).toEqual({
      kind: 'request',
      message: 'Known Client mentioned you in a request: Tenancy notice',
      link: '/dashboard/create-request',
    });

    const accepted = await t.api.post(`/api/requests/${request._id}/accept`, undefined, {
      token: lawyer.token,
    });
    expect(accepted.status).toBe(200);
    const lawyerName = (
      await t.db.selectFrom('users').select('name').where('id', '=', lawyer.id).executeTakeFirstOrThrow()
    ).name;
    expect(await noticesOf(knownClient.id)).toEqual([
      {
        kind: 'request',
        message: `${lawyerName} accepted your request: Tenancy notice`,
        link: '/dashboard/create-request',
      },
    ]);

    const lawyerBefore = (await noticesOf(lawyer.id)).length;
    const done = await t.api.post(`/api/requests/${request._id}/complete`, undefined, {
      token: knownClient.token,
    });
    expect(done.status).toBe(200);
    const lawyerNotices = await noticesOf(lawyer.id);
    expect(lawyerNotices).toHaveLength(lawyerBefore + 1);
    expect(lawyerNotices.at(-1)).toMatchObject({
      kind: 'request',
      message: 'Known Client marked the request "Tenancy notice" completed.',
    });
    // Nobody else heard of it.
    expect(await noticesOf(stranger.id)).toEqual([]);
  });
});

describe("'Filter messages from unknown users'", () => {
  it('puts requests from clients with no booking into the lawyer’s message requests (on by default)', async () => {
    const fromStranger = await create(stranger, 'Stranger asks');
    const fromKnown = await create(knownClient, 'Known asks');
    const newTab = await listIds(lawyer, 'tab=new');
    expect(newTab).toContain(fromKnown._id);
    expect(newTab).not.toContain(fromStranger._id);
    const unknown = await listIds(lawyer, 'tab=new&from=unknown');
    expect(unknown).toContain(fromStranger._id);
    expect(unknown).not.toContain(fromKnown._id);
    // The client's own view is unchanged.
    expect(await listIds(stranger, 'tab=new')).toContain(fromStranger._id);
    expect(await listIds(stranger, 'tab=new&from=unknown')).toEqual([]);
    // The lawyer is still told (as a message request) and may accept it from there.
    const accepted = await t.api.post(`/api/requests/${fromStranger._id}/accept`, undefined, {
      token: lawyer.token,
    });
    expect(accepted.status).toBe(200);
    expect(await listIds(lawyer, 'tab=on-going')).toContain(fromStranger._id);
  });

  it('shows every request in its tab when the lawyer turns the filter off', async () => {
    const fromStranger = await create(stranger, 'Second stranger ask');
    expect(await listIds(lawyer, 'tab=new')).not.toContain(fromStranger._id);
    expect((await putSettings(t, lawyer, { filterUnknownMessages: false })).status).toBe(200);
    expect(await listIds(lawyer, 'tab=new')).toContain(fromStranger._id);
    expect(await listIds(lawyer, 'tab=new&from=unknown')).toEqual([]);
  });

  it('refuses an unknown from value with a 400 naming the field', async () => {
    const r = await t.api.get<{ message: string }>('/api/requests?tab=new&from=friends', {
      token: lawyer.token,
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('from');
  });
});
