// Each admin action writes its line (who, what, to whom), and no endpoint changes or deletes a line: after a
// wide round of admin calls (every admin endpoint, the actions for real), the earlier lines are byte for byte
// what they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList, Endpoint } from '@contract';
import { declaredEndpoints } from '@contract/endpoints';
import { lawyerId } from '../../db/seed/lawyers';
import { newId } from '../../db/ids';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
let adminId: string;
let payoutWeek = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.tokenFor('admin@demo.lexsetu.in')).token;
  adminId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@demo.lexsetu.in')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const json = (method: string, path: string, body: unknown = {}) =>
  t.api.send(method, path, {
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
  });

const everyLine = () => t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

async function newest(n: number) {
  const res = await t.api.get<AuditList>(`/api/admin/audit?limit=${n}`, { token: admin });
  return res.body.items.reverse().map((l) => [l.action, l.actor?._id, l.subject?.type, l.subject?._id]);
}

/** The admin actions of the console's first four screens, done for real; their subjects. */
async function doAdminActions() {
  const pending = lawyerId(60);
  const rejected = lawyerId(61);
  await t.db
    .insertInto('lawyer_certificates')
    .values({
      user_id: rejected,
      original_name: 'enrolment.pdf',
      stored_name: `${'a'.repeat(32)}.pdf`,
      mime: 'application/pdf',
      size: 10,
      created_at: t.deps.clock.now().toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  expect(
    (await json('POST', `/api/admin/verifications/${pending}/reject`, { reason: 'No certificate yet.' }))
      .status,
  ).toBe(200);
  expect((await json('POST', `/api/admin/verifications/${rejected}/approve`)).status).toBe(200);

  const review = await t.db
    .selectFrom('reviews')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  expect(
    (await json('POST', `/api/admin/reviews/${review.id}/hide`, { reason: 'Names the other party.' })).status,
  ).toBe(200);
  expect(
    (await json('POST', `/api/admin/reviews/${review.id}/restore`, { reason: 'Edited by the author.' }))
      .status,
  ).toBe(200);

  const created = await json('POST', '/api/admin/services', {
    slug: `gift-deed-${Date.now()}`,
    title: 'Gift Deed Drafting',
    category: 'drafting',
    pricePaise: 199900,
    turnaroundDays: 2,
    revisions: 1,
    questionnaire: [{ id: 'donor', label: 'Donor', type: 'party', required: true }],
  });
  expect(created.status).toBe(201);
  const serviceId = (created.body as { _id: string })._id;
  expect((await json('PATCH', `/api/admin/services/${serviceId}`, { pricePaise: 249900 })).status).toBe(200);
  expect((await json('PATCH', `/api/admin/services/${serviceId}`, { retired: true })).status).toBe(200);

  const payoutId = newId();
  const now = t.deps.clock.now().toISOString();
  await t.db
    .insertInto('payouts')
    .values({
      id: payoutId,
      lawyer_id: lawyerId(1),
      week: `2029-01-0${++payoutWeek}`,
      amount_paise: 50000,
      status: 'failed',
      gateway: 'demo',
      gateway_payout_id: null,
      idempotency_key: payoutId,
      account_masked: 'XXXXXXXX9012',
      attempts: 1,
      failure: 'Beneficiary bank is down',
      created_at: now,
      updated_at: now,
      paid_at: null,
    })
    .execute();
  expect((await json('POST', `/api/admin/payouts/${payoutId}/retry`)).status).toBe(200);
  return { pending, rejected, review: review.id, serviceId, payoutId };
}

describe('admin actions on the audit log', () => {
  it('writes one line per action: the admin, what, and to whom', async () => {
    const s = await doAdminActions();
    expect(await newest(8)).toEqual([
      ['lawyer.rejected', adminId, 'user', s.pending],
      ['lawyer.approved', adminId, 'user', s.rejected],
      ['review.hidden', adminId, 'review', s.review],
      ['review.restored', adminId, 'review', s.review],
      ['catalogue.changed', adminId, 'service', s.serviceId],
      ['catalogue.changed', adminId, 'service', s.serviceId],
      ['catalogue.changed', adminId, 'service', s.serviceId],
      ['payout.retried', adminId, 'payout', s.payoutId],
    ]);
    const lines = (
      await t.api.get<AuditList>('/api/admin/audit?limit=8', { token: admin })
    ).body.items.reverse();
    expect(lines.map((l) => l.detail)).toEqual([
      { reason: 'No certificate yet.' },
      {},
      { reason: 'Names the other party.', lawyerId: expect.any(String) as string },
      { reason: 'Edited by the author.', lawyerId: expect.any(String) as string },
      { change: 'created', slug: expect.stringMatching(/^gift-deed-/) as string, pricePaise: 199900 },
      { change: 'updated', fields: expect.stringContaining('price_paise') as string, pricePaise: 249900 },
      { change: 'retired', fields: 'retired_at' },
      { lawyerId: lawyerId(1), amountPaise: 50000, attempts: 1 },
    ]);
  });

  it('a refused action writes nothing', async () => {
    const before = await everyLine();
    expect(
      (await json('POST', `/api/admin/reviews/${newId()}/hide`, { reason: 'Names the other party.' })).status,
    ).toBe(404);
    expect((await json('POST', '/api/admin/services', { slug: 'x' })).status).toBe(400);
    expect(await everyLine()).toEqual(before);
  });

  it('no endpoint changes or deletes a line: every admin endpoint called, the earlier lines stay as they were', async () => {
    const before = await everyLine();
    expect(before.length).toBeGreaterThan(5);
    await doAdminActions();
    const fake = '01HZ0000000000000000000000';
    const someId = (path: string) => path.replace(/:\w+/g, fake);
    for (const e of declaredEndpoints.filter((d: Endpoint) => d.access === 'admin')) {
      const res =
        e.method === 'GET'
          ? await t.api.get(someId(e.path), { token: admin })
          : await json(e.method, someId(e.path));
      expect(res.status, `${e.method} ${e.path}`).toBeLessThan(500);
    }
    const after = await everyLine();
    const kept = new Map(after.map((l) => [l.id, JSON.stringify(l)]));
    expect(before.map((l) => kept.get(l.id))).toEqual(before.map((l) => JSON.stringify(l)));
    expect(after.length).toBeGreaterThan(before.length);
  });
});
