// The auto end call sweep (realtime) asks every second, on every instance, for calls still open: a partial
// index keeps that to the few open sessions however many consultations have ended.
import { sql } from 'kysely';
import type { Migration } from './types';

export const openSessionsMigration: Migration = {
  version: 17,
  name: 'open_sessions',
  async up(trx) {
    await sql`CREATE INDEX consultation_sessions_open_idx ON consultation_sessions (kind) WHERE ended_at IS NULL`.execute(
      trx,
    );
  },
};
