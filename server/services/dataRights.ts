// Personal-data rights (India's DPDP Act: access and erasure on request): a ZIP of everything held about a
// user, and erasure of the account keeping only what law requires (payment and invoice records).
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../db/connection';
import { newId, nowIso } from '../db/ids';
import { removeStored } from './files';
import type { FileStorage } from './storage';

/** Columns naming the row's owner in tables this feature does not know by name (other features' tables). */
const ownerColumns = ['user_id', 'owner_id', 'client_id', 'consumer_id', 'payer_id'] as const;
/** Secrets and one-time credentials: never exported (they are useless and dangerous outside). */
const neverExported = new Set([
  'two_factor',
  'recovery_codes',
  'otp_codes',
  'reset_tokens',
  'schema_migrations',
]);
const secretColumn = /hash|secret|token|password/i;
/** Kept after erasure because tax and payment law require them. */
const retainedByLaw = /invoice|payment|transaction/i;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = Record<string, any>;

const clean = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !secretColumn.test(k)));

async function ownedTables(db: Db): Promise<{ table: string; column: string }[]> {
  const tables = await db.introspection.getTables();
  return tables.flatMap((t) => {
    const column = ownerColumns.find((c) => t.columns.some((col) => col.name === c));
    return column && t.name !== 'users' ? [{ table: t.name, column }] : [];
  });
}

async function ownRequestDocuments(db: Db, userId: string) {
  return db
    .selectFrom('request_documents')
    .innerJoin('requests', 'requests.id', 'request_documents.request_id')
    .selectAll('request_documents')
    .where('requests.owner_id', '=', userId)
    .execute();
}

/** A ZIP with data.json (every row about the user, secrets left out) and files/ (their uploads). */
export async function exportUserData(db: Db, storage: FileStorage, userId: string): Promise<Uint8Array> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  // Dynamic table names: other features' tables are found by their owner column, not typed here.
  const anyDb = db as unknown as Db & { selectFrom(t: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  const data: Record<string, unknown> = { exportedAt: nowIso(), user: clean(user) };
  for (const { table, column } of await ownedTables(db)) {
    if (neverExported.has(table)) continue;
    const rows: Row[] = await anyDb.selectFrom(table).selectAll().where(column, '=', userId).execute();
    // Settings are stored as JSON text: export them as an object a person can read.
    data[table] = rows
      .map(clean)
      .map((r) =>
        table === 'user_settings' && typeof r.data === 'string'
          ? { ...r, data: JSON.parse(r.data) as unknown }
          : r,
      );
  }
  const docs = await ownRequestDocuments(db, userId);
  data.request_documents = docs;
  const files: Zippable = {};
  for (const doc of docs) {
    try {
      files[`${doc.id}-${doc.original_name}`] = new Uint8Array(
        await storage.read(doc.stored_name),
      );
    } catch {
      // A file missing on disk is listed in data.json but cannot be included.
    }
  }
  const profile = await db
    .selectFrom('user_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (profile?.photo_stored_name) {
    try {
      files[`profile-photo-${profile.photo_stored_name}`] = new Uint8Array(
        await storage.read(profile.photo_stored_name),
      );
    } catch {
      /* as above */
    }
  }
  return zipSync({ 'data.json': strToU8(JSON.stringify(data, null, 2)), files }, { level: 6 });
}

/**
 * Erases the account: every row about the user goes (sessions too, so every device is signed out) and their
 * uploaded files are deleted. Where payment or invoice records must stay, the user row is kept only as an
 * anonymous stub those records can still point at.
 */
export async function eraseUser(db: Db, storage: FileStorage, userId: string): Promise<void> {
  const storedFiles = (await ownRequestDocuments(db, userId)).map((d) => d.stored_name);
  const profile = await db
    .selectFrom('user_profiles')
    .select('photo_stored_name')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (profile?.photo_stored_name) storedFiles.push(profile.photo_stored_name);
  const owned = await ownedTables(db);
  const anyTrxOf = (trx: unknown) => trx as { deleteFrom(t: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any

  await db.transaction().execute(async (trx) => {
    for (const { table, column } of owned) {
      if (retainedByLaw.test(table)) continue;
      await anyTrxOf(trx).deleteFrom(table).where(column, '=', userId).execute();
    }
    const retained = owned.filter((o) => retainedByLaw.test(o.table));
    let stillReferenced = false;
    for (const { table, column } of retained) {
      const row = await (trx as unknown as { selectFrom(t: string): any }) // eslint-disable-line @typescript-eslint/no-explicit-any
        .selectFrom(table)
        .select(column)
        .where(column, '=', userId)
        .limit(1)
        .executeTakeFirst();
      if (row) stillReferenced = true;
    }
    if (!stillReferenced) {
      await trx.deleteFrom('users').where('id', '=', userId).execute();
      return;
    }
    // Anonymous stub: nothing in it identifies the person, and it can never log in again.
    await trx
      .updateTable('users')
      .set({
        email: `erased-${newId().toLowerCase()}@erased.invalid`,
        name: 'Erased user',
        password_hash: '!erased',
        consultation_types: '[]',
        updated_at: nowIso(),
      })
      .where('id', '=', userId)
      .execute();
  });
  await removeStored(storage, storedFiles);
}
