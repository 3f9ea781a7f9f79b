// The client's brief: answers and files for the questionnaire, sent (or sent again) until a lawyer accepts;
// each submission also generates the lawyer's first draft from the answers.
import {
  serviceOrderEndpoints as endpoints,
  type InputOf,
  type Question,
  type ServiceOrder,
} from '@contract';
import { newId } from '../../db/ids';
import type { UserRow } from '../../db/schema';
import { updatedAny } from '../../db/updated';
import { conflict } from '../../errors';
import { firstDraft } from '../catalogue';
import { draftDocx, docxMime } from '../draftDocx';
import { removeStored, storeBytes, storeUploads } from '../files';
import { getUserSettings } from '../settings';
import { addServiceOrderEvent } from '../serviceOrderEvents';
import { clientsOrder } from './access';
import { checkAnswers, type DetailFile } from './answers';
import { parseJson, reload, withCleanup, type ServiceOrderDeps } from './common';
import { canAnswer, isIn, transitions } from './stateMachine';

export async function submitDetails(
  deps: ServiceOrderDeps,
  me: UserRow,
  { params, body }: InputOf<typeof endpoints.details>,
  files: DetailFile[],
): Promise<ServiceOrder> {
  const { db, clock, storage } = deps;
  const row = await clientsOrder(db, me, params.id);
  if (isIn(row, 'pay')) throw conflict('order_not_paid');
  if (!canAnswer(row, { id: me.id, as: 'client' })) throw conflict('order_details_closed');
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
  const service = await db
    .selectFrom('services')
    .select(['slug', 'title'])
    .where('id', '=', row.service_id)
    .executeTakeFirst();
  const slug = service?.slug;
  const draft = slug ? firstDraft(slug, answers, at) : null;
  // Its cover page in the buyer's language; the legal text in the package's (every template is English).
  const cover = {
    language: (await getUserSettings(db, me.id)).preferredLanguage,
    packageLanguage: 'English' as const,
    packageTitle: service?.title ?? '',
    clientName: me.name,
    generatedAt: at,
  };
  const draftFile = draft ? await storeBytes(storage, await draftDocx(draft, cover), 'docx', docxMime) : null;
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
        .where('status', 'in', transitions.answer.from)
        .where('lawyer_id', 'is', null)
        .executeTakeFirst();
      if (!updatedAny(changed)) throw conflict('order_details_closed');
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
            note: "Generated from the client's answers: your starting point for version 1.",
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
