// Legal documents as a service: the order workflow and its rules, in one place.
//   awaiting_payment → (paid) awaiting_lawyer → (details sent, a verified lawyer accepts: first wins)
//   in_progress ⇄ revision_requested (up to the package's revisions) → (client approves) delivered
//   awaiting_payment | awaiting_lawyer → (client cancels before a lawyer accepts) cancelled, paid money refunded
// Who sees an order: its client, its accepting lawyer, admins (everyone else gets 404, as for a missing one).
// Verified lawyers also see open orders awaiting a lawyer in their queue, without the client's answers.
import {
  bookingMinutes,
  bookingToday,
  formatRupees,
  serviceOrderEndpoints as endpoints,
  serviceOrderMessages as messages,
  bookedTimeLabel,
  unclaimedWorkingHours,
  type InputOf,
  type Question,
  type ServiceOrder,
} from '@contract';
import type { Db } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { newId } from '../db/ids';
import type { ServiceOrdersTable, UserRow } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { presentServiceOrder, type Viewer } from '../presenters/serviceOrder';
import { isAdmin } from './admins';
import { notifyLawyerOfBooking } from './bookings';
import { freeSlots, slotTimes } from './bookingSlots';
import { categoryAreas, firstDraft } from './catalogue';
import { draftDocx, docxMime } from './draftDocx';
import { removeStored, storeBytes, storeUploads, type IncomingFile } from './files';
import { notify } from './notifications';
import { queueRefund, type RefundDeps } from './refunds';
import { addServiceOrderEvent } from './serviceOrderPayments';
import type { FileStorage } from './storage';
import { updatedAny } from '../db/updated';

export type ServiceOrderDeps = RefundDeps & { storage: FileStorage; uploadQuotaMb?: number };
type OrderRow = ServiceOrdersTable;

const orderLink = (id: string) => `/dashboard/service-orders/${id}`;
const deliveryKinds = {
  mimes: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  label: messages.deliveryTypes,
};

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

async function isVerifiedLawyer(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('lawyer_profiles')
    .select('verification_status')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.verification_status === 'verified';
}

/** The order and how the caller relates to it; 404 for anyone who may not see it. */
async function visibleOrder(db: Db, me: UserRow, id: string): Promise<{ row: OrderRow; viewer: Viewer }> {
  const row = await db.selectFrom('service_orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (row) {
    if (row.client_id === me.id) return { row, viewer: { id: me.id, as: 'client' } };
    if (row.lawyer_id === me.id) return { row, viewer: { id: me.id, as: 'lawyer' } };
    if (await isAdmin(db, me.id)) return { row, viewer: { id: me.id, as: 'admin' } };
  }
  throw notFound(messages.notFound);
}

const present = (deps: ServiceOrderDeps, row: OrderRow, viewer: Viewer) =>
  presentServiceOrder(deps.db, row, viewer);

async function reload(deps: ServiceOrderDeps, id: string, viewer: Viewer): Promise<ServiceOrder> {
  const row = await deps.db
    .selectFrom('service_orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return present(deps, row, viewer);
}

// ---- use cases ----

export async function createServiceOrder(
  deps: ServiceOrderDeps,
  me: UserRow,
  { body }: InputOf<typeof endpoints.create>,
): Promise<ServiceOrder> {
  const { db, clock } = deps;
  const service = await db
    .selectFrom('services')
    .selectAll()
    .where('id', '=', body.serviceId)
    .executeTakeFirst();
  if (!service) throw notFound(messages.serviceNotFound);
  if (service.retired_at) throw conflict(messages.retired, 'serviceId');
  const at = clock.now().toISOString();
  const row: OrderRow = {
    id: newId(),
    client_id: me.id,
    service_id: service.id,
    lawyer_id: null,
    status: 'awaiting_payment',
    title: service.title,
    category: service.category,
    price_paise: service.price_paise,
    turnaround_days: service.turnaround_days,
    revisions_allowed: service.revisions,
    revisions_used: 0,
    questionnaire: service.questionnaire,
    answers: '{}',
    call_booking_id: null,
    paid_at: null,
    details_at: null,
    accepted_at: null,
    due_at: null,
    delivered_at: null,
    cancelled_at: null,
    unclaimed_notified_at: null,
    overdue_notified_at: null,
    created_at: at,
    updated_at: at,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('service_orders').values(row).execute();
    await addServiceOrderEvent(trx, row.id, 'created', me.id, at);
  });
  return present(deps, row, { id: me.id, as: 'client' });
}

export async function listServiceOrders(
  deps: ServiceOrderDeps,
  me: UserRow,
): Promise<{ items: ServiceOrder[] }> {
  const { db } = deps;
  const own = await db
    .selectFrom('service_orders')
    .selectAll()
    .where((eb) => eb.or([eb('client_id', '=', me.id), eb('lawyer_id', '=', me.id)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  const items: ServiceOrder[] = [];
  for (const row of own)
    items.push(await present(deps, row, { id: me.id, as: row.client_id === me.id ? 'client' : 'lawyer' }));
  if (await isVerifiedLawyer(db, me.id)) {
    const open = await db
      .selectFrom('service_orders')
      .selectAll()
      .where('status', '=', 'awaiting_lawyer')
      .where('lawyer_id', 'is', null)
      .where('details_at', 'is not', null)
      .where('client_id', '<>', me.id)
      .orderBy('details_at')
      .limit(100)
      .execute();
    const profile = await db
      .selectFrom('lawyer_profiles')
      .select('practice_areas')
      .where('user_id', '=', me.id)
      .executeTakeFirst();
    const areas = new Set(
      parseJson<string[]>(profile?.practice_areas ?? '[]', []).map((a) => a.toLowerCase()),
    );
    const fits = (row: OrderRow) =>
      (categoryAreas[row.category as keyof typeof categoryAreas] ?? []).some((a) =>
        areas.has(a.toLowerCase()),
      );
    // Orders in the lawyer's practice areas first, each group oldest first (sort is stable).
    const sorted = [...open].sort((a, b) => Number(fits(b)) - Number(fits(a)));
    for (const row of sorted) items.push(await present(deps, row, { id: me.id, as: 'candidate' }));
  }
  return { items };
}

export async function getServiceOrder(
  deps: ServiceOrderDeps,
  me: UserRow,
  { params }: InputOf<typeof endpoints.get>,
): Promise<ServiceOrder> {
  const { row, viewer } = await visibleOrder(deps.db, me, params.id);
  return present(deps, row, viewer);
}

/** The order of its client (404 for others who cannot see it, 403 for its lawyer or an admin). */
async function clientsOrder(db: Db, me: UserRow, id: string): Promise<OrderRow> {
  const { row, viewer } = await visibleOrder(db, me, id);
  if (viewer.as !== 'client') throw forbidden(messages.notYourOrder);
  return row;
}

async function lawyersOrder(db: Db, me: UserRow, id: string): Promise<OrderRow> {
  const { row, viewer } = await visibleOrder(db, me, id);
  if (viewer.as !== 'lawyer') throw forbidden(messages.notYourWork);
  return row;
}

export interface DetailFile {
  questionId: string;
  file: IncomingFile;
}

const dateRe = /^\d{4}-\d{2}-\d{2}$/;
const moneyRe = /^\d{1,10}(\.\d{1,2})?$/;

/** Checks the text answers against the order's questionnaire; answers by question id, trimmed. */
function checkAnswers(
  questions: Question[],
  raw: string,
  files: DetailFile[],
  before: Record<string, string>,
) {
  const parsed = parseJson<unknown>(raw, undefined);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest('answers must be a JSON object of answers by question id.', 'answers');
  const given = parsed as Record<string, unknown>;
  const answers: Record<string, string> = {};
  for (const q of questions) {
    if (q.type === 'file') {
      const sent = files.filter((f) => f.questionId === q.id);
      if (sent.length > 1) throw badRequest(`Send one file for ${q.label}.`, q.id);
      if (q.required && sent.length === 0 && !before[q.id])
        throw badRequest(messages.missingAnswer(q.label), q.id);
      continue;
    }
    const value = given[q.id];
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'number')
      throw badRequest(`${q.label}: the answer must be text.`, q.id);
    const text = value === undefined ? '' : String(value).trim();
    if (!text) {
      if (q.required) throw badRequest(messages.missingAnswer(q.label), q.id);
      continue;
    }
    if (text.length > 2000) throw badRequest(`${q.label}: 2000 characters at most.`, q.id);
    if (q.type === 'date' && (!dateRe.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))))
      throw badRequest(`${q.label}: the date must look like YYYY-MM-DD.`, q.id);
    if (q.type === 'money' && !moneyRe.test(text.replace(/,/g, '')))
      throw badRequest(`${q.label}: the amount must be in rupees, like 250000.`, q.id);
    answers[q.id] = q.type === 'money' ? text.replace(/,/g, '') : text;
  }
  const known = new Set(questions.map((q) => q.id));
  const stray = files.find(
    (f) => !known.has(f.questionId) || questions.find((q) => q.id === f.questionId)?.type !== 'file',
  );
  if (stray) throw badRequest(`No file question is named ${stray.questionId}.`, stray.questionId);
  return answers;
}

/** Runs `work`; when it fails, the files it was to record are removed from the storage again. */
async function withCleanup<T>(
  storage: FileStorage,
  storedNames: string[],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await removeStored(storage, storedNames).catch(() => {});
    throw error;
  }
}

export async function submitDetails(
  deps: ServiceOrderDeps,
  me: UserRow,
  { params, body }: InputOf<typeof endpoints.details>,
  files: DetailFile[],
): Promise<ServiceOrder> {
  const { db, clock, storage } = deps;
  const row = await clientsOrder(db, me, params.id);
  if (row.status === 'awaiting_payment') throw conflict(messages.notPaid);
  if (row.status !== 'awaiting_lawyer' || row.lawyer_id) throw conflict(messages.detailsClosed);
  const questions = parseJson<Question[]>(row.questionnaire, []);
  const before = parseJson<Record<string, string>>(row.answers, {});
  const answers = checkAnswers(questions, body.answers, files, before);
  // Files are checked by content (and against the client's quota) before anything is written.
  const stored = await storeUploads(
    storage,
    files.map((f) => f.file),
    undefined,
    deps.uploadQuotaMb ? { db, userId: me.id, limitMb: deps.uploadQuotaMb } : undefined,
  );
  const at = clock.now();
  const iso = at.toISOString();
  const fileAnswers: Record<string, string> = {};
  for (const q of questions)
    if (q.type === 'file' && before[q.id] && !files.some((f) => f.questionId === q.id))
      fileAnswers[q.id] = before[q.id]!;
  files.forEach((f, i) => (fileAnswers[f.questionId] = stored[i]!.originalName));
  const all = { ...answers, ...fileAnswers };
  const slug = (
    await db.selectFrom('services').select('slug').where('id', '=', row.service_id).executeTakeFirst()
  )?.slug;
  const draft = slug ? firstDraft(slug, answers, at) : null;
  const draftFile = draft ? await storeBytes(storage, await draftDocx(draft), 'docx', docxMime) : null;
  const replacedQuestions = files.map((f) => f.questionId);
  // What this submission replaces (files answered again, the previous draft): removed after the commit.
  const superseded = (
    await db
      .selectFrom('service_order_files')
      .select(['stored_name', 'kind', 'question_id'])
      .where('order_id', '=', row.id)
      .execute()
  )
    .filter((f) =>
      f.kind === 'draft'
        ? !!draftFile
        : f.kind === 'answer' && replacedQuestions.includes(f.question_id ?? ''),
    )
    .map((f) => f.stored_name);
  const written = [...stored.map((s) => s.storedName), ...(draftFile ? [draftFile.storedName] : [])];
  await withCleanup(storage, written, () =>
    db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('service_orders')
        .set({ answers: JSON.stringify(all), details_at: iso, updated_at: iso })
        .where('id', '=', row.id)
        .where('status', '=', 'awaiting_lawyer')
        .where('lawyer_id', 'is', null)
        .executeTakeFirst();
      if (!updatedAny(changed)) throw conflict(messages.detailsClosed);
      const replaced = files.map((f) => f.questionId);
      if (replaced.length)
        await trx
          .deleteFrom('service_order_files')
          .where('order_id', '=', row.id)
          .where('kind', '=', 'answer')
          .where('question_id', 'in', replaced)
          .execute();
      for (const [i, f] of files.entries())
        await trx
          .insertInto('service_order_files')
          .values({
            id: newId(),
            order_id: row.id,
            kind: 'answer',
            question_id: f.questionId,
            version: null,
            original_name: stored[i]!.originalName,
            stored_name: stored[i]!.storedName,
            mime: stored[i]!.mime,
            size: stored[i]!.size,
            note: '',
            uploaded_by: me.id,
            created_at: iso,
          })
          .execute();
      await addServiceOrderEvent(trx, row.id, 'details', me.id, iso);
      if (draftFile) {
        await trx
          .deleteFrom('service_order_files')
          .where('order_id', '=', row.id)
          .where('kind', '=', 'draft')
          .execute();
        await trx
          .insertInto('service_order_files')
          .values({
            id: newId(),
            order_id: row.id,
            kind: 'draft',
            question_id: null,
            version: 0,
            note: 'Generated from your answers; the lawyer edits it.',
            original_name: `${slug}-first-draft.docx`,
            stored_name: draftFile.storedName,
            mime: docxMime,
            size: draftFile.size,
            uploaded_by: null,
            created_at: iso,
          })
          .execute();
        await addServiceOrderEvent(trx, row.id, 'draft', null, iso);
      }
    }),
  );
  await removeStored(storage, superseded).catch(() => {});
  return reload(deps, row.id, { id: me.id, as: 'client' });
}

/** `days` working days (Monday to Saturday) after `from`. */
export function addWorkingDays(from: Date, days: number): Date {
  const d = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    // The weekday in India (UTC+5:30).
    if (new Date(d.getTime() + 330 * 60_000).getUTCDay() !== 0) left -= 1;
  }
  return d;
}

/** Working hours (Monday to Saturday, IST) between two instants, whole hours. */
export function workingHoursBetween(from: Date, to: Date): number {
  let hours = 0;
  for (let t = from.getTime() + 3_600_000; t <= to.getTime(); t += 3_600_000)
    if (new Date(t + 330 * 60_000).getUTCDay() !== 0) hours += 1;
  return hours;
}

export async function acceptServiceOrder(
  deps: ServiceOrderDeps,
  me: UserRow,
  { params }: InputOf<typeof endpoints.accept>,
): Promise<ServiceOrder> {
  const { db, clock } = deps;
  if (!(await isVerifiedLawyer(db, me.id))) throw forbidden(messages.notVerified);
  const row = await db
    .selectFrom('service_orders')
    .selectAll()
    .where('id', '=', params.id)
    .executeTakeFirst();
  if (!row || row.client_id === me.id) throw notFound(messages.notFound);
  const now = clock.now();
  const at = now.toISOString();
  const won = await db.transaction().execute(async (trx) => {
    // First wins: only one conditional update finds the order still open.
    const changed = await trx
      .updateTable('service_orders')
      .set({
        lawyer_id: me.id,
        status: 'in_progress',
        accepted_at: at,
        due_at: addWorkingDays(now, row.turnaround_days).toISOString(),
        updated_at: at,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'awaiting_lawyer')
      .where('lawyer_id', 'is', null)
      .where('details_at', 'is not', null)
      .executeTakeFirst();
    if (!updatedAny(changed)) return false;
    await addServiceOrderEvent(trx, row.id, 'accepted', me.id, at);
    await notify(trx, now, {
      userId: row.client_id,
      kind: 'request',
      message: `${me.name} accepted your order: ${row.title}. Book your included call on the order page.`,
      link: orderLink(row.id),
    });
    return true;
  });
  if (!won) {
    if (row.status === 'awaiting_lawyer' && !row.details_at) throw conflict(messages.noDetails);
    if (row.status === 'awaiting_payment') throw conflict(messages.notPaid);
    if (row.status === 'cancelled') throw conflict('This order was cancelled.');
    throw conflict(messages.taken);
  }
  return reload(deps, row.id, { id: me.id, as: 'lawyer' });
}

/** 'YYYY-MM-DD' and 'HH:mm' in India of an instant. */
function istSlotOf(start: Date): { date: string; slot: string } {
  const ist = new Date(start.getTime() + 330 * 60_000);
  return { date: bookingToday(start), slot: ist.toISOString().slice(11, 16) };
}

export async function bookIncludedCall(
  deps: ServiceOrderDeps,
  me: UserRow,
  { params, body }: InputOf<typeof endpoints.call>,
): Promise<ServiceOrder> {
  const { db, clock } = deps;
  const row = await clientsOrder(db, me, params.id);
  if (!row.lawyer_id || !['in_progress', 'revision_requested'].includes(row.status))
    throw conflict(messages.callClosed);
  if (row.call_booking_id) throw conflict(messages.callTaken);
  const lawyerId = row.lawyer_id;
  const { date, slot } = istSlotOf(new Date(body.start));
  if (!(await freeSlots(db, lawyerId, date, clock.now())).includes(slot))
    throw badRequest(messages.slotNotFree, 'start');
  const at = clock.now().toISOString();
  const bookingId = newId();
  const topic = `Included call: ${row.title}`;
  try {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('service_orders')
        .set({ call_booking_id: bookingId, updated_at: at })
        .where('id', '=', row.id)
        .where('call_booking_id', 'is', null)
        .executeTakeFirst();
      if (!updatedAny(claimed)) throw conflict(messages.callTaken);
      // A consultation like any other (Schedules, the room, reminders), at no charge: the package paid for it.
      await trx
        .insertInto('bookings')
        .values({
          id: bookingId,
          client_id: me.id,
          lawyer_id: lawyerId,
          date,
          slot,
          ...slotTimes(date, slot),
          minutes: bookingMinutes,
          mode: 'video',
          topic,
          price_paise: 0,
          rate_paise: 0,
          status: 'confirmed',
          paid_at: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await addServiceOrderEvent(trx, row.id, 'call', me.id, at, bookedTimeLabel(date, slot));
      await notifyLawyerOfBooking(trx, clock.now(), { name: me.name, lawyerId }, false, {
        date,
        slot,
        topic,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.slotNotFree, 'start');
    throw error;
  }
  return reload(deps, row.id, { id: me.id, as: 'client' });
}

export async function deliverVersion(
  deps: ServiceOrderDeps,
  me: UserRow,
  { params, body }: InputOf<typeof endpoints.deliver>,
  file: IncomingFile | undefined,
): Promise<ServiceOrder> {
  const { db, clock, storage } = deps;
  const row = await lawyersOrder(db, me, params.id);
  if (!['in_progress', 'revision_requested'].includes(row.status)) throw conflict(messages.notDeliverable);
  if (!file) throw badRequest('Please attach the version as a PDF or DOCX in the field file.', 'file');
  const [stored] = await storeUploads(storage, [file], deliveryKinds);
  const at = clock.now().toISOString();
  await withCleanup(storage, [stored!.storedName], () =>
    db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('service_order_files')
        .select((eb) => eb.fn.max('version').as('v'))
        .where('order_id', '=', row.id)
        .where('kind', '=', 'delivery')
        .executeTakeFirst();
      const next = Number(last?.v ?? 0) + 1;
      const changed = await trx
        .updateTable('service_orders')
        .set({ status: 'in_progress', updated_at: at })
        .where('id', '=', row.id)
        .where('lawyer_id', '=', me.id)
        .where('status', 'in', ['in_progress', 'revision_requested'])
        .executeTakeFirst();
      if (!updatedAny(changed)) throw conflict(messages.notDeliverable);
      await trx
        .insertInto('service_order_files')
        .values({
          id: newId(),
          order_id: row.id,
          kind: 'delivery',
          question_id: null,
          version: next,
          note: body.note,
          original_name: stored!.originalName,
          stored_name: stored!.storedName,
          mime: stored!.mime,
          size: stored!.size,
          uploaded_by: me.id,
          created_at: at,
        })
        .execute();
      await addServiceOrderEvent(
        trx,
        row.id,
        'delivered',
        me.id,
        at,
        `Version ${next}: ${stored!.originalName}`,
      );
      await notify(trx, clock.now(), {
        userId: row.client_id,
        kind: 'request',
        message: `Version ${next} of your ${row.title} is ready. Approve it or ask for a revision.`,
        link: orderLink(row.id),
      });
    }),
  );
  return reload(deps, row.id, { id: me.id, as: 'lawyer' });
}

async function deliveryCount(db: Db, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('service_order_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .where('kind', '=', 'delivery')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A version delivered since the last revision request (each request is answered by a new version). */
async function assertFreshVersion(db: Db, row: OrderRow) {
  if (row.status !== 'in_progress' || (await deliveryCount(db, row.id)) <= row.revisions_used)
    throw conflict(messages.noDelivery);
}

export async function requestRevision(
  deps: ServiceOrderDeps,
  me: UserRow,
  { params, body }: InputOf<typeof endpoints.revision>,
): Promise<ServiceOrder> {
  const { db, clock } = deps;
  const row = await clientsOrder(db, me, params.id);
  await assertFreshVersion(db, row);
  if (row.revisions_used >= row.revisions_allowed) throw conflict(messages.noRevisionsLeft);
  const at = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('service_orders')
      .set({ status: 'revision_requested', revisions_used: row.revisions_used + 1, updated_at: at })
      .where('id', '=', row.id)
      .where('status', '=', 'in_progress')
      .where('revisions_used', '=', row.revisions_used)
      .executeTakeFirst();
    if (!updatedAny(changed)) throw conflict(messages.noDelivery);
    await addServiceOrderEvent(trx, row.id, 'revision', me.id, at, body.comments);
    if (row.lawyer_id)
      await notify(trx, clock.now(), {
        userId: row.lawyer_id,
        kind: 'request',
        message: `${me.name} asked for a revision of ${row.title}: ${body.comments.slice(0, 200)}`,
        link: orderLink(row.id),
      });
  });
  return reload(deps, row.id, { id: me.id, as: 'client' });
}

export async function approveServiceOrder(
  deps: ServiceOrderDeps,
  me: UserRow,
  { params }: InputOf<typeof endpoints.approve>,
): Promise<ServiceOrder> {
  const { db, clock, storage, mailer } = deps;
  const row = await clientsOrder(db, me, params.id);
  await assertFreshVersion(db, row);
  const latest = await db
    .selectFrom('service_order_files')
    .selectAll()
    .where('order_id', '=', row.id)
    .where('kind', '=', 'delivery')
    .orderBy('version', 'desc')
    .executeTakeFirstOrThrow();
  // The client's own copy in Documents (deleting it there never touches the order's versions).
  const bytes = await storage.read(latest.stored_name);
  const ext = latest.stored_name.split('.').pop() ?? 'pdf';
  const { storedName: copy } = await storeBytes(storage, bytes, ext, latest.mime);
  const at = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('service_orders')
      .set({ status: 'delivered', delivered_at: at, updated_at: at })
      .where('id', '=', row.id)
      .where('status', '=', 'in_progress')
      .executeTakeFirst();
    if (!updatedAny(changed)) throw conflict(messages.noDelivery);
    await trx
      .insertInto('documents')
      .values({
        id: newId(),
        user_id: me.id,
        original_name: latest.original_name,
        stored_name: copy,
        mime: latest.mime,
        size: latest.size,
        description: `${row.title}, version ${latest.version}, approved`,
        pin_hash: null,
        pin_failures: 0,
        pin_locked_until: null,
        shared_with: null,
        deleted_at: null,
        created_at: at,
      })
      .execute();
    await addServiceOrderEvent(
      trx,
      row.id,
      'approved',
      me.id,
      at,
      `Version ${latest.version}: ${latest.original_name}`,
    );
    if (row.lawyer_id)
      await notify(trx, clock.now(), {
        userId: row.lawyer_id,
        kind: 'request',
        message: `${me.name} approved version ${latest.version} of ${row.title}. The order is delivered.`,
        link: orderLink(row.id),
      });
    await notify(trx, clock.now(), {
      userId: me.id,
      kind: 'request',
      message: `Your ${row.title} is delivered: it is in your e-mail and in Documents.`,
      link: '/dashboard/invoices',
    });
  });
  // After the commit: a mail that cannot be sent does not undo the delivery (the document is in Documents).
  await mailer
    .send({
      to: me.email,
      subject: `Your document is ready: ${row.title}`,
      text: `Hello ${me.name},\n\nYour ${row.title} is attached (${latest.original_name}). It is also in LexSetu under Documents.\n\nLexSetu`,
      attachments: [{ filename: latest.original_name, contentType: latest.mime, content: bytes }],
    })
    .catch(() => {});
  return reload(deps, row.id, { id: me.id, as: 'client' });
}

/** Cancels before a lawyer accepts; answers the order and the refund queued (to send after the commit). */
export async function cancelServiceOrder(
  deps: ServiceOrderDeps,
  me: UserRow,
  { params }: InputOf<typeof endpoints.cancel>,
): Promise<{ order: ServiceOrder; refundId: string | null }> {
  const { db, clock } = deps;
  const row = await clientsOrder(db, me, params.id);
  const now = clock.now();
  const at = now.toISOString();
  const refundId = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('service_orders')
      .set({ status: 'cancelled', cancelled_at: at, updated_at: at })
      .where('id', '=', row.id)
      .where('status', 'in', ['awaiting_payment', 'awaiting_lawyer'])
      .where('lawyer_id', 'is', null)
      .executeTakeFirst();
    if (!updatedAny(changed)) throw conflict(messages.cannotCancel);
    await addServiceOrderEvent(trx, row.id, 'cancelled', me.id, at);
    const payment = await trx
      .selectFrom('payments')
      .select(['id', 'amount_paise'])
      .where('service_order_id', '=', row.id)
      .orderBy('created_at')
      .execute();
    let queued: string | null = null;
    // Every payment of the order goes back in full (normally one).
    for (const p of payment) {
      const id = await queueRefund(
        trx,
        {
          paymentId: p.id,
          bookingId: null,
          serviceOrderId: row.id,
          reason: 'service_order_cancelled',
          amountPaise: p.amount_paise,
        },
        now,
      );
      queued = queued ?? id;
    }
    if (queued) await addServiceOrderEvent(trx, row.id, 'refund', null, at, formatRupees(row.price_paise));
    return queued;
  });
  return { order: await reload(deps, row.id, { id: me.id, as: 'client' }), refundId };
}

/** Refund ids queued for an order (all its payments), to send after the commit. */
export async function queuedRefundsOf(db: Db, orderId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('refunds')
    .select('id')
    .where('service_order_id', '=', orderId)
    .where('status', '=', 'pending')
    .where('gateway_refund_id', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

/** One of the order's files, for its download (same access as the order). */
export async function orderFile(db: Db, me: UserRow, { params }: InputOf<typeof endpoints.file>) {
  await visibleOrder(db, me, params.id);
  const file = await db
    .selectFrom('service_order_files')
    .selectAll()
    .where('id', '=', params.fileId)
    .where('order_id', '=', params.id)
    .executeTakeFirst();
  if (!file) throw notFound('File not found.');
  return file;
}

// ---- time rules ----

/** Orders stuck: no lawyer within 24 working hours of the details, or past their turnaround. */
async function stuckRows(db: Db, now: Date) {
  const waiting = await db
    .selectFrom('service_orders')
    .selectAll()
    .where('status', '=', 'awaiting_lawyer')
    .where('lawyer_id', 'is', null)
    .where('details_at', 'is not', null)
    .where('details_at', '<=', new Date(now.getTime() - unclaimedWorkingHours * 3_600_000).toISOString())
    .execute();
  const unclaimed = waiting.filter(
    (r) => workingHoursBetween(new Date(r.details_at!), now) >= unclaimedWorkingHours,
  );
  const overdue = await db
    .selectFrom('service_orders')
    .selectAll()
    .where('status', 'in', ['in_progress', 'revision_requested'])
    .where('due_at', '<', now.toISOString())
    .execute();
  return { unclaimed, overdue };
}

export async function adminStuckOrders(
  deps: ServiceOrderDeps,
  me: UserRow,
): Promise<{ items: ServiceOrder[] }> {
  if (!(await isAdmin(deps.db, me.id))) throw forbidden('Only an admin can do this.');
  const { unclaimed, overdue } = await stuckRows(deps.db, deps.clock.now());
  const items: ServiceOrder[] = [];
  for (const row of [...unclaimed, ...overdue])
    items.push(await present(deps, row, { id: me.id, as: 'admin' }));
  return { items };
}

/**
 * The sweep's part (a slow cadence is enough): admins hear of orders no lawyer took within 24 working hours,
 * client and lawyer of orders past their turnaround; each once (a claim column).
 */
export async function sweepServiceOrders({ db, clock }: { db: Db; clock: { now(): Date } }): Promise<void> {
  const now = clock.now();
  const at = now.toISOString();
  const { unclaimed, overdue } = await stuckRows(db, now);
  const admins = unclaimed.some((r) => !r.unclaimed_notified_at)
    ? await db.selectFrom('admins').select('user_id').execute()
    : [];
  for (const row of unclaimed.filter((r) => !r.unclaimed_notified_at))
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('service_orders')
        .set({ unclaimed_notified_at: at })
        .where('id', '=', row.id)
        .where('unclaimed_notified_at', 'is', null)
        .executeTakeFirst();
      if (!updatedAny(claimed)) return;
      await addServiceOrderEvent(trx, row.id, 'unclaimed', null, at);
      for (const admin of admins)
        await notify(trx, now, {
          userId: admin.user_id,
          kind: 'system',
          message: `No lawyer has taken the order ${row.title} in ${unclaimedWorkingHours} working hours.`,
          link: '/dashboard/admin/service-orders',
        });
    });
  for (const row of overdue.filter((r) => !r.overdue_notified_at))
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('service_orders')
        .set({ overdue_notified_at: at })
        .where('id', '=', row.id)
        .where('overdue_notified_at', 'is', null)
        .executeTakeFirst();
      if (!updatedAny(claimed)) return;
      await addServiceOrderEvent(trx, row.id, 'overdue', null, at);
      for (const userId of [row.client_id, row.lawyer_id].filter((x): x is string => !!x))
        await notify(trx, now, {
          userId,
          kind: 'request',
          message: `The order ${row.title} is past its turnaround of ${row.turnaround_days} working days.`,
          link: orderLink(row.id),
        });
    });
}
