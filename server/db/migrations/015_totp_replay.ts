// Two-factor codes are single-use: the time step of the last accepted TOTP code, so the same code (or an older
// one still inside the clock-drift window) cannot be replayed.
import type { Migration } from './types';

export const totpReplayMigration: Migration = {
  version: 15,
  name: 'totp_replay',
  async up(trx) {
    // null: no code accepted yet.
    await trx.schema.alterTable('two_factor').addColumn('last_totp_step', 'integer').execute();
  },
};
