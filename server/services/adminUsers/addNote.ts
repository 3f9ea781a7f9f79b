// POST /api/admin/users/:id/notes: a note on the user's page, for admins only; the audit log records that a
// note was added (not its text: a note may name people).
import { adminUserEndpoints as endpoints, type AdminNote, type InputOf } from '@contract';
import { newId } from '../../db/ids';
import { recordAudit } from '../audit';
import { consoleUser, type AdminUsersDeps } from './common';
import type { UserRow } from '../../db/schema';

export async function addNote(
  { db, clock }: Pick<AdminUsersDeps, 'db' | 'clock'>,
  me: Pick<UserRow, 'id' | 'name'>,
  { params, body }: InputOf<typeof endpoints.addNote>,
): Promise<AdminNote> {
  const user = await consoleUser(db, params.id);
  const at = clock.now();
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('admin_notes')
      .values({ id, user_id: user.id, author_ref: me.id, text: body.text, created_at: at.toISOString() })
      .execute();
    await recordAudit(trx, {
      actorId: me.id,
      action: 'user.note_added',
      subject: { type: 'user', id: user.id },
      detail: { noteId: id },
      at,
    });
  });
  return { _id: id, text: body.text, author: { _id: me.id, name: me.name }, createdAt: at.toISOString() };
}
