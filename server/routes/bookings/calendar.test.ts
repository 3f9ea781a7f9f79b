// Calendar invites and reminders as the participants meet them: the .ics mailed to both sides on confirmation
// (a free booking at once, a priced one after payment), updated with the same UID on an accepted reschedule,
// cancelled (METHOD:CANCEL) on cancellation, SEQUENCE growing each time; the same file from
// GET /api/bookings/:id/calendar.ics (participants only); reminders 24 h and 15 min before, each once, with two
// instances on one database, after a restart, and not at night (22:00–08:00 IST) for the 24 h one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '@contract';
import { migrateToLatest } from '../../db/migrate';
import { newId } from '../../db/ids';
import { sendDueReminders } from '../../services/reminders';
import { createMailer } from '../../services/mail';
import { addClient, addLawyer, becomePremium, payOrder, type Person } from '../../test/bookingPeople';
import { testClock, type TestClock } from '../../test/clock';
import { openTestDatabase, testDialect, type TestDatabase } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/harness';
import { until } from '../../test/until';

// Monday 7 January 2030, 09:30 in India; Tuesday's 10:00 IST slot starts 2030-01-08T04:30Z.
const tuesday = '2030-01-08';
const tuesdayTen = Date.parse('2030-01-08T04:30:00Z');
const minute = 60_000;
const hour = 60 * minute;

let t: TestApp;
let clock: TestClock;
let lawyer: Person;
let client: Person;
const apps: TestApp[] = [];
const databases: TestDatabase[] = [];

beforeEach(async () => {
  clock = testClock(Date.parse('2030-01-07T04:00:00Z'));
  t = await createTestApp({ clock, seed: false });
  apps.push(t);
  lawyer = await addLawyer(t);
  client = await addClient(t, 'Kavya Client');
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const database of databases.splice(0)) await database.close();
});

const emailOf = async (app: TestApp, who: Person) =>
  (await app.db.selectFrom('users').select('email').where('id', '=', who.id).executeTakeFirstOrThrow()).email;

/** The invites each address received, oldest first. */
const invites = (app: TestApp, email: string) =>
  app.db
    .selectFrom('demo_mails')
    .select(['subject', 'ics'])
    .where('to_email', '=', email)
    .where('ics', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    organizer: event.getFirstPropertyValue('organizer'),
    attendees: event.getAllProperties('attendee').map((p) => p.getFirstValue()),
    location: event.getFirstPropertyValue('location'),
    description: event.getFirstPropertyValue('description'),
  };
}

const book = (who: Person, slot = '10:00', app = t, topic = 'Lease review') =>
  app.api.post<Booking>(
    '/api/bookings',
    { lawyerId: lawyer.id, date: tuesday, slot, mode: 'video', topic },
    { token: who.token },
  );

describe('calendar invites', () => {
  it('go to both sides on a free booking, move with an accepted reschedule and cancel, one UID, SEQUENCE growing', async () => {
    const booked = await book(client);
    expect(booked.body).toMatchObject({ status: 'confirmed', pricePaise: 0 });
    const [clientEmail, lawyerEmail] = [await emailOf(t, client), await emailOf(t, lawyer)];
    const first = await until(
      () => invites(t, clientEmail),
      (m) => m.length === 1,
    );
    expect(first).toHaveLength(1);
    // One sweep mails the client, then the lawyer: the lawyer's copy may land a moment later.
    expect(
      await until(
        () => invites(t, lawyerEmail),
        (m) => m.length === 1,
      ),
    ).toHaveLength(1);
    const request = parse(first[0]!.ics!);
    expect(request).toMatchObject({
      method: 'REQUEST',
      uid: `booking-${booked.body._id}@lexsetu.in`,
      sequence: 0,
      start: new Date(tuesdayTen).toISOString(),
      end: new Date(tuesdayTen + 30 * minute).toISOString(),
      organizer: 'mailto:no-reply@lexsetu.in',
      location: 'Join from LexSetu → Schedules',
    });
    expect(request.attendees).toContain(`mailto:${clientEmail}`);
    expect(request.description).toContain(`/dashboard/consultation/${booked.body._id}`);
    expect(parse((await invites(t, lawyerEmail))[0]!.ics!).attendees).toEqual([`mailto:${lawyerEmail}`]);

    // The lawyer proposes 11:30, the client accepts: an update with the same UID.
    const proposed = await t.api.post(
      `/api/bookings/${booked.body._id}/reschedule`,
      { date: tuesday, slot: '11:30' },
      { token: lawyer.token },
    );
    expect(proposed.status).toBe(201);
    await t.api.post(`/api/bookings/${booked.body._id}/reschedule/accept`, undefined, {
      token: client.token,
    });
    const moved = await until(
      () => invites(t, clientEmail),
      (m) => m.length === 2,
    );
    const update = parse(moved[1]!.ics!);
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: request.uid,
      sequence: 1,
      start: new Date(tuesdayTen + 90 * minute).toISOString(),
      end: new Date(tuesdayTen + 120 * minute).toISOString(),
    });
    expect(
      parse(
        (
          await until(
            () => invites(t, lawyerEmail),
            (m) => m.length === 2,
          )
        )[1]!.ics!,
      ).sequence,
    ).toBe(1);

    // The download is the participant's copy as the booking stands.
    const file = await t.api.get(`/api/bookings/${booked.body._id}/calendar.ics`, { token: client.token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/calendar');
    expect(file.headers.get('content-disposition')).toContain('.ics');
    expect(parse(file.text)).toMatchObject({
      method: 'REQUEST',
      uid: request.uid,
      sequence: 1,
      start: update.start,
    });
    // Anyone else: as if it did not exist.
    const stranger = await addClient(t, 'Someone Else');
    expect(
      (await t.api.get(`/api/bookings/${booked.body._id}/calendar.ics`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await t.api.get(`/api/bookings/${booked.body._id}/calendar.ics`)).status).toBe(401);

    await t.api.post(`/api/bookings/${booked.body._id}/cancel`, undefined, { token: client.token });
    for (const email of [clientEmail, lawyerEmail]) {
      const all = await until(
        () => invites(t, email),
        (m) => m.length === 3,
      );
      expect(all).toHaveLength(3);
      expect(parse(all[2]!.ics!)).toMatchObject({ method: 'CANCEL', uid: request.uid, sequence: 2 });
    }
    // Nothing more goes out on later sweeps.
    await new Promise((r) => setTimeout(r, 1_200));
    expect(await invites(t, clientEmail)).toHaveLength(3);
    expect(await invites(t, lawyerEmail)).toHaveLength(3);
  });

  it('go out for a priced booking once it is paid, not while it waits for payment', async () => {
    await becomePremium(t, client);
    const free = await book(client, '15:00'); // the free first consultation
    expect(free.body.pricePaise).toBe(0);
    const clientEmail = await emailOf(t, client);
    await until(
      () => invites(t, clientEmail),
      (m) => m.length === 1,
    );
    const priced = await book(client, '10:00');
    expect(priced.body.status).toBe('awaiting_payment');
    await new Promise((r) => setTimeout(r, 1_200));
    expect(await invites(t, clientEmail)).toHaveLength(1);
    await payOrder(t, client, { bookingId: priced.body._id });
    const after = await until(
      () => invites(t, clientEmail),
      (m) => m.length === 2,
    );
    expect(parse(after[1]!.ics!)).toMatchObject({
      method: 'REQUEST',
      uid: `booking-${priced.body._id}@lexsetu.in`,
      sequence: 0,
    });
    const lawyerEmail = await emailOf(t, lawyer);
    expect(
      await until(
        () => invites(t, lawyerEmail),
        (m) => m.length === 2,
      ),
    ).toHaveLength(2);
  });
});

/** A confirmed booking written directly, for starts outside the bookable slots (e.g. at night). */
async function confirmedBooking(app: TestApp, startAt: number, createdAt: number): Promise<string> {
  const id = newId();
  await app.db
    .insertInto('bookings')
    .values({
      id,
      client_id: client.id,
      lawyer_id: lawyer.id,
      date: '2030-01-08',
      slot: '10:00',
      start_at: new Date(startAt).toISOString(),
      end_at: new Date(startAt + 30 * minute).toISOString(),
      minutes: 30,
      mode: 'video',
      topic: 'Night call',
      price_paise: 0,
      status: 'confirmed',
      paid_at: null,
      created_at: new Date(createdAt).toISOString(),
      updated_at: new Date(createdAt).toISOString(),
    })
    .execute();
  return id;
}

const reminders = (app: TestApp, bookingId: string) =>
  app.db
    .selectFrom('notifications')
    .select(['user_id', 'message'])
    .where('message', 'like', 'Reminder:%')
    .where('message', 'like', `%${'"'}%`)
    .orderBy('created_at')
    .execute()
    .then(async (rows) => {
      const topic = (
        await app.db
          .selectFrom('bookings')
          .select('topic')
          .where('id', '=', bookingId)
          .executeTakeFirstOrThrow()
      ).topic;
      return rows.filter((r) => r.message.includes(`"${topic}"`));
    });
const reminderMails = (app: TestApp) =>
  app.db
    .selectFrom('demo_mails')
    .select(['to_email', 'subject'])
    .where('subject', 'like', 'Reminder:%')
    .execute();

describe('reminders', () => {
  it('go 24 h and 15 min before to both sides, each once, with two instances on one database', async () => {
    // PostgreSQL (server-postgres project): two instances, each with its own pool, as two processes would. SQLite
    // takes one writer: there the same races run within one instance.
    let a = t;
    let b = t;
    if (testDialect === 'postgres') {
      const database = await openTestDatabase(mkdtempSync(join(tmpdir(), 'lexsetu-reminders-')));
      databases.push(database);
      await migrateToLatest(database.db);
      a = await createTestApp({ database: database.connectAgain(), clock, seed: false });
      b = await createTestApp({ database: database.connectAgain(), clock, seed: false });
      apps.push(a, b);
    }
    lawyer = await addLawyer(a);
    client = await addClient(a, 'Kavya Client');
    const booked = await book(client, '10:00', a);
    expect(booked.body.status).toBe('confirmed');
    const mailers = [a, b].map((app) => ({
      db: app.db,
      clock,
      mailer: createMailer({ config: app.config, db: app.db, clock }),
    }));
    const race = () => Promise.all(mailers.flatMap((d) => [sendDueReminders(d), sendDueReminders(d)]));

    expect((await race()).reduce((x, y) => x + y, 0)).toBe(0); // 25 h ahead: nothing due
    clock.advance(30 * minute); // 10:00 IST Monday: 24 h before
    const sent24 = (await race()).reduce((x, y) => x + y, 0);
    const after24 = await until(
      () => reminders(a, booked.body._id),
      (r) => r.length === 2,
    );
    expect(sent24).toBeLessThanOrEqual(1); // the sweeps may have sent it first
    expect(after24.map((r) => r.user_id).sort()).toEqual([client.id, lawyer.id].sort());
    expect(after24[0]!.message).toContain('is tomorrow');

    clock.advance(24 * hour - 15 * minute); // 15 minutes before
    await race();
    const after15 = await until(
      () => reminders(a, booked.body._id),
      (r) => r.length === 4,
    );
    expect(after15.slice(2).every((r) => r.message.includes('starts in 15 minutes'))).toBe(true);
    await race();
    await new Promise((r) => setTimeout(r, 1_200)); // both instances' sweeps passed again
    expect(await reminders(a, booked.body._id)).toHaveLength(4);
    // A sweep claims a reminder with its notices, then mails both sides: the last mail may land a moment later.
    const mails = await until(
      () => reminderMails(a),
      (m) => m.length >= 4,
    );
    expect(mails).toHaveLength(4);
    for (const email of [await emailOf(a, client), await emailOf(a, lawyer)])
      expect(mails.filter((m) => m.to_email === email)).toHaveLength(2);
    expect(
      await a.db
        .selectFrom('booking_reminders')
        .select('kind')
        .where('booking_id', '=', booked.body._id)
        .orderBy('kind')
        .execute(),
    ).toEqual([{ kind: '15m' }, { kind: '24h' }]);
  });

  it('hold a 24 h reminder due at 23:00 IST until 08:00 IST; the 15 min one ignores quiet hours', async () => {
    // Starts Tuesday 23:00 IST (17:30Z): 24 h before is Monday 23:00 IST.
    const start = Date.parse('2030-01-08T17:30:00Z');
    clock = testClock(Date.parse('2030-01-07T12:00:00Z'));
    const app = await createTestApp({ clock, seed: false });
    apps.push(app);
    lawyer = await addLawyer(app);
    client = await addClient(app, 'Kavya Client');
    const id = await confirmedBooking(app, start, clock.now().getTime());
    const deps = { db: app.db, clock, mailer: createMailer({ config: app.config, db: app.db, clock }) };
    clock.advance(5 * hour + 30 * minute); // Monday 23:00 IST
    await sendDueReminders(deps);
    clock.advance(9 * hour - minute); // Tuesday 07:59 IST
    await sendDueReminders(deps);
    expect(await reminders(app, id)).toHaveLength(0);
    clock.advance(minute); // 08:00 IST
    await until(
      () => reminders(app, id),
      (r) => r.length === 2,
    );
    expect(await reminders(app, id)).toHaveLength(2);
    clock.advance(15 * hour - 15 * minute); // Tuesday 22:45 IST: quiet hours, the 15 min one goes
    const all = await until(
      () => reminders(app, id),
      (r) => r.length === 4,
    );
    expect(all).toHaveLength(4);
    expect(all.slice(2).every((r) => r.message.includes('15 minutes'))).toBe(true);
  });

  it('missed while the server was down go out on start while still useful, and never after the start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexsetu-restart-'));
    const database = await openTestDatabase(dir);
    databases.push(database);
    await migrateToLatest(database.db);
    const first = await createTestApp({ database: database.connectAgain(), clock, seed: false });
    lawyer = await addLawyer(first);
    client = await addClient(first, 'Kavya Client');
    const early = (await book(client, '10:00', first)).body._id;
    // Another topic (the reminders are told apart by it); the second booking is priced: paid, so it stays.
    const late = (await book(client, '17:30', first, 'Sale deed review')).body._id;
    await payOrder(first, client, { bookingId: late });
    await first.close();
    // Down from Monday 09:30 until Tuesday 10:05 IST: both reminders of the 10:00 one are past use; the 17:30
    // one's 24 h reminder (due Monday 17:30) is late but its start is ahead.
    clock.advance(24 * hour + 35 * minute);
    const again = await createTestApp({ database: database.connectAgain(), clock, seed: false });
    apps.push(again);
    const sent = await until(
      () => reminders(again, late),
      (r) => r.length === 2,
    );
    expect(sent).toHaveLength(2);
    expect(sent.every((r) => r.message.includes('is tomorrow'))).toBe(true);
    expect(await reminders(again, early)).toHaveLength(0);
  });
});
