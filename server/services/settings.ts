// Per-user settings: stored as one JSON object, read back merged over the contract's defaults
// (storedSettings) so a key added later (or a row never written) always has its default.
import {
  settingsEndpoints as endpoints,
  storedSettings,
  type InputOf,
  type Settings,
  type SettingsPatch,
} from '@contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/connection';
import { preparedQuery } from '../db/prepared';
import type { Database, UserRow } from '../db/schema';
import type { Clock } from '../types';
import { expertListingChanged } from './expertListing';
import { badRequest } from '../errors';

// Prepared (built once): read by profiles, request lists and notices on many requests.
const storedSettingsOf = preparedQuery((db: Db, { userId }: { userId: string }) =>
  db.selectFrom('user_settings').select('data').where('user_id', '=', userId),
);

/**
 * The stored settings text of the lawyer of a lawyer_profiles row, as a subquery: a read of a lawyer takes their
 * settings in its own statement (one statement less in a request); storedSettings reads the text.
 */
export const lawyerSettingsData = (eb: ExpressionBuilder<Database, 'lawyer_profiles'>) =>
  eb
    .selectFrom('user_settings')
    .select('data')
    .whereRef('user_settings.user_id', '=', 'lawyer_profiles.user_id');

/** The user's settings with defaults filled in; other features read e.g. requireApproval from here. */
export async function getUserSettings(db: Db, userId: string): Promise<Settings> {
  const [row] = await storedSettingsOf(db, { userId });
  return storedSettings(row?.data);
}

export async function updateUserSettings(
  db: Db,
  userId: string,
  patch: SettingsPatch,
  updatedAt: string,
): Promise<Settings> {
  return db.transaction().execute(async (trx) => {
    const next = { ...(await getUserSettings(trx, userId)), ...patch };
    const data = JSON.stringify(next);
    await trx
      .insertInto('user_settings')
      .values({ user_id: userId, data, updated_at: updatedAt })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ data, updated_at: updatedAt }))
      .execute();
    return next;
  });
}

// ---- Use cases (contract/settings.ts: settingsEndpoints) ----

/** GET /api/settings */
export function mySettings({ db }: { db: Db }, me: Pick<UserRow, 'id'>): Promise<Settings> {
  return getUserSettings(db, me.id);
}

/** PUT /api/settings: any subset; every setting after the change. */
export async function changeMySettings(
  { db, clock }: { db: Db; clock: Clock },
  me: Pick<UserRow, 'id'>,
  { body }: InputOf<typeof endpoints.update>,
): Promise<Settings> {
  // Reminders by SMS need a number to text (#58); turning them off never does.
  if (body.smsReminders === true) {
    const user = await db.selectFrom('users').select('phone').where('id', '=', me.id).executeTakeFirst();
    if (!user?.phone) throw badRequest('sms_reminders_need_phone', 'smsReminders');
  }
  const settings = await updateUserSettings(db, me.id, body, clock.now().toISOString());
  // Location and profile visibility decide what search shows: drop cached answers at once.
  if (body.location !== undefined || body.profileVisibility !== undefined)
    await expertListingChanged(db, me.id);
  return settings;
}
