// Reminders by SMS (#58): the opt-in, and which reminders went by SMS.
import type { Migration } from './types';

export const smsRemindersMigration: Migration = {
  version: 39,
  name: 'sms_reminders',
  async up() {},
};
