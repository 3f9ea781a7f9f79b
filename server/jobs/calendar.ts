// Calendar invites (confirm, move, cancel) and the 24 h / 15 min reminders, each sent once per channel (SMS too).
import { sweepCalendar } from '../services/reminders';
import type { Job, JobDeps } from './job';

export const calendarJob = ({ db, clock, mailer, config, sms }: JobDeps): Job => ({
  name: 'calendar',
  everyMs: 1000,
  run: () => sweepCalendar({ db, clock, mailer, mailFrom: config.mailFrom, sms, config }),
});
