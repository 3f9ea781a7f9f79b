// Consultation reminders: 24 hours and 15 minutes before the start, to both participants, by e-mail and in-app
// notification. The calendar job (server/jobs/calendar.ts, every second on every instance) calls sendDueReminders:
//  - exactly once: a reminder is claimed by writing its booking_reminders row (unique booking_id + kind) in the
//    same transaction as its notifications, so of several instances one sends it; the mails follow the commit;
//  - after a restart: what fell due while the server was down goes out on the next sweep if still useful (the
//    24 h one while the start is ahead, the 15 min one until the start);
//  - quiet hours 22:00–08:00 IST hold the 24 h reminder until 08:00 IST (the 15 min one ignores them);
//  - a rescheduled booking is reminded again of its new start (the row remembers the start it reminded of).
// Both sides always get the mail and the in-app notice. A participant who turned on Reminders by SMS (settings
// smsReminders, #58) and has a number is also texted, in their language; that channel is claimed on its own
// (booking_sms_reminders, per booking, kind and person), so each reminder is texted once.
import { istMinuteOfDay } from '@contract/istCalendar';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { BookingRow, ReminderKind } from '../db/schema';
import { updatedAny } from '../db/updated';
import { textIn, type NoticeKey, type Said } from '../i18n';
import { sendCalendarChanges, type CalendarDeps } from './calendar';
import { joinText, reminderMail } from './calendarText';
import { notice, notify } from './notifications';
import { userLocale } from './readerLanguage';
import { getUserSettings } from './settings';
import { reminderTemplateId, type SmsGateway } from './sms';

/** The sweep's deps; without `sms` (older callers, tests of mail) nothing is texted. */
export type ReminderDeps = Omit<CalendarDeps, 'mailFrom'> & { sms?: SmsGateway; config?: Config };

export const reminderLeadMs: Record<ReminderKind, number> = { '24h': 24 * 3_600_000, '15m': 15 * 60_000 };

/** 22:00–08:00 in India: no 24 h reminder then. */
export function inQuietHours(at: Date): boolean {
  const minutes = istMinuteOfDay(at);
  return minutes >= 22 * 60 || minutes < 8 * 60;
}

/** Whether the reminder of this kind is to go out now for the booking as it stands. */
export function reminderDue(kind: ReminderKind, row: Pick<BookingRow, 'start_at' | 'created_at'>, now: Date) {
  const start = new Date(row.start_at).getTime();
  const due = start - reminderLeadMs[kind];
  if (now.getTime() < due || now.getTime() >= start) return false;
  if (kind === '15m') return true;
  // Booked less than a day ahead: the confirmation just told them. Within the last 15 minutes the 15 min
  // reminder says it instead. At night it waits for 08:00 IST.
  if (new Date(row.created_at).getTime() >= due) return false;
  if (now.getTime() >= start - reminderLeadMs['15m']) return false;
  return !inQuietHours(now);
}

/** Claims one reminder and records its notifications in one transaction; false when it was claimed already. */
async function claim(
  db: Db,
  row: BookingRow,
  kind: ReminderKind,
  previousStart: string | null,
  says: Said<NoticeKey>,
  now: Date,
) {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed =
      previousStart === null
        ? Number(
            (
              await trx
                .insertInto('booking_reminders')
                .values({ booking_id: row.id, kind, start_at: row.start_at, sent_at: at })
                .onConflict((oc) => oc.columns(['booking_id', 'kind']).doNothing())
                .executeTakeFirst()
            ).numInsertedOrUpdatedRows ?? 0,
          ) > 0
        : updatedAny(
            await trx
              .updateTable('booking_reminders')
              .set({ start_at: row.start_at, sent_at: at })
              .where('booking_id', '=', row.id)
              .where('kind', '=', kind)
              .where('start_at', '=', previousStart)
              .executeTakeFirst(),
          );
    if (!claimed) return false;
    for (const userId of [row.client_id, row.lawyer_id])
      await notify(trx, now, { userId, kind: 'booking', says, link: '/dashboard/schedules' });
    return true;
  });
}

/** Sends the reminders due now; returns how many this instance sent. */
export async function sendDueReminders(deps: ReminderDeps): Promise<number> {
  const { db, clock, mailer } = deps;
  const now = clock.now();
  const at = now.toISOString();
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where('status', '=', 'confirmed')
    .where('start_at', '>', at)
    .where('start_at', '<=', new Date(now.getTime() + reminderLeadMs['24h']).toISOString())
    .execute();
  if (rows.length === 0) return 0;
  const sentBefore = await db
    .selectFrom('booking_reminders')
    .selectAll()
    .where(
      'booking_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  let sent = 0;
  for (const row of rows) {
    for (const kind of ['15m', '24h'] as const) {
      const previous = sentBefore.find((r) => r.booking_id === row.id && r.kind === kind);
      if (previous?.start_at === row.start_at || !reminderDue(kind, row, now)) continue;
      const people = await db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'phone'])
        .where('id', 'in', [row.client_id, row.lawyer_id])
        .execute();
      const nameOf = (id: string) => people.find((p) => p.id === id)?.name ?? '';
      const soon = kind === '15m' ? 'soon' : 'tomorrow';
      const says = notice(soon === 'soon' ? 'notice_reminder_soon' : 'notice_reminder_tomorrow', {
        topic: row.topic,
        when: { at: row.start_at },
      });
      if (!(await claim(db, row, kind, previous?.start_at ?? null, says, now))) continue;
      sent++;
      const event = {
        bookingId: row.id,
        topic: row.topic,
        mode: row.mode,
        address: '',
        lawyerName: nameOf(row.lawyer_id),
        clientName: nameOf(row.client_id),
      };
      for (const person of people) {
        // In each one's own language.
        const locale = await userLocale(db, person.id);
        const { description } = joinText(event, deps.origin, locale);
        const other = nameOf(person.id === row.client_id ? row.lawyer_id : row.client_id);
        const mail = reminderMail(soon, locale, {
          name: person.name,
          topic: row.topic,
          other,
          startAt: row.start_at,
          description,
        });
        await mailer.send({ to: person.email, ...mail }).catch(() => {});
        const sms = textIn(locale, soon === 'soon' ? 'sms_reminder_soon' : 'sms_reminder_tomorrow', {
          other,
          when: { at: row.start_at },
        });
        await textReminder(deps, row, kind, person, sms);
      }
    }
  }
  return sent;
}

/** Texts one participant the reminder when they opted in and have a number: claimed first, so it goes once. */
async function textReminder(
  { db, clock, sms, config }: ReminderDeps,
  row: BookingRow,
  kind: ReminderKind,
  person: { id: string; phone: string | null },
  text: string,
) {
  const templateId = config ? reminderTemplateId(config) : null;
  if (!sms || !templateId || !person.phone) return;
  if (!(await getUserSettings(db, person.id)).smsReminders) return;
  const at = clock.now().toISOString();
  const claimed = await db
    .insertInto('booking_sms_reminders')
    .values({ booking_id: row.id, kind, user_id: person.id, start_at: row.start_at, sent_at: at })
    // Texted before of another start (rescheduled): again, once, of the new one.
    .onConflict((oc) =>
      oc
        .columns(['booking_id', 'kind', 'user_id'])
        .doUpdateSet({ start_at: row.start_at, sent_at: at })
        .where('booking_sms_reminders.start_at', '<>', row.start_at),
    )
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return;
  // Like the mail: a failed text is not retried (the in-app notice and the mail still went).
  await sms.send({ to: person.phone, text, templateId }).catch(() => {});
}

/** The sweep's one call: calendar invites not sent yet, then reminders due. */
export async function sweepCalendar(deps: CalendarDeps & ReminderDeps): Promise<void> {
  await sendCalendarChanges(deps);
  await sendDueReminders(deps);
}
