// Every account has a storage quota (LEXSETU_UPLOAD_QUOTA_MB, declared in config/settings.ts) over all the
// files it uploaded: request documents, booking documents, Invoices documents (deleted ones too, until
// purged), consultation attachments and a lawyer's certificate. Past it an upload is refused with 413 naming
// the quota; earlier files stay as they are.
import type { Db } from '../db/connection';
import { payloadTooLarge, said } from '../errors';

const megabyte = 1024 * 1024;

/** Bytes stored for the user's uploads, in every table that keeps a file. */
export async function usedBytes(db: Db, userId: string): Promise<number> {
  const sums = await Promise.all([
    db
      .selectFrom('request_documents')
      .innerJoin('requests', 'requests.id', 'request_documents.request_id')
      .select((eb) => eb.fn.sum<number>('request_documents.size').as('bytes'))
      .where('requests.owner_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('booking_documents')
      .select((eb) => eb.fn.sum<number>('size').as('bytes'))
      .where('uploaded_by', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('documents')
      .select((eb) => eb.fn.sum<number>('size').as('bytes'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('consultation_messages')
      .select((eb) => eb.fn.sum<number>('attachment_size').as('bytes'))
      .where('sender_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('lawyer_certificates')
      .select((eb) => eb.fn.sum<number>('size').as('bytes'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return sums.reduce((total, row) => total + Number(row?.bytes ?? 0), 0);
}

export interface Quota {
  db: Db;
  userId: string;
  limitMb: number;
}

const inMb = (bytes: number) => (bytes / megabyte).toFixed(1).replace(/\.0$/, '');

/** 413 when these new bytes would take the user past their quota. */
export async function assertWithinQuota(
  { db, userId, limitMb }: Quota,
  incomingBytes: number,
): Promise<void> {
  const used = await usedBytes(db, userId);
  if (used + incomingBytes <= limitMb * megabyte) return;
  throw payloadTooLarge(said('storage_quota_exceeded', { limit: limitMb, used: inMb(used) }));
}
