// Reminders by SMS (#58): the switch (settings smsReminders) needs a number on the account; a participant who
// turned it on is texted the 24 h and 15 min reminders in their language, each once however often the sweep runs
// (alongside the app's own calendar job); one who did not, or has no number, is texted nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@contract';
import { createMailer } from '../../services/mail';
import { sendDueReminders } from '../../services/reminders';
import { addClient, addLawyer, putSettings, type Person } from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { until } from '../../test/until';

// Monday 7 January 2030, 09:30 IST; Tuesday's 10:00 IST slot starts 2030-01-08T04:30Z.
const clock = testClock(Date.parse('2030-01-07T04:00:00Z'));
const minute = 60_000;
const hour = 60 * minute;
let t: TestApp;
let lawyer: Person;
let client: Person;
beforeAll(async () => {
  t = await createTestApp({ clock, seed: false });
  lawyer = await addLawyer(t);
  client = await addClient(t, 'Kavya Client');
});
afterAll(() => t.close());

const clientPhone = '+919811122233';
const lawyerPhone = '+919822233344';
const setPhone = (who: Person, phone: string) =>
  t.db.updateTable('users').set({ phone }).where('id', '=', who.id).execute();
const texts = (phone: string) =>
  t.db
    .selectFrom('demo_sms')
    .select(['text', 'template_id'])
    .where('to_phone', '=', phone)
    .orderBy('created_at')
    .execute();
const sweep = () =>
  sendDueReminders({
    db: t.db,
    clock,
    mailer: createMailer({ config: t.config, db: t.db, clock }),
    sms: t.deps.sms,
    config: t.config,
  });

describe('reminders by SMS', () => {
  it('can be turned on only once a number is on the account, and off at any time', async () => {
    const refused = await putSettings(t, client, { smsReminders: true });
    expect(refused).toMatchObject({ status: 400, body: { field: 'smsReminders' } });
    expect((refused.body as { message: string }).message).toContain('Add a mobile number');
    expect((await putSettings(t, client, { smsReminders: false })).status).toBe(200);
    await setPhone(client, clientPhone);
    const on = await putSettings(t, client, { smsReminders: true, preferredLanguage: 'Hindi' });
    expect(on).toMatchObject({ status: 200, body: { smsReminders: true } });
  });

  it('texts an opted-in participant each reminder once, in their language; nobody else', async () => {
    // The lawyer has a number but never turned the switch on.
    await setPhone(lawyer, lawyerPhone);
    const booked = await t.api.post<Booking>(
      '/api/bookings',
      { lawyerId: lawyer.id, date: '2030-01-08', slot: '10:00', mode: 'video', topic: 'Lease review' },
      { token: client.token },
    );
    expect(booked.body.status).toBe('confirmed');
    await sweep();
    expect(await texts(clientPhone)).toEqual([]); // 25 h ahead: nothing due

    clock.advance(30 * minute); // 24 h before
    await sweep();
    await sweep();
    const tomorrow = await until(
      () => texts(clientPhone),
      (rows) => rows.length >= 1,
    );
    expect(tomorrow).toHaveLength(1);
    expect(tomorrow[0]).toMatchObject({ template_id: 'demo-reminder' });
    expect(tomorrow[0]!.text).toMatch(/^LexSetu: याद दिलाना, .+ के साथ आपका परामर्श कल है \(.+ IST\)।$/);

    clock.advance(24 * hour - 15 * minute); // 15 minutes before
    await sweep();
    await sweep();
    const soon = await until(
      () => texts(clientPhone),
      (rows) => rows.length >= 2,
    );
    expect(soon).toHaveLength(2);
    expect(soon[1]!.text).toContain('15 मिनट में शुरू होगा');
    await new Promise((r) => setTimeout(r, 1_200)); // the app's own sweep ran again meanwhile
    expect(await texts(clientPhone)).toHaveLength(2);
    expect(await texts(lawyerPhone)).toEqual([]);
    const claimed = await t.db
      .selectFrom('booking_sms_reminders')
      .select(['kind', 'user_id'])
      .where('booking_id', '=', booked.body._id)
      .orderBy('kind')
      .execute();
    expect(claimed).toEqual([
      { kind: '15m', user_id: client.id },
      { kind: '24h', user_id: client.id },
    ]);
  });
});
