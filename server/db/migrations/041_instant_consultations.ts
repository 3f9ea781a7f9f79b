// Consult now (#58): lawyers available now, and instant consultations (their own kind, no slot).
import type { Migration } from './types';

export const instantConsultationsMigration: Migration = {
  version: 41,
  name: 'instant_consultations',
  async up() {},
};
