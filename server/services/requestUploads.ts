// Consultation requests with files, as use cases: creating one (the form's fields checked by the declared schema,
// contract/requests.ts; here the date against the clock, the mentioned lawyer, the per-request file limit and
// every file by content, all in one transaction with the lawyer's notice) and downloading one of its documents
// (who may see a request is services/requests.ts' visibleTo, written once).
import type { ConsultationRequest, InputOf } from '@contract';
import type { requestEndpoints } from '@contract';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import type { UserRow } from '../db/schema';
import { badRequest, notFound, said } from '../errors';
import { presentRequests } from '../presenters/request';
import type { AppDeps } from '../types';
import { removeStored, storeUploads } from './files';
import { notice, notify } from './notifications';
import { lawyerViewFor } from './privacy';
import { requestsLink, visibleTo } from './requests';

export type RequestUploadDeps = Pick<AppDeps, 'db' | 'clock' | 'storage' | 'config'>;
type Me = Pick<UserRow, 'id' | 'name' | 'role'>;
type Endpoints = typeof requestEndpoints;

/** Earliest calendar date that is "today" somewhere a client may be (UTC-12). */
function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

/** A verified lawyer the client may see, mentioned from their profile; else 404 as for an unknown id. */
async function mentionedById(db: Db, id: string, viewerId: string) {
  const lawyer = await db
    .selectFrom('users')
    .innerJoin('lawyer_profiles', 'lawyer_profiles.user_id', 'users.id')
    .select(['users.id', 'users.email'])
    .where('users.id', '=', id)
    .where('lawyer_profiles.verification_status', '=', 'verified')
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
  if (!lawyer || lawyer.id === viewerId || !(await lawyerViewFor(db, lawyer.id, viewerId)).visible)
    throw notFound('lawyer_not_found');
  return lawyer;
}

/**
 * The lawyer a mention by e-mail reaches, if any. A lawyer who hid their profile from strangers cannot be reached
 * through a mention either: for anyone who may not see the profile, the address is treated like one of no lawyer.
 */
async function reachableByEmail(db: Db, email: string, viewerId: string) {
  const mentioned = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('role', '=', 'professional')
    .executeTakeFirst();
  const visible =
    mentioned && mentioned.id !== viewerId && (await lawyerViewFor(db, mentioned.id, viewerId)).visible;
  return visible ? mentioned : null;
}

export async function createRequest(
  { db, clock, storage, config }: RequestUploadDeps,
  me: Me,
  { body, files }: InputOf<Endpoints['create']>,
): Promise<ConsultationRequest> {
  // From a lawyer's profile the mention names the lawyer by id (mentionId): their e-mail may be private.
  const byProfile = body.mentionId ? await mentionedById(db, body.mentionId, me.id) : null;
  const mention = byProfile?.email ?? body.mention;
  if (body.date < earliestToday(clock.now())) throw badRequest('request_date_past', 'date');
  if (files.length > config.maxFilesPerRequest)
    throw badRequest(said('too_many_files_request', { max: config.maxFilesPerRequest }), 'documents');

  const stored = await storeUploads(storage, files, undefined, {
    db,
    userId: me.id,
    limitMb: config.uploadQuotaMb,
  });
  const lawyer = byProfile ?? (await reachableByEmail(db, mention, me.id));
  const now = clock.now().toISOString();
  const id = newId();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('requests')
        .values({
          id,
          owner_id: me.id,
          title: body.title,
          description: body.description,
          budget_paise: body.budgetPaise,
          consultation_type: body.consultationType,
          date: body.date,
          timing: body.timing,
          mention,
          mention_by_profile: byProfile ? 1 : 0,
          lawyer_id: lawyer?.id ?? null,
          assigned_lawyer_id: null,
          status: 'new',
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (const file of stored)
        await trx
          .insertInto('request_documents')
          .values({
            id: newId(),
            request_id: id,
            original_name: file.originalName,
            stored_name: file.storedName,
            mime: file.mime,
            size: file.size,
            created_at: now,
          })
          .execute();
      if (lawyer)
        await notify(trx, clock.now(), {
          userId: lawyer.id,
          kind: 'request',
          says: notice('notice_request_mention', { name: me.name, title: body.title }),
          link: requestsLink,
        });
    });
  } catch (error) {
    await removeStored(
      storage,
      stored.map((s) => s.storedName),
    );
    throw error;
  }
  const row = await db.selectFrom('requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return (await presentRequests(db, [row], me))[0]!;
}

/** A request's document, to those who may see the request. */
export async function requestDocument(
  { db }: Pick<RequestUploadDeps, 'db'>,
  me: Pick<UserRow, 'id'>,
  { params }: InputOf<Endpoints['document']>,
) {
  const doc = await db
    .selectFrom('request_documents')
    .select(['request_id', 'original_name', 'stored_name', 'mime', 'size'])
    .where('id', '=', params.id)
    .executeTakeFirst();
  const request = doc && (await visibleTo(db, me.id).where('id', '=', doc.request_id).executeTakeFirst());
  if (!doc || !request) throw notFound('file_not_found');
  return doc;
}
