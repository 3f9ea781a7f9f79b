// Demo-mode safety and the first admin (services/install.ts), called directly: which accounts count as demo
// accounts (the seed's domain only, never a look-alike), what a real start refuses and says, and that the
// operator's first admin is made once, with a Strong password that is not a common one.
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import { demoLogins } from '../db/seed';
import { createTestApp, type TestApp } from '../test/harness';
import {
  adminPasswordProblem,
  assertNoDemoAccounts,
  createAdmin,
  demoAccounts,
  ensureFirstAdmin,
  InstallError,
  removeDemoAccounts,
} from './install';
import { hashPassword, verifyPassword } from './passwords';

const strong = 'Firm!Admin2030';
const at = new Date('2031-05-06T07:08:09.000Z');
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A real install's empty database (no demo seed). */
async function emptyInstall() {
  app = await createTestApp({ seed: false, env: { LEXSETU_DEMO: 'false' } });
  return app.db;
}

/** A user who signed up for real, with this e-mail and password. */
async function signUp(db: Db, email: string, password = 'Own!Pass2030') {
  const id = newId();
  const now = new Date('2031-01-01T00:00:00.000Z').toISOString();
  await db
    .insertInto('users')
    .values({
      id,
      email,
      name: 'Real Person',
      role: 'consumer',
      password_hash: await hashPassword(password),
      consultation_types: '[]',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

const adminRows = (db: Db) =>
  db
    .selectFrom('admins')
    .innerJoin('users', 'users.id', 'admins.user_id')
    .select(['users.email', 'admins.created_at'])
    .execute();

describe('demo accounts', () => {
  it("are the seed's domain only: a look-alike domain or an address merely containing it is a real account", async () => {
    const db = await emptyInstall();
    await signUp(db, 'ops@mydemo.lexsetu.in');
    await signUp(db, 'demo.lexsetu.in@firm.example.in');
    await signUp(db, 'zed@demo.lexsetu.in');
    await signUp(db, 'amit@demo.lexsetu.in');
    expect(await demoAccounts(db)).toEqual(['amit@demo.lexsetu.in', 'zed@demo.lexsetu.in']);
  });

  it('a real start refuses them, naming each (sorted) and both ways out', async () => {
    const db = await emptyInstall();
    await signUp(db, 'zed@demo.lexsetu.in');
    await signUp(db, 'amit@demo.lexsetu.in');
    const refused = assertNoDemoAccounts(db);
    await expect(refused).rejects.toBeInstanceOf(InstallError);
    await expect(refused).rejects.toThrow(
      'This database holds demo accounts with published passwords (amit@demo.lexsetu.in, zed@demo.lexsetu.in), ' +
        'left by an offline demo. LexSetu will not serve them outside demo mode. Remove them with ' +
        '`npm run admin -- remove-demo` (same settings as this start), or start the demo on purpose with ' +
        'LEXSETU_DEMO=true.',
    );
  });

  it('a real start serves a database of real accounts only, look-alikes included', async () => {
    const db = await emptyInstall();
    await expect(assertNoDemoAccounts(db)).resolves.toBeUndefined();
    await signUp(db, 'ops@mydemo.lexsetu.in');
    await expect(assertNoDemoAccounts(db)).resolves.toBeUndefined();
  });

  it('remove-demo erases every demo account and answers them, leaving real accounts (look-alikes too) alone', async () => {
    app = await createTestApp({ env: { LEXSETU_DEMO: 'false' } }); // seeded as a demo left it
    const { db } = app;
    const real = await signUp(app.db, 'ops@mydemo.lexsetu.in');
    const before = await demoAccounts(app.db);
    expect(before).toContain(demoLogins[0].email);
    // The demo's payments (its seeded consultations and document orders were paid through the demo gateway).
    const money = async () =>
      Promise.all(
        (['payment_orders', 'payments', 'invoices'] as const).map(async (table) =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    expect(await money()).toEqual([7, 7, 7]); // three consultations, four document orders
    const removed = await removeDemoAccounts(app.db, app.deps.storage, at);
    expect(removed).toEqual(before);
    // Gone whole, not kept as records of an erased user: the first real invoice is number 1 of its series.
    expect(await money()).toEqual([0, 0, 0]);
    expect(await demoAccounts(app.db)).toEqual([]);
    for (const login of demoLogins)
      expect(
        await app.db.selectFrom('users').select('id').where('id', '=', login.id).executeTakeFirst(),
      ).toBeUndefined();
    const kept = await app.db.selectFrom('users').select('email').where('id', '=', real).executeTakeFirst();
    expect(kept?.email).toBe('ops@mydemo.lexsetu.in');
    await expect(assertNoDemoAccounts(app.db)).resolves.toBeUndefined();
    expect(await removeDemoAccounts(app.db, app.deps.storage, at)).toEqual([]);
  });
});

describe('the admin password', () => {
  it('must be Strong (8 or more characters, an uppercase letter, a digit and a sign) and not a common one', () => {
    expect(adminPasswordProblem(strong)).toBeUndefined();
    const notStrong =
      'The admin password must be Strong: at least 8 characters with an uppercase letter, a digit and one of !@#$%^&*.';
    expect(adminPasswordProblem('Firm!Admin')).toBe(notStrong); // no digit: Moderate
    expect(adminPasswordProblem('Fi!Adm1')).toBe(notStrong); // 7 characters
    // Strong by the rule, but on every leaked-password list.
    expect(adminPasswordProblem('Password@123')).toBe(
      'The admin password is too common: choose another one.',
    );
  });
});

describe('createAdmin', () => {
  it('makes a new account an admin, dated `at`, that signs in with that password only', async () => {
    const db = await emptyInstall();
    expect(await createAdmin(db, 'ops@firm.example.in', strong, at)).toBe('created');
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'ops@firm.example.in')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      name: 'Administrator',
      role: 'consumer', // the admins row grants the role
      consultation_types: '[]',
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    });
    expect(await verifyPassword(user.password_hash, strong)).toBe(true);
    expect(await verifyPassword(user.password_hash, 'Firm!Admin2031')).toBe(false);
    expect(await adminRows(db)).toEqual([{ email: 'ops@firm.example.in', created_at: at.toISOString() }]);
  });

  it('grants an existing account the role, keeping its password; a second time changes nothing', async () => {
    const db = await emptyInstall();
    const id = await signUp(db, 'ops@firm.example.in', 'Own!Pass2030');
    expect(await createAdmin(db, 'ops@firm.example.in', strong, at)).toBe('granted');
    const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(await verifyPassword(user.password_hash, 'Own!Pass2030')).toBe(true);
    expect(user.name).toBe('Real Person');
    expect(await adminRows(db)).toEqual([{ email: 'ops@firm.example.in', created_at: at.toISOString() }]);
    expect(await createAdmin(db, 'ops@firm.example.in', strong, new Date('2032-01-01T00:00:00Z'))).toBe(
      'already admin',
    );
    expect(await adminRows(db)).toEqual([{ email: 'ops@firm.example.in', created_at: at.toISOString() }]);
  });

  it('refuses a weak or common password before touching anything, even for an existing account', async () => {
    const db = await emptyInstall();
    await signUp(db, 'ops@firm.example.in');
    for (const password of ['Firm!Admin', 'Password@123']) {
      const refused = createAdmin(db, 'ops@firm.example.in', password, at);
      await expect(refused).rejects.toBeInstanceOf(InstallError);
      await expect(createAdmin(db, 'new@firm.example.in', password, at)).rejects.toThrow(
        adminPasswordProblem(password)!,
      );
    }
    expect(await adminRows(db)).toEqual([]);
    expect(
      await db.selectFrom('users').select('id').where('email', '=', 'new@firm.example.in').executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('ensureFirstAdmin (LEXSETU_ADMIN_EMAIL and LEXSETU_ADMIN_PASSWORD)', () => {
  it('without them makes no one an admin', async () => {
    const db = await emptyInstall();
    expect(await ensureFirstAdmin(db, undefined, at)).toBe('not needed');
    expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('makes the first admin only: once any admin exists, another address in the settings is not made one', async () => {
    const db = await emptyInstall();
    expect(await ensureFirstAdmin(db, { email: 'ops@firm.example.in', password: strong }, at)).toBe(
      'created',
    );
    expect(await ensureFirstAdmin(db, { email: 'ops@firm.example.in', password: strong }, at)).toBe(
      'not needed',
    );
    await signUp(db, 'mallory@firm.example.in');
    expect(await ensureFirstAdmin(db, { email: 'mallory@firm.example.in', password: strong }, at)).toBe(
      'not needed',
    );
    expect(await ensureFirstAdmin(db, { email: 'other@firm.example.in', password: strong }, at)).toBe(
      'not needed',
    );
    expect((await adminRows(db)).map((r) => r.email)).toEqual(['ops@firm.example.in']);
    expect(
      await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'other@firm.example.in')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('instances starting together make one admin: the one that lost the race finds it made', async () => {
    const db = await emptyInstall();
    const first = { email: 'ops@firm.example.in', password: strong };
    const outcomes = await Promise.all([ensureFirstAdmin(db, first, at), ensureFirstAdmin(db, first, at)]);
    expect(outcomes.sort()).toEqual(['created', 'not needed']);
    expect((await adminRows(db)).map((r) => r.email)).toEqual(['ops@firm.example.in']);
  });

  it('a start with a weak password fails with the reason, making no one an admin', async () => {
    const db = await emptyInstall();
    await expect(
      ensureFirstAdmin(db, { email: 'ops@firm.example.in', password: 'password1' }, at),
    ).rejects.toThrow(/admin password must be Strong/);
    expect(await adminRows(db)).toEqual([]);
  });

  it('a sign-up taking the address between the check and the insert fails the start (no admin made), not "not needed"', async () => {
    const db = await emptyInstall();
    // The sign-up lands just as the admin's transaction starts.
    const racing = new Proxy(db, {
      get(target, property) {
        if (property === 'transaction')
          return () => ({
            execute: async (work: Parameters<ReturnType<Db['transaction']>['execute']>[0]) => {
              await signUp(target, 'ops@firm.example.in');
              return target.transaction().execute(work);
            },
          });
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    await expect(
      ensureFirstAdmin(racing, { email: 'ops@firm.example.in', password: strong }, at),
    ).rejects.toThrow();
    expect(await adminRows(db)).toEqual([]);
  });
});
