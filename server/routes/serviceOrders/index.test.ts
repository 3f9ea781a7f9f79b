// Legal documents as a service, as a client and lawyers live it: the public catalogue, an order paid through
// the gateway, the questionnaire with files, the accept race, the included call, the generated first draft,
// versions, a revision, approval (mail with the document attached, a copy in Documents), cancelling with one
// refund and one credit note, the time rules, and who may see an order.
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serviceListSchema,
  serviceOrderListSchema,
  serviceOrderSchema,
  type Activity,
  type Bills,
  type DemoMail,
  type Earnings,
  type InvoicePage,
  type Service,
  type ServiceOrder,
} from '@contract';
import { grantAdmin } from '../../services/admins';
import { eraseUser } from '../../services/dataRights';
import { sweepServiceOrders } from '../../services/serviceOrders';
import { addClient, addLawyer, type Person } from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { fakeExe, tinyDocx, tinyPdf, tinyPng } from '../../test/sampleFiles';

const hour = 3_600_000;
// Tuesday 5 March 2030, 09:30 in India.
const clock = testClock(Date.parse('2030-03-05T04:00:00.000Z'));

let t: TestApp;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock });
  admin = await addClient(t, 'Site Admin');
  await grantAdmin(t.db, admin.id, t.deps.clock.now());
});
afterAll(() => t.close());

type Reply<T> = T & { message: string; code: string };
const as = (who: Person) => ({ token: who.token });

async function serviceBySlug(slug: string): Promise<Service> {
  return (await t.api.get<Service>(`/api/services/${slug}`)).body;
}

async function order(who: Person, slug = 'agreement-to-sale-drafting') {
  const service = await serviceBySlug(slug);
  const res = await t.api.post<Reply<ServiceOrder>>(
    '/api/service-orders',
    { serviceId: service._id },
    as(who),
  );
  expect(res.status).toBe(201);
  return res.body;
}

async function pay(who: Person, serviceOrderId: string) {
  const token = as(who);
  const created = await t.api.post<{ orderId: string; amountPaise: number }>(
    '/api/payment/order',
    { serviceOrderId },
    token,
  );
  expect(created.status).toBe(201);
  const signed = await t.api.post<{ paymentId: string; signature: string }>(
    '/api/payment/demo/checkout',
    { orderId: created.body.orderId, method: 'creditCard', outcome: 'success' },
    token,
  );
  const paid = await t.api.post<{ kind: string }>(
    '/api/payment',
    { orderId: created.body.orderId, ...signed.body, method: 'creditCard', last4: '1111' },
    token,
  );
  expect(paid.status).toBe(200);
  expect(paid.body.kind).toBe('service_order');
  return created.body;
}

/** A multipart request, as the browser's FormData sends it. */
async function multipart<T>(
  method: string,
  path: string,
  who: Person,
  fields: Record<string, string>,
  files: Record<string, { name: string; bytes: Buffer }> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([new Uint8Array(f.bytes)]), f.name);
  const res = await fetch(t.url + path, {
    method,
    body: form,
    headers: { Authorization: `Bearer ${who.token}` },
  });
  return { status: res.status, body: (await res.json()) as Reply<T> };
}

const drafting = {
  seller: 'Ramesh Kumar, 12 MG Road, Pune',
  buyer: 'Asha Verma, 4 Park Street, Kolkata',
  property: 'Flat 301, Lotus Towers, Baner, Pune',
  price: '4500000',
  advance: '500000',
  completionDate: '2030-06-30',
};

const details = (who: Person, id: string, answers: Record<string, string> = drafting, withDeed = true) =>
  multipart<ServiceOrder>(
    'PUT',
    `/api/service-orders/${id}/details`,
    who,
    { answers: JSON.stringify(answers) },
    withDeed ? { titleDeed: { name: 'title deed.pdf', bytes: tinyPdf } } : {},
  );

const deliver = (who: Person, id: string, name: string, bytes: Buffer, note = '') =>
  multipart<ServiceOrder>(
    'POST',
    `/api/service-orders/${id}/deliveries`,
    who,
    { note },
    { file: { name, bytes } },
  );

const get = (who: Person, id: string) => t.api.get<Reply<ServiceOrder>>(`/api/service-orders/${id}`, as(who));
const post = (who: Person, id: string, action: string, body: unknown = {}) =>
  t.api.post<Reply<ServiceOrder>>(`/api/service-orders/${id}/${action}`, body, as(who));

/** An order paid and briefed, waiting for a lawyer. */
const nda = {
  disclosing: 'Acme Pvt Ltd, Bengaluru',
  receiving: 'Vendor LLP, Chennai',
  purpose: 'Evaluating a supply deal',
  term: '2 years',
  effectiveDate: '2030-03-10',
};

async function briefed(client: Person, slug = 'agreement-to-sale-drafting') {
  const o = await order(client, slug);
  await pay(client, o._id);
  const sent = slug === 'nda' ? await details(client, o._id, nda, false) : await details(client, o._id);
  expect(sent.status).toBe(200);
  return o._id;
}

describe('GET /api/services (public)', () => {
  it('lists at least ten packages with the Quick Buy documents at the spec prices, and each by its slug', async () => {
    const list = await t.api.get<{ items: Service[] }>('/api/services');
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThanOrEqual(10);
    const bySlug = Object.fromEntries(list.body.items.map((s) => [s.slug, s]));
    expect(bySlug['agreement-to-sale-review']).toMatchObject({
      title: 'Agreement to Sale or Sale Agreement Review',
      pricePaise: 249900,
      category: 'review',
    });
    expect(bySlug['agreement-to-sale-drafting']).toMatchObject({
      title: 'Agreement to Sale Drafting',
      pricePaise: 349900,
    });
    expect(bySlug.trademark).toMatchObject({ title: 'Trademark', pricePaise: 1050000 });
    for (const slug of [
      'rent-agreement',
      'legal-notice',
      'will',
      'nda',
      'partnership-deed',
      'trademark-filing',
      'founders-agreement',
    ])
      expect(bySlug[slug], slug).toBeDefined();
    const one = await t.api.get<Service>('/api/services/agreement-to-sale-drafting');
    expect(one.body).toEqual(bySlug['agreement-to-sale-drafting']);
    expect(one.body.questionnaire.map((q) => q.type)).toContain('party');
    expect((await t.api.get('/api/services/no-such-thing')).status).toBe(404);
  });

  it('admins add, reprice and retire packages; a retired one is off sale, orders keep their price', async () => {
    const client = await addClient(t);
    const body = {
      slug: 'gift-deed',
      title: 'Gift Deed Drafting',
      category: 'drafting',
      pricePaise: 199900,
      turnaroundDays: 2,
      revisions: 1,
      questionnaire: [{ id: 'donor', label: 'Donor', type: 'party', required: true }],
    };
    expect((await t.api.post('/api/admin/services', body, as(client))).status).toBe(403);
    const bad = await t.api.post<Reply<unknown>>(
      '/api/admin/services',
      { ...body, pricePaise: -5 },
      as(admin),
    );
    expect(bad.status).toBe(400);
    const created = await t.api.post<Reply<Service>>('/api/admin/services', body, as(admin));
    expect(created.status).toBe(201);
    expect((await t.api.post('/api/admin/services', body, as(admin))).status).toBe(409);
    const bought = await order(client, 'gift-deed');
    const repriced = await t.api.send<Service>('PATCH', `/api/admin/services/${created.body._id}`, {
      body: JSON.stringify({ pricePaise: 249900 }),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
    });
    expect(repriced.body.pricePaise).toBe(249900);
    expect((await get(client, bought._id)).body.pricePaise).toBe(199900);
    await t.api.send('PATCH', `/api/admin/services/${created.body._id}`, {
      body: JSON.stringify({ retired: true }),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
    });
    expect((await t.api.get('/api/services/gift-deed')).status).toBe(404);
    const again = await t.api.post<Reply<unknown>>(
      '/api/service-orders',
      { serviceId: created.body._id },
      as(client),
    );
    expect(again.status).toBe(409);
    const all = await t.api.get<{ items: Service[] }>('/api/admin/services', as(admin));
    expect(all.body.items.find((s) => s.slug === 'gift-deed')?.retired).toBe(true);
  });
});

describe('an order from purchase to the approved document', () => {
  it('pays, briefs, is accepted, books the call, gets a draft and versions, revises and approves', async () => {
    const client = await addClient(t, 'Asha Verma');
    const lawyer = await addLawyer(t);
    const created = await order(client);
    expect(created).toMatchObject({
      status: 'awaiting_payment',
      pricePaise: 349900,
      can: { pay: true, answer: false },
    });

    // Details before payment are refused.
    expect((await details(client, created._id)).status).toBe(409);
    const payment = await pay(client, created._id);
    expect(payment.amountPaise).toBe(349900);
    const paid = await get(client, created._id);
    expect(paid.body).toMatchObject({ status: 'awaiting_lawyer', can: { answer: true, cancel: true } });
    const invoices = await t.api.get<InvoicePage>('/api/invoices', as(client));
    // Sold by the platform with 18 % GST inside the price; the client is told where the order goes on.
    expect(invoices.body.items[0]).toMatchObject({
      type: 'document',
      description: `Legal document package: ${created.service.title}`,
      issuedFrom: 'LexSetu Legal Services Pvt. Ltd.',
      taxablePaise: 296525,
      gstPaise: 53375,
      totalPaise: 349900,
      reverseCharge: false,
    });
    const told = await t.db
      .selectFrom('notifications')
      .select(['message', 'link'])
      .where('user_id', '=', client.id)
      .where('kind', '=', 'payment')
      .execute();
    expect(told).toEqual([
      {
        message: `Payment of ₹3,499/- received: Legal document package: ${created.service.title}. Invoice ${invoices.body.items[0]!.number}.`,
        link: `/dashboard/service-orders/${created._id}`,
      },
    ]);

    // Not in the lawyer's queue until the details are in.
    const queue0 = await t.api.get<{ items: ServiceOrder[] }>('/api/service-orders', as(lawyer));
    expect(queue0.body.items.map((o) => o._id)).not.toContain(created._id);

    const missing = await details(client, created._id, { ...drafting, seller: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please answer: Seller (name and address).');
    const badDate = await details(client, created._id, { ...drafting, completionDate: 'soon' });
    expect(badDate.status).toBe(400);
    const exe = await multipart(
      'PUT',
      `/api/service-orders/${created._id}/details`,
      client,
      { answers: JSON.stringify(drafting) },
      {
        titleDeed: { name: 'deed.pdf', bytes: fakeExe },
      },
    );
    expect(exe.status).toBe(415);
    const sent = await details(client, created._id);
    expect(sent.status).toBe(200);
    expect(sent.body.answers).toMatchObject({ seller: drafting.seller, titleDeed: 'title deed.pdf' });
    expect(sent.body.files).toEqual([
      expect.objectContaining({ name: 'title deed.pdf', questionId: 'titleDeed' }),
    ]);
    // The client does not see the generated draft as a version.
    expect(sent.body.deliveries).toEqual([]);

    const queue = await t.api.get<{ items: ServiceOrder[] }>('/api/service-orders', as(lawyer));
    const open = queue.body.items.find((o) => o._id === created._id)!;
    expect(open).toMatchObject({ status: 'awaiting_lawyer', answers: {}, files: [], can: { accept: true } });
    expect((await get(lawyer, created._id)).status).toBe(404);

    const accepted = await post(lawyer, created._id, 'accept');
    expect(accepted.status).toBe(200);
    // Replies are what the contract declares (the renderer checks them with the same schemas).
    serviceOrderSchema.parse(accepted.body);
    serviceOrderListSchema.parse(queue.body);
    serviceListSchema.parse((await t.api.get('/api/services')).body);
    expect(accepted.body).toMatchObject({
      status: 'in_progress',
      lawyer: { _id: lawyer.id },
      can: { deliver: true },
    });
    expect(accepted.body.dueAt).toBe('2030-03-08T04:00:00.000Z');
    // The lawyer starts from the draft generated from the answers.
    const draft = accepted.body.deliveries.find((d) => d.kind === 'draft')!;
    expect(draft.name).toBe('agreement-to-sale-drafting-first-draft.docx');
    expect(draft.note).toBe("Generated from the client's answers: your starting point for version 1.");
    const draftFile = await fetch(`${t.url}/api/service-orders/${created._id}/files/${draft._id}`, {
      headers: { Authorization: `Bearer ${lawyer.token}` },
    });
    expect(draftFile.headers.get('content-type')).toContain('wordprocessingml');
    // A Word document: a zip whose body (word/document.xml) holds the answers.
    const docx = unzipSync(new Uint8Array(await draftFile.arrayBuffer()));
    const draftText = strFromU8(docx['word/document.xml']!);
    expect(draftText).toContain('AGREEMENT TO SALE');
    expect(draftText).toContain('Ramesh Kumar, 12 MG Road, Pune');
    expect(draftText).toContain('₹45,00,000/-');

    // The included call, in one of the lawyer's free slots, at no charge.
    const notFree = await post(client, created._id, 'call', { start: '2030-03-06T22:00:00+05:30' });
    expect(notFree.status).toBe(400);
    const call = await post(client, created._id, 'call', { start: '2030-03-06T10:00:00+05:30' });
    expect(call.status).toBe(200);
    expect(call.body.call?.start).toBe('2030-03-06T04:30:00.000Z');
    const booking = await t.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', call.body.call!.bookingId)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      price_paise: 0,
      status: 'confirmed',
      lawyer_id: lawyer.id,
      client_id: client.id,
    });
    expect((await post(client, created._id, 'call', { start: '2030-03-06T11:00:00+05:30' })).status).toBe(
      409,
    );
    // The call is part of the package: the client's own first consultation is still the free one, and the
    // call does not use up the Basic plan's consultations of the month.
    const own = await t.api.post<{ pricePaise: number; status: string }>(
      '/api/bookings',
      { lawyerId: lawyer.id, date: '2030-03-06', slot: '12:00', mode: 'video', topic: 'My own question' },
      as(client),
    );
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ pricePaise: 0, status: 'confirmed' });

    // Versions: PDF or DOCX only, checked by content.
    expect((await deliver(lawyer, created._id, 'agreement.pdf', tinyPng)).status).toBe(415);
    const wrongField = await multipart<ServiceOrder>(
      'POST',
      `/api/service-orders/${created._id}/deliveries`,
      lawyer,
      {},
      { document: { name: 'a.pdf', bytes: tinyPdf } },
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('Send files in the field file, not document.');
    const noFile = await multipart<ServiceOrder>(
      'POST',
      `/api/service-orders/${created._id}/deliveries`,
      lawyer,
      {
        note: 'x',
      },
    );
    expect(noFile.status).toBe(400);
    expect((await post(client, created._id, 'approve')).status).toBe(409);
    const v1 = await deliver(lawyer, created._id, 'Agreement v1.pdf', tinyPdf, 'First version');
    expect(v1.status).toBe(201);
    const seen = await get(client, created._id);
    expect(seen.body.deliveries).toEqual([
      expect.objectContaining({
        version: 1,
        name: 'Agreement v1.pdf',
        note: 'First version',
        kind: 'delivery',
      }),
    ]);
    expect(seen.body.can).toMatchObject({ revise: true, approve: true });

    const noComment = await post(client, created._id, 'revision', { comments: '  ' });
    expect(noComment.status).toBe(400);
    const revision = await post(client, created._id, 'revision', { comments: 'Add the parking slot.' });
    expect(revision.body).toMatchObject({ status: 'revision_requested', revisionsUsed: 1 });
    expect((await post(client, created._id, 'approve')).status).toBe(409);
    const v2 = await deliver(
      lawyer,
      created._id,
      'Agreement to Sale - final.docx',
      tinyDocx,
      'Parking slot added',
    );
    expect(v2.body.status).toBe('in_progress');

    const approved = await post(client, created._id, 'approve');
    expect(approved.status).toBe(200);
    serviceOrderSchema.parse(approved.body);
    serviceOrderSchema.parse((await get(lawyer, created._id)).body);
    serviceOrderSchema.parse((await get(admin, created._id)).body);
    expect(approved.body).toMatchObject({ status: 'delivered', can: { review: true, revise: false } });
    expect(approved.body.timeline.map((e) => e.kind)).toEqual([
      'created',
      'paid',
      'details',
      'draft',
      'accepted',
      'call',
      'delivered',
      'revision',
      'delivered',
      'approved',
    ]);
    const email = (
      await t.db.selectFrom('users').select('email').where('id', '=', client.id).executeTakeFirstOrThrow()
    ).email;
    const inbox = await t.api.get<DemoMail[]>(`/api/demo/inbox?email=${encodeURIComponent(email)}`);
    const mail = inbox.body.find((m) => m.subject === 'Your document is ready: Agreement to Sale Drafting')!;
    expect(mail.attachments).toEqual([
      {
        name: 'Agreement to Sale - final.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: tinyDocx.length,
      },
    ]);
    const documents = await t.api.get<{ items: { name: string }[] }>('/api/documents', as(client));
    expect(documents.body.items.map((d) => d.name)).toContain('Agreement to Sale - final.docx');
    expect((await post(client, created._id, 'revision', { comments: 'More' })).status).toBe(409);

    // Spend and the order in Bills & Payments and Activities; the client reviews the lawyer once.
    const bills = await t.api.get<Bills>('/api/bills', as(client));
    expect(bills.body.engagements.find((e) => e._id === created._id)).toMatchObject({
      kind: 'document',
      expert: expect.any(String),
      budgetPaise: 349900,
      status: 'Delivered',
      payable: false,
    });
    expect(bills.body.summary.totalSpendingsPaise).toBe(349900);
    // The accepting lawyer earns the order's price once the client approves (the ledger of issue 35).
    const earnings = await t.api.get<Earnings>('/api/earnings?period=all', as(lawyer));
    expect(earnings.body.lines.filter((l) => l.kind === 'service_order')).toEqual([
      expect.objectContaining({
        description: 'Document: Agreement to Sale Drafting',
        counterpart: 'Asha Verma',
        grossPaise: 349900,
      }),
    ]);
    const lawyerBills = await t.api.get<Bills>('/api/bills', as(lawyer));
    expect(lawyerBills.body.engagements.find((e) => e._id === created._id)?.expert).toBe('Asha Verma');
    const activities = await t.api.get<Activity[]>('/api/transactions', as(client));
    expect(activities.body.map((a) => a.title)).toEqual(
      expect.arrayContaining(['Ordered Agreement to Sale Drafting', 'Payment of ₹3,499/-']),
    );
    const review = await t.api.post<Reply<unknown>>(
      '/api/reviews',
      { serviceOrderId: created._id, stars: 5, text: 'Clear draft.' },
      as(client),
    );
    expect(review.status).toBe(201);
    expect(
      (await t.api.post('/api/reviews', { serviceOrderId: created._id, stars: 4 }, as(client))).status,
    ).toBe(409);
    expect((await get(client, created._id)).body.can.review).toBe(false);
    const notices = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', lawyer.id)
      .execute();
    expect(notices.map((n) => n.message)).toContain(
      'A client reviewed your work on Agreement to Sale Drafting: 5 stars.',
    );
  });

  it('stops revisions at the package limit', async () => {
    const client = await addClient(t);
    const lawyer = await addLawyer(t);
    const id = await briefed(client);
    await post(lawyer, id, 'accept');
    for (const n of [1, 2]) {
      await deliver(lawyer, id, `v${n}.pdf`, tinyPdf);
      expect((await post(client, id, 'revision', { comments: `change ${n}` })).status).toBe(200);
    }
    await deliver(lawyer, id, 'v3.pdf', tinyPdf);
    const third = await post(client, id, 'revision', { comments: 'again' });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('All revisions included in this package have been used.');
    expect((await post(client, id, 'approve')).body.status).toBe('delivered');
  });
});

describe('paying and briefing an order', () => {
  it('lets a payment order lapse after the 15-minute hold and pays the same order with a fresh one', async () => {
    const client = await addClient(t);
    const o = await order(client);
    const token = as(client);
    const stale = await t.api.post<{ orderId: string }>(
      '/api/payment/order',
      { serviceOrderId: o._id },
      token,
    );
    const signed = await t.api.post<{ paymentId: string; signature: string }>(
      '/api/payment/demo/checkout',
      { orderId: stale.body.orderId, method: 'scanPay', outcome: 'success' },
      token,
    );
    clock.advance(16 * 60_000);
    const late = await t.api.post<Reply<unknown>>(
      '/api/payment',
      { orderId: stale.body.orderId, ...signed.body, method: 'scanPay' },
      token,
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'This payment order expired after 15 minutes. Please start the payment again for a new order.',
    );
    expect((await get(client, o._id)).body.status).toBe('awaiting_payment');
    await pay(client, o._id);
    expect((await get(client, o._id)).body.status).toBe('awaiting_lawyer');
    // Paid once: a second payment order is refused.
    expect((await t.api.post('/api/payment/order', { serviceOrderId: o._id }, token)).status).toBe(409);
  });

  it('refuses to pay an order cancelled after its payment order was made, recording nothing', async () => {
    const client = await addClient(t);
    const o = await order(client);
    const token = as(client);
    const started = await t.api.post<{ orderId: string }>(
      '/api/payment/order',
      { serviceOrderId: o._id },
      token,
    );
    const signed = await t.api.post<{ paymentId: string; signature: string }>(
      '/api/payment/demo/checkout',
      { orderId: started.body.orderId, method: 'scanPay', outcome: 'success' },
      token,
    );
    expect((await post(client, o._id, 'cancel')).body.status).toBe('cancelled');
    const late = await t.api.post<Reply<unknown>>(
      '/api/payment',
      { orderId: started.body.orderId, ...signed.body, method: 'scanPay' },
      token,
    );
    expect(late).toMatchObject({
      status: 409,
      body: { message: 'This order was cancelled: there is nothing to pay.' },
    });
    expect(
      await t.db.selectFrom('payments').selectAll().where('service_order_id', '=', o._id).execute(),
    ).toEqual([]);
  });

  it('replaces answers sent again before a lawyer accepts, removing the files they replace', async () => {
    const client = await addClient(t);
    const id = await briefed(client);
    const before = await t.db
      .selectFrom('service_order_files')
      .select(['stored_name', 'kind'])
      .where('order_id', '=', id)
      .execute();
    const again = await details(client, id, { ...drafting, price: '4600000' });
    expect(again.status).toBe(200);
    expect(again.body.answers.price).toBe('4600000');
    expect(again.body.files).toHaveLength(1);
    for (const { stored_name } of before) await expect(t.deps.storage.read(stored_name)).rejects.toThrow();
    const after = await t.db
      .selectFrom('service_order_files')
      .select(['stored_name', 'kind'])
      .where('order_id', '=', id)
      .execute();
    expect(after.map((f) => f.kind).sort()).toEqual(['answer', 'draft']);
    for (const { stored_name } of after) await expect(t.deps.storage.read(stored_name)).resolves.toBeTruthy();
    // Out of the way of the time rules below.
    expect((await post(client, id, 'cancel')).status).toBe(200);
  });

  it('names the problem in malformed details: not JSON, a file for a text question, an unknown file field', async () => {
    const client = await addClient(t);
    const o = await order(client);
    await pay(client, o._id);
    const notJson = await multipart('PUT', `/api/service-orders/${o._id}/details`, client, {
      answers: '{oops',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe('answers must be a JSON object of answers by question id.');
    const wrongField = await multipart(
      'PUT',
      `/api/service-orders/${o._id}/details`,
      client,
      { answers: JSON.stringify(drafting) },
      { seller: { name: 'x.pdf', bytes: tinyPdf } },
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('No file question is named seller.');
    const json = await t.api.send<Reply<unknown>>('PUT', `/api/service-orders/${o._id}/details`, {
      body: JSON.stringify({ answers: '{}' }),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${client.token}` },
    });
    expect(json.status).toBe(415);
  });
});

describe('POST /api/service-orders/:id/accept', () => {
  it('lets the first of several lawyers accepting at once win; for the others the order is gone (404)', async () => {
    const client = await addClient(t);
    const id = await briefed(client);
    const lawyers = await Promise.all([1, 2, 3, 4].map(() => addLawyer(t)));
    const answers = await Promise.all(lawyers.map((l) => post(l, id, 'accept')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404]);
    const winner = lawyers[answers.findIndex((a) => a.status === 200)]!;
    expect((await get(client, id)).body.lawyer?._id).toBe(winner.id);
    expect(answers.find((a) => a.status === 404)!.body.message).toBe(
      'Order not found, or another lawyer has already accepted it.',
    );
    const again = await post(winner, id, 'accept');
    expect(again).toMatchObject({ status: 409, body: { message: 'You have already accepted this order.' } });
  });

  it("answers another client's order that is not open, at any stage, exactly as an unknown id", async () => {
    const client = await addClient(t);
    const lawyer = await addLawyer(t);
    const unpaid = await order(client);
    const unbriefed = await order(client);
    await pay(client, unbriefed._id);
    const cancelled = await briefed(client);
    await post(client, cancelled, 'cancel');
    const taken = await briefed(client);
    expect((await post(await addLawyer(t), taken, 'accept')).status).toBe(200);
    const unknown = await post(lawyer, '01HZ00000000000000000NOPE00', 'accept');
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'Order not found, or another lawyer has already accepted it.' },
    });
    for (const id of [unpaid._id, unbriefed._id, cancelled, taken]) {
      const refused = await post(lawyer, id, 'accept');
      expect({ status: refused.status, body: refused.body }, id).toEqual({
        status: unknown.status,
        body: unknown.body,
      });
    }
  });

  it('shows a lawyer the open order without anything that points to its client', async () => {
    const client = await addClient(t, 'Meera Iyer');
    const id = await briefed(client);
    const lawyer = await addLawyer(t);
    const queue = await t.api.get<{ items: ServiceOrder[] }>('/api/service-orders', as(lawyer));
    serviceOrderListSchema.parse(queue.body);
    const open = queue.body.items.find((o) => o._id === id)!;
    expect(open.client).toEqual({ _id: null, name: 'Client' });
    expect(JSON.stringify(open)).not.toContain(client.id);
    const accepted = await post(lawyer, id, 'accept');
    expect(accepted.body.client).toEqual({ _id: client.id, name: 'Meera Iyer' });
  });

  it('is for verified lawyers only, and not before the details', async () => {
    const client = await addClient(t);
    const o = await order(client);
    await pay(client, o._id);
    // Paid: no second payment order; someone else's order is as unknown as a missing one.
    expect(await t.api.post('/api/payment/order', { serviceOrderId: o._id }, as(client))).toMatchObject({
      status: 409,
      body: { message: 'This order is already paid.' },
    });
    expect(
      await t.api.post('/api/payment/order', { serviceOrderId: o._id }, as(await addClient(t))),
    ).toMatchObject({ status: 404, body: { message: 'Order not found.' } });
    const lawyer = await addLawyer(t);
    // Not yet in any lawyer's queue.
    const early = await post(lawyer, o._id, 'accept');
    expect(early.status).toBe(404);
    const pending = await addLawyer(t, 'pending');
    expect((await post(pending, o._id, 'accept')).status).toBe(403);
    expect((await post(await addClient(t), o._id, 'accept')).status).toBe(403);
  });
});

describe('POST /api/service-orders/:id/cancel', () => {
  it('refunds in full once, with one credit note, before a lawyer accepts; not after', async () => {
    const client = await addClient(t);
    const id = await briefed(client);
    const cancelled = await post(client, id, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await post(client, id, 'cancel')).status).toBe(409);
    const refunds = await t.db.selectFrom('refunds').selectAll().where('service_order_id', '=', id).execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount_paise: 349900,
      status: 'processed',
      reason: 'service_order_cancelled',
    });
    const notes = await t.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('refund_id', '=', refunds[0]!.id)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.total_paise).toBe(349900);
    const invoices = await t.api.get<InvoicePage>('/api/invoices', as(client));
    expect(invoices.body.items.filter((i) => i.kind === 'credit_note')).toHaveLength(1);

    const unpaid = await order(client);
    expect((await post(client, unpaid._id, 'cancel')).body.status).toBe('cancelled');
    expect(
      await t.db.selectFrom('refunds').selectAll().where('service_order_id', '=', unpaid._id).execute(),
    ).toEqual([]);
    // Paying a cancelled order is refused.
    expect(await t.api.post('/api/payment/order', { serviceOrderId: unpaid._id }, as(client))).toMatchObject({
      status: 409,
      body: { message: 'This order was cancelled.' },
    });

    const taken = await briefed(client);
    await post(await addLawyer(t), taken, 'accept');
    const late = await post(client, taken, 'cancel');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('An order can be cancelled only before a lawyer accepts it.');
  });
});

describe('who sees an order', () => {
  it('its client, its lawyer and admins; others get 404 for the order and its files', async () => {
    const client = await addClient(t);
    const lawyer = await addLawyer(t);
    const id = await briefed(client);
    await post(lawyer, id, 'accept');
    const file = (await get(client, id)).body.files[0]!;
    const stranger = await addClient(t);
    const otherLawyer = await addLawyer(t);
    for (const who of [stranger, otherLawyer]) {
      expect((await get(who, id)).status).toBe(404);
      const download = await fetch(`${t.url}/api/service-orders/${id}/files/${file._id}`, {
        headers: { Authorization: `Bearer ${who.token}` },
      });
      expect(download.status).toBe(404);
      expect((await post(who, id, 'approve')).status).toBe(404);
      expect((await post(who, id, 'cancel')).status).toBe(404);
      expect((await deliver(who, id, 'x.pdf', tinyPdf)).status).toBe(404);
      const list = await t.api.get<{ items: ServiceOrder[] }>('/api/service-orders', as(who));
      expect(list.body.items.map((o) => o._id)).not.toContain(id);
    }
    expect((await get(admin, id)).status).toBe(200);
    expect((await get(lawyer, id)).body.answers.seller).toBe(drafting.seller);
    // Each side only does its own part.
    expect((await post(lawyer, id, 'cancel')).status).toBe(403);
    expect((await deliver(client, id, 'x.pdf', tinyPdf)).status).toBe(403);
    expect((await t.api.get(`/api/service-orders/${id}`)).status).toBe(401);
    expect((await t.api.post('/api/payment/order', { serviceOrderId: id }, as(stranger))).status).toBe(404);
  });
});

describe('erasing a client', () => {
  it('removes their orders with their files from the storage', async () => {
    const client = await addClient(t);
    const id = await briefed(client);
    const stored = await t.db
      .selectFrom('service_order_files')
      .select('stored_name')
      .where('order_id', '=', id)
      .execute();
    expect(stored.length).toBe(2); // the title deed and the generated draft
    await eraseUser(t.db, t.deps.storage, client.id, t.deps.clock.now());
    expect(await t.db.selectFrom('service_orders').select('id').where('id', '=', id).execute()).toEqual([]);
    for (const { stored_name } of stored) await expect(t.deps.storage.read(stored_name)).rejects.toThrow();
  });
});

describe('time rules', () => {
  it('tells admins of an order no lawyer took in 24 working hours, and both sides of a late one, once', async () => {
    const client = await addClient(t);
    const waiting = await briefed(client, 'nda');
    const lawyer = await addLawyer(t);
    const late = await briefed(client, 'nda');
    await post(lawyer, late, 'accept');
    const adminNotices = async () =>
      (
        await t.db.selectFrom('notifications').select('message').where('user_id', '=', admin.id).execute()
      ).filter((n) => n.message.startsWith('No lawyer has taken the order Non-Disclosure Agreement (NDA)'))
        .length;
    const before = await adminNotices();
    clock.advance(20 * hour);
    await sweepServiceOrders(t.deps);
    expect(await adminNotices()).toBe(before);
    clock.advance(30 * hour);
    await sweepServiceOrders(t.deps);
    await sweepServiceOrders(t.deps);
    expect(await adminNotices()).toBe(before + 1);
    const stuck = await t.api.get<{ items: ServiceOrder[] }>('/api/admin/service-orders', as(admin));
    expect(stuck.body.items.map((o) => o._id)).toEqual(expect.arrayContaining([waiting, late]));
    expect((await t.api.get('/api/admin/service-orders', as(client))).status).toBe(403);
    const lawyerNotices = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', lawyer.id)
      .execute();
    expect(lawyerNotices.filter((n) => n.message.includes('past its turnaround'))).toHaveLength(1);
  });
});
