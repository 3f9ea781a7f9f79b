import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase } from '../testDb';
import { verifyPassword } from '../../services/passwords';
import { demoLogins, seedDemoData } from '.';
import { lawyerId, seedOfficeAddress } from './lawyers';

let db: Db;
afterEach(() => closeDatabase(db));

describe('seedDemoData', () => {
  it('inserts the demo accounts with fixed ids once, with working passwords', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db);
    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(db)).toBe(false);
    const users = await db
      .selectFrom('users')
      .selectAll()
      .where(
        'id',
        'in',
        demoLogins.map((l) => l.id),
      )
      .orderBy('id')
      .execute();
    expect(users.map((u) => [u.id, u.email, u.role, u.name, u.created_at])).toEqual(
      // The admin is stored as a consumer and granted the role by the admins table.
      [...demoLogins]
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((l) => [
          l.id,
          l.email,
          l.role === 'admin' ? 'consumer' : l.role,
          l.name,
          '2024-06-01T09:00:00.000Z',
        ]),
    );
    for (const login of demoLogins) {
      const row = users.find((u) => u.id === login.id)!;
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.password_hash, login.password)).toBe(true);
      expect(await verifyPassword(row.password_hash, 'wrong')).toBe(false);
    }
  });

  it('gives every seeded lawyer a fixed office address in their city', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db);
    await seedDemoData(db);
    const profiles = await db.selectFrom('lawyer_profiles').select(['user_id', 'office_address']).execute();
    expect(profiles.every((p) => p.office_address.length > 5)).toBe(true);
    const first = profiles.find((p) => p.user_id === lawyerId(0))!;
    expect(first.office_address).toBe(seedOfficeAddress(0));
    expect(seedOfficeAddress(0)).toBe('Office 101, Lawyers Chambers, Connaught Place');
  });
});
