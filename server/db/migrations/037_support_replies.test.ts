import { afterEach, describe, expect, it } from 'vitest';
import { openTestPostgres, type TestDatabase } from '../../test/database';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow, tableColumns } from '../testDb';
import { migrations } from '.';
import { supportRepliesMigration } from './037_support_replies';

let sqlite: Db | undefined;
let postgres: TestDatabase | undefined;
afterEach(async () => {
  if (sqlite) await closeDatabase(sqlite);
  await postgres?.close();
  sqlite = postgres = undefined;
});

const at = '2026-12-07T10:00:00.000Z';

/** Migrates to 36, writes an open ticket and a contact message, then applies 37 and checks what it did. */
async function check(db: Db) {
  await migrateToLatest(db, migrations.slice(0, 36));
  await db.insertInto('users').values(sampleUserRow).execute();
  await db
    .insertInto('support_tickets')
    .values({
      id: 'T1',
      user_id: 'U1',
      subject: 'S',
      message: 'Please help me.',
      status: 'open' as never,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('contact_messages')
    .values({
      id: 'C1',
      name: 'V',
      email: 'v@example.in',
      topic: 'General',
      message: 'Hello there',
      created_at: at,
    })
    .execute();
  expect((await migrateToLatest(db, migrations.slice(0, 37))).applied).toEqual([37]);

  // The open ticket is new; the old contact message is new and linked to nobody.
  expect(await db.selectFrom('support_tickets').select('status').executeTakeFirst()).toEqual({
    status: 'new',
  });
  expect(await db.selectFrom('contact_messages').select(['status', 'user_id']).executeTakeFirst()).toEqual({
    status: 'new',
    user_id: null,
  });
  const reply = { body: 'We are on it.', created_at: at, author_ref: 'U1' };
  await db
    .insertInto('support_replies')
    .values({ id: 'R1', ticket_id: 'T1', contact_message_id: null, ...reply })
    .execute();
  await db
    .insertInto('support_replies')
    .values({ id: 'R2', ticket_id: null, contact_message_id: 'C1', ...reply })
    .execute();
  // A reply belongs to exactly one message.
  await expect(
    db
      .insertInto('support_replies')
      .values({ id: 'R3', ticket_id: 'T1', contact_message_id: 'C1', ...reply })
      .execute(),
  ).rejects.toThrow();
  await expect(
    db
      .insertInto('support_replies')
      .values({ id: 'R4', ticket_id: null, contact_message_id: null, ...reply })
      .execute(),
  ).rejects.toThrow();
  // Replies go with their message: the account's ticket (and so its reply) goes with the account.
  await db.deleteFrom('users').where('id', '=', 'U1').execute();
  expect((await db.selectFrom('support_replies').select('id').execute()).map((r) => r.id)).toEqual(['R2']);
  await db.deleteFrom('contact_messages').execute();
  expect(await db.selectFrom('support_replies').select('id').execute()).toEqual([]);
}

describe('037_support_replies', () => {
  it('is registered as version 37: statuses, the sender link and replies (SQLite)', async () => {
    expect(migrations.at(36)).toBe(supportRepliesMigration);
    ({ db: sqlite } = openTempDatabase());
    await check(sqlite);
    const columns = await tableColumns(sqlite);
    expect(columns('support_replies')).toEqual([
      'author_ref',
      'body',
      'contact_message_id',
      'created_at',
      'id',
      'ticket_id',
    ]);
  });

  it('does the same on PostgreSQL', async () => {
    postgres = await openTestPostgres();
    await check(postgres.db);
  }, 120_000);
});
