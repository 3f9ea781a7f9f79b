// The support inbox (#57) on SQLite and PostgreSQL: contact messages and tickets in one list, replies mailed to
// the sender in their language and shown in their Help Center, statuses, and an audit line per admin action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoInboxSchema,
  supportInboxSchema,
  supportMessageSchema,
  supportTicketListSchema,
  type SupportInboxItem,
} from '@contract';
import { newId } from '../../db/ids';
import { addClient, putSettings, type Person } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';
import { walkPages } from '../../test/pages';

let t: TestApp;
let admin: string;
let adminId: string;
let adminName: string;
let client: Person;
beforeAll(async () => {
  t = await createTestApp();
  ({ token: admin } = await t.tokenFor('admin@demo.lexsetu.in'));
  ({ id: adminId, name: adminName } = await t.db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('email', '=', 'admin@demo.lexsetu.in')
    .executeTakeFirstOrThrow());
  client = await addClient(t, 'Meera Iyer');
});
afterAll(() => t.close());

const emailOf = async (id: string) =>
  (await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
const mailsTo = async (email: string) =>
  demoInboxSchema.parse((await t.api.get(`/api/demo/inbox?email=${encodeURIComponent(email)}`)).body);
const auditOf = (subject: string) =>
  t.db.selectFrom('audit_log').selectAll().where('subject_ref', '=', subject).orderBy('id').execute();
const inbox = async (query = '') => {
  const res = await t.api.get(`/api/admin/support${query}`, { token: admin });
  expect(res.status).toBe(200);
  return supportInboxSchema.parse(res.body).items;
};

async function openTicket(who: Person, subject: string) {
  const res = await t.api.post<{ _id: string }>(
    '/api/support-tickets',
    { subject, message: 'My invoice shows the wrong GSTIN, please correct it.' },
    { token: who.token },
  );
  expect(res.status).toBe(201);
  return res.body._id;
}

async function contact(body: { name: string; email: string }, token?: string) {
  const res = await t.api.post<{ _id: string }>(
    '/api/contact',
    { ...body, topic: 'Technical support', message: 'The payment page does not load for me.' },
    { token },
  );
  expect(res.status).toBe(201);
  return res.body._id;
}

describe('the support inbox', () => {
  it('lists contact messages and tickets together, newest first, with sender, preview, status and reply count', async () => {
    const ticket = await openTicket(client, 'Wrong GSTIN');
    const visitor = await contact({ name: 'Ravi Visitor', email: 'ravi.visitor@example.in' });
    const signedIn = await contact({ name: 'Meera', email: 'meera.other@example.in' }, client.token);
    const items = await inbox();
    const mine = items.filter((i) => [ticket, visitor, signedIn].includes(i._id));
    expect(mine.map((i) => [i.kind, i._id])).toEqual([
      ['contact', signedIn],
      ['contact', visitor],
      ['ticket', ticket],
    ]);
    const [fromMember, fromVisitor, fromTicket] = mine as [
      SupportInboxItem,
      SupportInboxItem,
      SupportInboxItem,
    ];
    // The signed-in sender's message is linked to their account; a visitor's to none.
    expect(fromMember.sender).toEqual({ name: 'Meera', email: 'meera.other@example.in', userId: client.id });
    expect(fromVisitor.sender.userId).toBeNull();
    expect(fromTicket.sender).toEqual({
      name: 'Meera Iyer',
      email: await emailOf(client.id),
      userId: client.id,
    });
    expect(fromTicket).toMatchObject({ subject: 'Wrong GSTIN', status: 'new', replyCount: 0 });
    expect(fromVisitor).toMatchObject({
      subject: 'Technical support',
      preview: 'The payment page does not load for me.',
    });
  });

  it('pages both kinds by (date, id), each message once, and filters by status', async () => {
    const at = (i: number) => new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString();
    for (let i = 0; i < 12; i++) {
      if (i % 2)
        await t.db
          .insertInto('support_tickets')
          .values({
            id: newId(),
            user_id: client.id,
            subject: `P${i}`,
            message: 'x'.repeat(400),
            status: 'closed',
            created_at: at(i),
          })
          .execute();
      else
        await t.db
          .insertInto('contact_messages')
          .values({
            id: newId(),
            name: 'N',
            email: 'n@example.in',
            topic: `P${i}`,
            message: 'm',
            status: 'closed',
            created_at: at(i),
          })
          .execute();
    }
    const { pages, items } = await walkPages<SupportInboxItem>(
      t,
      '/api/admin/support?status=closed',
      admin,
      5,
    );
    expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
    expect(items.map((i) => i.subject)).toEqual(Array.from({ length: 12 }, (_, i) => `P${11 - i}`));
    expect(items.find((i) => i.kind === 'ticket')!.preview.length).toBeLessThanOrEqual(160);
    expect((await inbox('?status=new')).every((i) => i.status === 'new')).toBe(true);
    expect((await inbox('?status=new')).some((i) => i.subject.startsWith('P'))).toBe(false);
  });

  it('mails a reply to a ticket in the sender’s language, marks it answered and shows it in their Help Center', async () => {
    expect((await putSettings(t, client, { preferredLanguage: 'Hindi' })).status).toBe(200);
    const ticket = await openTicket(client, 'Refund question');
    const res = await t.api.post(
      `/api/admin/support/${ticket}/reply`,
      { body: 'We have corrected the GSTIN on your invoice.' },
      { token: admin },
    );
    expect(res.status).toBe(201);
    const message = supportMessageSchema.parse(res.body);
    expect(message).toMatchObject({ status: 'answered', replyCount: 1 });
    expect(message.replies.map((r) => [r.body, r.authorName])).toEqual([
      ['We have corrected the GSTIN on your invoice.', adminName],
    ]);
    const [mail] = await mailsTo(await emailOf(client.id));
    expect(mail!.subject).toBe('पुनः: Refund question');
    expect(mail!.text).toContain('We have corrected the GSTIN on your invoice.');
    expect(mail!.text).toContain('सहायता केंद्र');

    const help = supportTicketListSchema.parse(
      (await t.api.get('/api/support-tickets', { token: client.token })).body,
    );
    const shown = help.items.find((i) => i._id === ticket)!;
    expect(shown).toMatchObject({ kind: 'ticket', status: 'answered' });
    expect(shown.replies.map((r) => r.body)).toEqual(['We have corrected the GSTIN on your invoice.']);
    // The contact message sent while signed in shows there too; the visitor's does not.
    expect(help.items.filter((i) => i.kind === 'contact').map((i) => i.subject)).toEqual([
      'Technical support',
    ]);

    // Their bell says so too, linking to the Help Center.
    const notices = await t.db
      .selectFrom('notifications')
      .select(['message', 'link'])
      .where('user_id', '=', client.id)
      .where('message_key', '=', 'notice_support_replied')
      .execute();
    expect(notices).toEqual([
      {
        message: 'LexSetu support answered "Refund question". Read the reply in the Help Center.',
        link: '/dashboard/help-center',
      },
    ]);

    const [line] = await auditOf(ticket);
    expect(line).toMatchObject({
      actor_ref: adminId,
      action: 'support.replied',
      subject_type: 'support_ticket',
    });
    expect(JSON.parse(line!.detail)).toEqual({ replyId: message.replies[0]!._id });
  });

  it('mails a visitor’s reply in English to the address they typed', async () => {
    const id = await contact({ name: 'Kiran', email: 'kiran.visitor@example.in' });
    const res = await t.api.post(
      `/api/admin/support/${id}/reply`,
      { body: 'It works again now.' },
      { token: admin },
    );
    expect(res.status).toBe(201);
    const [mail] = await mailsTo('kiran.visitor@example.in');
    expect(mail!.subject).toBe('Re: Technical support');
    expect(mail!.text).toContain('Hello Kiran');
    expect(mail!.text).toContain('It works again now.');
    expect((await auditOf(id)).map((l) => [l.action, l.subject_type])).toEqual([
      ['support.replied', 'support_message'],
    ]);
  });

  it('closes a message once; a closed one cannot be answered', async () => {
    const id = await openTicket(client, 'Please close me');
    const closed = await t.api.post(`/api/admin/support/${id}/close`, undefined, { token: admin });
    expect(closed.status).toBe(200);
    expect(supportMessageSchema.parse(closed.body).status).toBe('closed');
    expect((await t.api.post(`/api/admin/support/${id}/close`, undefined, { token: admin })).status).toBe(
      200,
    );
    const refused = await t.api.post<{ reason: string }>(
      `/api/admin/support/${id}/reply`,
      { body: 'Too late.' },
      { token: admin },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('support_message_closed');
    // One audit line for the one change; no reply was stored or sent.
    expect((await auditOf(id)).map((l) => [l.action, JSON.parse(l.detail)])).toEqual([
      ['support.closed', { from: 'new' }],
    ]);
    const got = supportMessageSchema.parse(
      (await t.api.get(`/api/admin/support/${id}`, { token: admin })).body,
    );
    expect(got.replies).toEqual([]);
  });

  it('answers 404 for an unknown id, 400 naming the field for an empty reply, 403 for non-admins', async () => {
    expect((await t.api.get(`/api/admin/support/${newId()}`, { token: admin })).status).toBe(404);
    expect(
      (await t.api.post(`/api/admin/support/${newId()}/reply`, { body: 'Hello there' }, { token: admin }))
        .status,
    ).toBe(404);
    const id = await openTicket(client, 'Empty reply');
    const bad = await t.api.post<{ field?: string; values?: { field?: string } }>(
      `/api/admin/support/${id}/reply`,
      { body: '   ' },
      { token: admin },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('body');
    expect((await t.api.get('/api/admin/support', { token: client.token })).status).toBe(403);
    expect(
      (await t.api.post(`/api/admin/support/${id}/close`, undefined, { token: client.token })).status,
    ).toBe(403);
    expect(await auditOf(id)).toEqual([]);
  });
});
