// The signed-in user's personal-data rights (contract/account.ts: accountDataEndpoints): the space their files
// take, a download of their data (one at a time per account on this instance) and erasure after the password.
import type { Readable } from 'node:stream';
import {
  accountDataEndpoints as endpoints,
  type InputOf,
  type MessageResponse,
  type StorageUsage,
} from '@contract';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/schema';
import { tooManyRequests } from '../errors';
import type { Clock } from '../types';
import { eraseUser, exportUserData } from './dataRights';
import { confirmPassword } from './passwords';
import type { FileStorage } from './storage';
import { usedBytes } from './uploadQuota';
import { recordAudit } from './audit/record';

export interface AccountDataDeps {
  db: Db;
  storage: FileStorage;
  config: Pick<Config, 'uploadQuotaMb'>;
  clock: Clock;
}

/** GET /api/account/storage */
export async function storageUsage(
  { db, config }: AccountDataDeps,
  me: Pick<UserRow, 'id'>,
): Promise<StorageUsage> {
  return { usedBytes: await usedBytes(db, me.id), quotaBytes: config.uploadQuotaMb * 1024 * 1024 };
}

/** Exports being written, by account: a second one waits for the first (a ZIP of every file is heavy). */
export function exportsInProgress() {
  const exporting = new Set<string>();
  return {
    /** Refuses (429) while this account's previous export is still being written. */
    ensureIdle(userId: string): void {
      if (exporting.has(userId)) throw tooManyRequests(30, 'export_in_progress');
    },
    /** GET /api/account/export: the ZIP as a stream, the account busy until it closes; on the audit log. */
    async exportMyData({ db, storage, clock }: AccountDataDeps, me: Pick<UserRow, 'id'>): Promise<Readable> {
      exporting.add(me.id);
      const self = { actorId: me.id, subject: { type: 'user', id: me.id } } as const;
      try {
        await recordAudit(db, { ...self, action: 'security.data_export', at: clock.now() });
      } catch (error) {
        exporting.delete(me.id);
        throw error;
      }
      const zip = exportUserData(db, storage, me.id, clock.now());
      zip.once('close', () => exporting.delete(me.id));
      return zip;
    },
  };
}

/** POST /api/account/delete: only with the password; every session ends with the account. */
export async function deleteMyAccount(
  { db, storage, clock }: AccountDataDeps,
  me: UserRow,
  { body }: InputOf<typeof endpoints.erase>,
): Promise<MessageResponse> {
  await confirmPassword(me, body.password);
  await eraseUser(db, storage, me.id, clock.now());
  return { message: 'Your account and data have been deleted.' };
}
