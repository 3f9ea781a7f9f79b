import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { generateLawyer } from '../seed/lawyers';
import { openTempDatabase, sampleUserRow, tableColumns } from '../testDb';
import { migrations } from '.';
import { verificationMigration } from './007_verification';

let db: Db;
afterEach(() => closeDatabase(db));

describe('007_verification', () => {
  it('is registered as version 7, applies on top of 006 and keeps existing lawyers', async () => {
    expect(migrations.at(6)).toBe(verificationMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 6));
    const { user, profile } = generateLawyer(0);
    await db.insertInto('users').values(user).execute();
    await db.insertInto('lawyer_profiles').values(profile).execute();
    expect((await migrateToLatest(db, migrations.slice(0, 7))).applied).toEqual([7]);
    const columns = await tableColumns(db);
    expect(columns('admins')).toEqual(['created_at', 'user_id']);
    expect(columns('lawyer_certificates')).toEqual([
      'created_at',
      'mime',
      'original_name',
      'size',
      'stored_name',
      'user_id',
    ]);
    expect(columns('verification_decisions')).toEqual([
      'admin_id',
      'created_at',
      'decision',
      'id',
      'reason',
      'user_id',
    ]);
    expect(await db.selectFrom('lawyer_profiles').select('user_id').execute()).toEqual([
      { user_id: user.id },
    ]);
  });

  it('checks decisions and removes admin grants, certificates and decisions with their user', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 7));
    await db.insertInto('users').values(sampleUserRow).execute();
    await db.insertInto('admins').values({ user_id: 'U1', created_at: 'now' }).execute();
    await db
      .insertInto('lawyer_certificates')
      .values({
        user_id: 'U1',
        original_name: 'a.pdf',
        stored_name: 'x.pdf',
        mime: 'application/pdf',
        size: 1,
        created_at: 'now',
      })
      .execute();
    const decision = {
      id: 'D1',
      user_id: 'U1',
      admin_id: 'U1',
      decision: 'rejected' as const,
      reason: 'r',
      created_at: 'now',
    };
    await db.insertInto('verification_decisions').values(decision).execute();
    await expect(
      db
        .insertInto('verification_decisions')
        .values({ ...decision, id: 'D2', decision: 'maybe' as 'rejected' })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await db.deleteFrom('users').where('id', '=', 'U1').execute();
    for (const table of ['admins', 'lawyer_certificates', 'verification_decisions'] as const)
      expect(await db.selectFrom(table).selectAll().execute()).toEqual([]);
  });
});
