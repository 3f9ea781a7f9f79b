// A free first consultation nobody attended becomes 'missed' once its booked end plus the grace has
// passed (services/missedConsultations.ts), never 'confirmed' in the past. Who did not join needs no column:
// lawyer_joined_at (migration 020) tells it.
import type { Migration } from './types';
import { widenCheck } from './widenCheck';

const statuses = ['confirmed', 'pending_approval', 'cancelled', 'completed', 'awaiting_payment'];

export const missedMigration: Migration = {
  version: 30,
  name: 'missed',
  async up(trx) {
    await widenCheck(trx, 'bookings', 'status', statuses, [...statuses, 'missed']);
  },
};
