// Per-user settings: stored as one JSON object, read back merged over the contract's defaults
// (storedSettings) so a key added later (or a row never written) always has its default.
import { storedSettings, type Settings, type SettingsPatch } from '@contract';
import type { Db } from '../db/connection';
import { nowIso } from '../db/ids';

/** The user's settings with defaults filled in; other features read e.g. requireApproval from here. */
export async function getUserSettings(db: Pick<Db, 'selectFrom'>, userId: string): Promise<Settings> {
  const row = await db
    .selectFrom('user_settings')
    .select('data')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return storedSettings(row?.data);
}

export async function updateUserSettings(db: Db, userId: string, patch: SettingsPatch): Promise<Settings> {
  return db.transaction().execute(async (trx) => {
    const next = { ...(await getUserSettings(trx, userId)), ...patch };
    const data = JSON.stringify(next);
    const updatedAt = nowIso();
    await trx
      .insertInto('user_settings')
      .values({ user_id: userId, data, updated_at: updatedAt })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ data, updated_at: updatedAt }))
      .execute();
    return next;
  });
}
