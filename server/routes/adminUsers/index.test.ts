// The admins' Users console as an admin meets it: finding users, a user's page, notes, and what a suspension
// does to the suspended person and to the people they had booked with; refusals and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminNote,
  AdminUserDetail,
  AdminUserItem,
  AdminUserList,
  Booking,
  ExpertList,
} from '@contract';
import { grantAdmin } from '../../services/admins';
import { expertListingChanged } from '../../services/expertListing';
import { userDetail } from '../../services/adminUsers';
import { hashPassword } from '../../services/passwords';
import {
  addClient,
  addLawyer,
  bookAndPay,
  pastFreeFirstConsultation,
  putSettings,
  type Person,
} from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { walkPages } from '../../test/pages';
import { countingDb } from '../../test/statements';
import { until } from '../../test/until';

describe('finding users (seeded demo)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.tokenFor('admin@demo.lexsetu.in')).token;
  });
  afterAll(() => t.close());
  const list = (query: string, token = admin) =>
    t.api.get<AdminUserList>(`/api/admin/users${query}`, { token });

  it('finds people by part of their name or e-mail, by role and by status', async () => {
    const byName = await list('?q=rohan');
    expect(byName.status).toBe(200);
    expect(byName.body.items).toEqual([
      expect.objectContaining({ email: 'rohan@demo.lexsetu.in', role: 'lawyer', status: 'active' }),
    ]);
    expect((await list('?q=ASHA@demo')).body.items.map((u) => u.email)).toEqual(['asha@demo.lexsetu.in']);
    // A LIKE wildcard typed in the box is a literal character, not "anything".
    expect((await list('?q=%25')).body.items).toEqual([]);

    const admins = await list('?role=admin');
    expect(admins.body.items.map((u) => u.email)).toEqual(['admin@demo.lexsetu.in']);
    const clients = (await walkPages<AdminUserItem>(t, '/api/admin/users?role=client', admin, 50)).items;
    expect(clients.every((u) => u.role === 'client')).toBe(true);
    expect(clients.map((u) => u.email)).toContain('asha@demo.lexsetu.in');
    expect(clients.map((u) => u.email)).not.toContain('admin@demo.lexsetu.in');
    const lawyers = (await walkPages<AdminUserItem>(t, '/api/admin/users?role=lawyer', admin, 50)).items;
    expect(lawyers.length).toBeGreaterThan(5);
    expect(lawyers.every((u) => u.role === 'lawyer')).toBe(true);
    expect((await list('?status=suspended')).body.items).toEqual([]);
  });

  it('pages newest sign-ups first with Load more, each user once', async () => {
    const all = await walkPages<AdminUserItem>(t, '/api/admin/users', admin, 100);
    const paged = await walkPages<AdminUserItem>(t, '/api/admin/users', admin, 7);
    expect(paged.pages.length).toBeGreaterThan(2);
    expect(paged.items.map((u) => u._id)).toEqual(all.items.map((u) => u._id));
    expect(new Set(all.items.map((u) => u._id)).size).toBe(all.items.length);
    const joined = all.items.map((u) => u.joinedAt);
    expect([...joined].sort().reverse()).toEqual(joined);
  });

  it('answers bad filters with 400 naming the field, and anyone but an admin with 403', async () => {
    for (const [query, field] of [
      ['?role=superuser', 'role'],
      ['?status=banned', 'status'],
      ['?limit=0', 'limit'],
      [`?q=${'x'.repeat(101)}`, 'q'],
      ['?cursor=not-a-cursor', 'cursor'],
    ] as const) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body as unknown as { field?: string }).toMatchObject({ field });
    }
    const client = (await t.tokenFor('asha@demo.lexsetu.in')).token;
    const lawyer = (await t.tokenFor('rohan@demo.lexsetu.in')).token;
    for (const token of [client, lawyer]) {
      expect((await list('', token)).status).toBe(403);
      expect((await t.api.get(`/api/admin/users/01HZ0000000000000000000C01`, { token })).status).toBe(403);
    }
    expect((await t.api.get('/api/admin/users')).status).toBe(401);
  });

  it("shows a user's page with their recent activity in a fixed number of statements", async () => {
    const asha = await t.api.get<AdminUserDetail>('/api/admin/users/01HZ0000000000000000000C01', {
      token: admin,
    });
    expect(asha.status).toBe(200);
    expect(asha.body).toMatchObject({
      name: 'Asha Verma',
      role: 'client',
      status: 'active',
      verification: null,
    });
    expect(asha.body.bookings.total).toBeGreaterThan(0);
    expect(asha.body.bookings.items.length).toBe(Math.min(5, asha.body.bookings.total));
    expect(asha.body.sessions.total).toBeGreaterThan(0);
    const rohan = await t.api.get<AdminUserDetail>('/api/admin/users/01HZ0000000000000000000P01', {
      token: admin,
    });
    expect(rohan.body).toMatchObject({ role: 'lawyer', verification: 'verified' });
    expect(rohan.body.bookings.items.every((b) => b.as === 'lawyer')).toBe(true);
    expect((await t.api.get('/api/admin/users/NOPE', { token: admin })).status).toBe(404);

    // The same statements for a user with much as for one with nothing.
    const busy = countingDb(t.db);
    await userDetail(busy.db, '01HZ0000000000000000000C01');
    const fresh = await addClient(t, 'Nobody Yet');
    const quiet = countingDb(t.db);
    const empty = await userDetail(quiet.db, fresh.id);
    expect(empty.bookings).toEqual({ total: 0, items: [] });
    expect(busy.statements).toBe(quiet.statements);
    // The user, six short lists and the wallet's balance.
    expect(busy.statements).toBeLessThanOrEqual(8);
  });

  it("keeps admins' notes on the page, newest first, and in the audit log", async () => {
    const path = '/api/admin/users/01HZ0000000000000000000C01/notes';
    const first = await t.api.post<AdminNote>(path, { text: 'Called about a refund' }, { token: admin });
    expect(first.status).toBe(201);
    expect(first.body.author?.name).toBe('LexSetu Admin');
    await t.api.post(path, { text: 'Second note' }, { token: admin });
    expect((await t.api.post(path, { text: '   ' }, { token: admin })).status).toBe(400);
    expect((await t.api.post(path, { text: 'x'.repeat(2001) }, { token: admin })).status).toBe(400);
    const page = await t.api.get<AdminUserDetail>('/api/admin/users/01HZ0000000000000000000C01', {
      token: admin,
    });
    expect(page.body.notes.total).toBe(2);
    expect(page.body.notes.items.map((n) => n.text)).toEqual(['Second note', 'Called about a refund']);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.note_added')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ subject_type: 'user', subject_ref: '01HZ0000000000000000000C01' });
    expect(JSON.parse(audit[0].detail)).toEqual({ noteId: first.body._id });
  });
});

// Monday 7 January 2030, 09:30 in India; the bookings are on Tuesday.
describe('suspending and reinstating', () => {
  const clock = testClock(Date.parse('2030-01-07T04:00:00Z'));
  let t: TestApp;
  let admin: Person;
  let otherAdmin: Person;
  let lawyer: Person;
  let client: Person;
  beforeAll(async () => {
    t = await createTestApp({ clock, seed: false });
    admin = await addClient(t, 'Console Admin');
    otherAdmin = await addClient(t, 'Other Admin');
    for (const who of [admin, otherAdmin]) await grantAdmin(t.db, who.id, clock.now());
    lawyer = await addLawyer(t); // ₹40 a minute: 30 minutes are ₹1,200
    await expertListingChanged(t.db, lawyer.id); // inserted directly: search learns of them here
    client = await addClient(t, 'Kavya Client');
    await pastFreeFirstConsultation(t, client, lawyer);
  });
  afterAll(() => t.close());

  const act = (id: string, action: 'suspend' | 'reinstate', reason: unknown, token = admin.token) =>
    t.api.post<AdminUserDetail & { message: string; code: string }>(
      `/api/admin/users/${id}/${action}`,
      { reason },
      { token },
    );
  /** Find experts, searched by the lawyer's name (search lists nobody for an empty box). */
  const searchIds = async () => {
    const { name } = await t.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', lawyer.id)
      .executeTakeFirstOrThrow();
    const found = await t.api.get<ExpertList>(`/api/experts?q=${encodeURIComponent(name)}`, {
      token: client.token,
    });
    return found.body.items.map((e) => e._id);
  };

  it('ends their sessions, refuses their login with the reason, delists and cancels with full refunds', async () => {
    const email = (
      await t.db.selectFrom('users').select('email').where('id', '=', lawyer.id).executeTakeFirstOrThrow()
    ).email;
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Correct-Horse-42') })
      .where('id', '=', lawyer.id)
      .execute();
    const paid = await bookAndPay(t, client, { lawyerId: lawyer.id, date: '2030-01-08', slot: '10:00' });
    expect(paid.body).toMatchObject({ status: 'confirmed', pricePaise: 120000 });
    expect(await searchIds()).toContain(lawyer.id);
    expect((await t.api.get('/api/validate-token', { token: lawyer.token })).status).toBe(200);

    const reason = 'Repeated abusive messages to clients';
    const suspended = await act(lawyer.id, 'suspend', `  ${reason}  `);
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ status: 'suspended', suspendedReason: reason });

    // The old token is refused at once; sign-in is refused naming the suspension.
    expect((await t.api.get('/api/validate-token', { token: lawyer.token })).status).toBe(401);
    const login = await t.api.post<{ message: string; code: string }>('/api/login', {
      email,
      password: 'Correct-Horse-42',
    });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('account_suspended');
    expect(login.body.message).toBe(`This account is suspended: ${reason}. Write to support to appeal.`);
    // Even a session row made behind sign-in's back is refused while suspended.
    const leftover = await t.tokenFor(email);
    expect((await t.api.get('/api/validate-token', { token: leftover.token })).status).toBe(401);
    // A wrong password says nothing about the suspension.
    const wrong = await t.api.post<{ code: string }>('/api/login', { email, password: 'Wrong-Horse-42' });
    expect(wrong.body.code).not.toBe('account_suspended');

    // Out of search and not bookable.
    expect(await searchIds()).not.toContain(lawyer.id);
    expect((await t.api.get(`/api/experts/${lawyer.id}`, { token: client.token })).status).toBe(404);
    const book = await t.api.post<Booking>(
      '/api/bookings',
      { lawyerId: lawyer.id, date: '2030-01-08', slot: '11:00', mode: 'video', topic: 'Lease' },
      { token: client.token },
    );
    expect(book.status).toBe(404);

    // The paid booking is cancelled and its payment refunded in full to the client, who is told.
    const booking = await t.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', paid.body._id)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ status: 'cancelled', cancel_reason: 'suspended' });
    const [refund] = await until(
      () => t.db.selectFrom('refunds').selectAll().where('booking_id', '=', paid.body._id).execute(),
      (rows) => rows[0]?.status === 'processed',
    );
    expect(refund).toMatchObject({ amount_paise: 120000, reason: 'suspended', user_id: client.id });
    const told = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', client.id)
      .execute();
    expect(told.map((n) => n.message).join('\n')).toContain('LexSetu cancelled "Lease review"');

    // Mailed the reason; the audit log has the line.
    const mails = await t.db.selectFrom('demo_mails').selectAll().where('to_email', '=', email).execute();
    expect(mails.map((m) => m.subject)).toContain('Your LexSetu account is suspended');
    expect(mails.find((m) => m.subject.includes('suspended'))!.text).toContain(reason);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.suspended')
      .where('subject_ref', '=', lawyer.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_ref).toBe(admin.id);
    expect(JSON.parse(audit[0].detail)).toMatchObject({
      reason,
      // the paid booking and the free first consultation, which has nothing to refund
      bookingsCancelled: 2,
      refundsQueued: 1,
    });
    // The console lists them as suspended.
    const listed = await t.api.get<AdminUserList>('/api/admin/users?status=suspended', {
      token: admin.token,
    });
    expect(listed.body.items.map((u) => u._id)).toEqual([lawyer.id]);

    // Suspending again is a conflict that says so; nothing more is written.
    const again = await act(lawyer.id, 'suspend', 'Another reason here');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This account is already suspended.');

    // Reinstated: listed again, signs in again, mailed; the audit log has the line.
    const back = await act(lawyer.id, 'reinstate', 'Appeal accepted after review');
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'active', suspendedReason: null, suspendedAt: null });
    expect(await searchIds()).toContain(lawyer.id);
    expect((await t.api.post('/api/login', { email, password: 'Correct-Horse-42' })).status).toBe(200);
    const later = await t.db
      .selectFrom('demo_mails')
      .select('subject')
      .where('to_email', '=', email)
      .execute();
    expect(later.map((m) => m.subject)).toContain('Your LexSetu account is active again');
    expect(
      await t.db.selectFrom('audit_log').select('action').where('subject_ref', '=', lawyer.id).execute(),
    ).toEqual([{ action: 'user.suspended' }, { action: 'user.reinstated' }]);
    expect((await act(lawyer.id, 'reinstate', 'Nothing to lift')).status).toBe(409);
  });

  it('refunds a suspended client their upcoming paid booking in full', async () => {
    // The lawyer's suspension above cancelled the client's free first consultation: another lawyer's, then.
    const other = await addLawyer(t);
    await pastFreeFirstConsultation(t, client, other);
    const paid = await bookAndPay(t, client, { lawyerId: other.id, date: '2030-01-08', slot: '12:00' });
    expect(paid.body).toMatchObject({ status: 'confirmed', pricePaise: 120000 });
    // Late by the policy (under 24 h), which would keep half had the client cancelled: a suspension gives all back.
    clock.advance(20 * 3_600_000);
    // The mail speaks the client's Preferred language.
    expect((await putSettings(t, client, { preferredLanguage: 'Hindi' })).status).toBe(200);
    expect((await act(client.id, 'suspend', 'Fraudulent chargebacks')).status).toBe(200);
    const { email } = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    const mails = await t.db.selectFrom('demo_mails').selectAll().where('to_email', '=', email).execute();
    const mail = mails.find((m) => m.text.includes('Fraudulent chargebacks'));
    expect(mail?.subject).toBe('आपका LexSetu खाता निलंबित कर दिया गया है');
    expect(mail?.text).toContain('नमस्ते');
    const [refund] = await until(
      () => t.db.selectFrom('refunds').selectAll().where('booking_id', '=', paid.body._id).execute(),
      (rows) => rows[0]?.status === 'processed',
    );
    expect(refund.amount_paise).toBe(120000);
    const lawyerTold = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', other.id)
      .execute();
    expect(lawyerTold.map((n) => n.message).join('\n')).toContain('LexSetu cancelled "Lease review"');
    expect((await act(client.id, 'reinstate', 'Chargebacks explained')).status).toBe(200);
  });

  it('refuses to suspend oneself or another admin, an unknown user, or without a reason', async () => {
    const self = await act(admin.id, 'suspend', 'Testing myself');
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot suspend your own account.');
    const other = await act(otherAdmin.id, 'suspend', 'Testing the other');
    expect(other.status).toBe(403);
    expect(other.body.message).toContain('npm run admin');
    expect((await act('01HZ00000000000000000NOPE', 'suspend', 'Nobody there')).status).toBe(404);
    for (const reason of [undefined, '', 'abc', 'x'.repeat(501)])
      expect((await act(client.id, 'suspend', reason)).status, String(reason)).toBe(400);
    const someone = await addClient(t, 'Someone Else');
    expect((await act(client.id, 'suspend', 'A good reason', someone.token)).status).toBe(403);
    // Nothing was suspended or logged by the refusals.
    const rows = await t.db.selectFrom('users').select('id').where('suspended_at', 'is not', null).execute();
    expect(rows).toEqual([]);
  });
});
