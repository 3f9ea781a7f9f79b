// Personal-data rights (India's DPDP Act: access and erasure on request): a ZIP of everything held about a
// user, and erasure of the account keeping only what law requires (payment and invoice records).
import { sessionsEnded } from './sessionEvents';
import { expertListingChanged } from './expertListing';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import { shownMention } from '../presenters/mention';
import { removeStored } from './files';
import type { FileStorage } from './storage';
import { recordAudit } from './audit/record';

/** Columns naming the row's owner in tables this feature does not know by name (other features' tables). */
const ownerColumns = ['user_id', 'owner_id', 'client_id', 'consumer_id', 'payer_id'] as const;
/** Secrets and one-time credentials: never exported (they are useless and dangerous outside). */
const neverExported = new Set([
  'two_factor',
  'recovery_codes',
  'otp_codes',
  'phone_codes',
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

/**
 * Every file the user uploaded or owns: request documents, profile photo, Invoices → Documents, booking
 * attachments, the Bar Council certificate and consultation attachments they sent. zipName is unique per file.
 */
async function ownFiles(db: Db, userId: string): Promise<{ zipName: string; stored: string }[]> {
  const files: { zipName: string; stored: string }[] = [];
  const add = (folder: string, id: string, name: string, stored: string | null) => {
    if (stored) files.push({ zipName: `${folder}/${id}-${name}`, stored });
  };
  for (const d of await ownRequestDocuments(db, userId))
    add('requests', d.id, d.original_name, d.stored_name);
  const profile = await db
    .selectFrom('user_profiles')
    .select('photo_stored_name')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  add('profile', 'photo', profile?.photo_stored_name ?? '', profile?.photo_stored_name ?? null);
  const documents = await db
    .selectFrom('documents')
    .select(['id', 'original_name', 'stored_name'])
    .where('user_id', '=', userId)
    .execute();
  for (const d of documents) add('documents', d.id, d.original_name, d.stored_name);
  const attachments = await db
    .selectFrom('booking_documents')
    .select(['id', 'original_name', 'stored_name'])
    .where('uploaded_by', '=', userId)
    .execute();
  for (const d of attachments) add('bookings', d.id, d.original_name, d.stored_name);
  const certificate = await db
    .selectFrom('lawyer_certificates')
    .select(['original_name', 'stored_name'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (certificate) add('verification', 'certificate', certificate.original_name, certificate.stored_name);
  const sent = await db
    .selectFrom('consultation_messages')
    .select(['id', 'attachment_name', 'attachment_stored'])
    .where('sender_id', '=', userId)
    .where('attachment_stored', 'is not', null)
    .execute();
  for (const m of sent) add('consultations', m.id, m.attachment_name ?? 'attachment', m.attachment_stored);
  // Legal-document orders the user bought: their own files, the draft and every version delivered to them.
  const orderFiles = await db
    .selectFrom('service_order_files')
    .innerJoin('service_orders', 'service_orders.id', 'service_order_files.order_id')
    .select([
      'service_order_files.id',
      'service_order_files.original_name',
      'service_order_files.stored_name',
    ])
    .where('service_orders.client_id', '=', userId)
    .execute();
  for (const f of orderFiles) add('service-orders', f.id, f.original_name, f.stored_name);
  return files;
}

/**
 * Requests with their mention as the user saw it: a lawyer mentioned from their profile is named (and known by
 * `lawyer_id`), never by the sign-in e-mail the client was not shown.
 */
async function mentionsAsSeen(db: Db, rows: Row[], userId: string): Promise<Row[]> {
  const ids = [...new Set(rows.filter((r) => r.mention_by_profile).map((r) => r.lawyer_id as string))];
  const names = ids.length
    ? await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute()
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((r) => ({
    ...r,
    mention: shownMention(r as Parameters<typeof shownMention>[0], nameOf.get(r.lawyer_id as string), userId),
  }));
}

/** A ZIP with data.json (every row about the user, secrets left out) and files/ (their uploads). */
/** Everything about the user as one readable object (data.json of the export), exported `at`. */
async function exportedData(db: Db, userId: string, at: Date): Promise<Record<string, unknown>> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  // Dynamic table names: other features' tables are found by their owner column, not typed here.
  const anyDb = db as unknown as Db & { selectFrom(t: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  const data: Record<string, unknown> = { exportedAt: at.toISOString(), user: clean(user) };
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
  data.requests = await mentionsAsSeen(db, (data.requests as Row[] | undefined) ?? [], userId);
  data.request_documents = await ownRequestDocuments(db, userId);
  // Rows naming the user in another role than owner: what they uploaded or sent, their referrals, and for a
  // lawyer the bookings and requests they serve.
  data.booking_documents = await db
    .selectFrom('booking_documents')
    .selectAll()
    .where('uploaded_by', '=', userId)
    .execute();
  data.consultation_messages = await db
    .selectFrom('consultation_messages')
    .selectAll()
    .where('sender_id', '=', userId)
    .execute();
  data.referrals = await db
    .selectFrom('referrals')
    .selectAll()
    .where((eb) => eb.or([eb('referrer_id', '=', userId), eb('referred_id', '=', userId)]))
    .execute();
  data.bookings_as_lawyer = await db
    .selectFrom('bookings')
    .selectAll()
    .where('lawyer_id', '=', userId)
    .execute();
  data.requests_as_lawyer = await mentionsAsSeen(
    db,
    await db
      .selectFrom('requests')
      .selectAll()
      .where((eb) => eb.or([eb('lawyer_id', '=', userId), eb('assigned_lawyer_id', '=', userId)]))
      .execute(),
    userId,
  );
  return data;
}

/**
 * The user's data as a ZIP, streamed: data.json, then every stored file read chunk by chunk and stored
 * as is (uploads are PDFs and images, already compressed), written only as fast as the client reads. The
 * event loop never holds a whole archive (a 200 MB account once froze every request for 28 s).
 */
export function exportUserData(db: Db, storage: FileStorage, userId: string, at: Date): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const write = async () => {
    const json = new ZipDeflate('data.json', { level: 6 });
    zip.add(json);
    json.push(strToU8(JSON.stringify(await exportedData(db, userId, at), null, 2)), true);
    for (const file of await ownFiles(db, userId)) {
      let source: Readable;
      try {
        source = await storage.open(file.stored);
      } catch {
        continue; // a file missing on disk is listed in data.json but cannot be included
      }
      const entry = new ZipPassThrough(`files/${file.zipName}`);
      zip.add(entry);
      for await (const chunk of source) {
        entry.push(chunk as Uint8Array);
        // Back-pressure: wait for the client before reading more; stop when it went away.
        if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
        if (out.destroyed) {
          source.destroy();
          return;
        }
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  write().catch((error: Error) => out.destroy(error));
  return out;
}

/**
 * Erases the account: every row about the user goes (sessions too, so every device is signed out) and their
 * uploaded files are deleted. Where payment or invoice records must stay, the user row is kept only as an
 * anonymous stub those records can still point at.
 */
export async function eraseUser(
  db: Db,
  storage: FileStorage,
  userId: string,
  at: Date,
  /** Who erased it: the user themselves unless said (null: the system). */
  by: string | null = userId,
): Promise<void> {
  const storedFiles = (await ownFiles(db, userId)).map((f) => f.stored);
  // Rooms that go with the user (their bookings either side, their requests) take the other party's
  // attachments in them along (cascade): their files go too.
  const rooms = await db
    .selectFrom('bookings')
    .select('id')
    .where((eb) => eb.or([eb('client_id', '=', userId), eb('lawyer_id', '=', userId)]))
    .execute();
  const bookingIds = rooms.map((b) => b.id);
  const requestIds = (
    await db.selectFrom('requests').select('id').where('owner_id', '=', userId).execute()
  ).map((r) => r.id);
  if (bookingIds.length) {
    const docs = await db
      .selectFrom('booking_documents')
      .select('stored_name')
      .where('booking_id', 'in', bookingIds)
      .execute();
    storedFiles.push(...docs.map((d) => d.stored_name));
  }
  if (bookingIds.length || requestIds.length) {
    const messages = await db
      .selectFrom('consultation_messages')
      .select('attachment_stored')
      .where('attachment_stored', 'is not', null)
      .where((eb) =>
        eb.or([
          ...(bookingIds.length ? [eb('booking_id', 'in', bookingIds)] : []),
          ...(requestIds.length ? [eb('request_id', 'in', requestIds)] : []),
        ]),
      )
      .execute();
    storedFiles.push(...messages.flatMap((m) => (m.attachment_stored ? [m.attachment_stored] : [])));
  }
  const owned = await ownedTables(db);
  const anyTrxOf = (trx: unknown) => trx as { deleteFrom(t: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any

  await db.transaction().execute(async (trx) => {
    // The audit log stays (append-only; its columns are not owner columns): the user is named by id alone.
    await recordAudit(trx, {
      actorId: by,
      action: 'security.erasure',
      subject: { type: 'user', id: userId },
      at,
    });
    for (const { table, column } of owned) {
      if (retainedByLaw.test(table) || table === 'audit_log') continue;
      await anyTrxOf(trx).deleteFrom(table).where(column, '=', userId).execute();
    }
    // Rows naming the user in another role than owner (the user row may stay as a stub: no cascade then).
    await trx.deleteFrom('bookings').where('lawyer_id', '=', userId).execute();
    await trx.deleteFrom('instant_consultations').where('lawyer_id', '=', userId).execute();
    await trx.deleteFrom('available_now').where('lawyer_id', '=', userId).execute();
    await trx.deleteFrom('booking_documents').where('uploaded_by', '=', userId).execute();
    await trx.deleteFrom('booking_reschedules').where('proposed_by', '=', userId).execute();
    await trx.deleteFrom('consultation_messages').where('sender_id', '=', userId).execute();
    await trx
      .deleteFrom('referrals')
      .where((eb) => eb.or([eb('referrer_id', '=', userId), eb('referred_id', '=', userId)]))
      .execute();
    await trx.updateTable('requests').set({ lawyer_id: null }).where('lawyer_id', '=', userId).execute();
    await trx
      .updateTable('requests')
      .set({ assigned_lawyer_id: null })
      .where('assigned_lawyer_id', '=', userId)
      .execute();
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
        // The mobile number is personal data too, and frees it for whoever holds it next (#58).
        phone: null,
        consultation_types: '[]',
        updated_at: at.toISOString(),
      })
      .where('id', '=', userId)
      .execute();
  });
  sessionsEnded(db, userId); // their open consultation sockets close now, on every instance
  // A lawyer's listing goes with them (search reads its own index, not the deleted profile).
  await expertListingChanged(db, userId);
  await removeStored(storage, storedFiles);
}
