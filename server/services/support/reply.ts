// POST /api/admin/support/:id/reply: the reply is stored and the message marked answered in one transaction
// (with its audit line), then mailed to the sender, in their Preferred language when they have an account.
import { adminSupportEndpoints as endpoints, type InputOf, type SupportMessage } from '@contract';
import type { Db } from '../../db/connection';
import { newId } from '../../db/ids';
import { conflict } from '../../errors';
import { textIn, type Locale } from '../../i18n';
import type { Clock } from '../../types';
import { recordAudit } from '../audit/record';
import type { Mailer } from '../mail';
import { notice, notify } from '../notifications';
import { userLocale } from '../readerLanguage';
import { messageOr404, presentedMessage } from './get';
import { auditSubjectOf, tableOf } from './tables';

interface ReplyDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
}

export async function replyToMessage(
  { db, clock, mailer }: ReplyDeps,
  me: { id: string },
  { params, body }: InputOf<typeof endpoints.reply>,
): Promise<SupportMessage> {
  const at = clock.now();
  const replyId = newId();
  const message = await db.transaction().execute(async (trx) => {
    const row = await messageOr404(trx, params.id);
    // A closed message is done with: answering it would reopen a conversation the admins ended.
    const moved = await trx
      .updateTable(tableOf(row.kind))
      .set({ status: 'answered' })
      .where('id', '=', row.id)
      .where('status', '!=', 'closed')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) throw conflict('support_message_closed');
    await trx
      .insertInto('support_replies')
      .values({
        id: replyId,
        ticket_id: row.kind === 'ticket' ? row.id : null,
        contact_message_id: row.kind === 'contact' ? row.id : null,
        author_ref: me.id,
        body: body.body,
        created_at: at.toISOString(),
      })
      .execute();
    // The sender with an account also hears of it in the app (their bell), in their language when read.
    if (row.user_id)
      await notify(trx, at, {
        userId: row.user_id,
        kind: 'system',
        says: notice('notice_support_replied', { subject: row.subject }),
        link: '/dashboard/help-center',
      });
    await recordAudit(trx, {
      actorId: me.id,
      action: 'support.replied',
      subject: { type: auditSubjectOf(row.kind), id: row.id },
      detail: { replyId },
      at,
    });
    return row;
  });
  const locale: Locale = message.user_id ? await userLocale(db, message.user_id) : 'en';
  const words = { name: message.name, subject: message.subject, reply: body.body };
  // A mail that cannot be sent does not undo the reply: a sender with an account reads it in the Help Center.
  await mailer
    .send({
      to: message.email,
      subject: textIn(locale, 'mail_support_reply_subject', words),
      text: textIn(
        locale,
        message.user_id ? 'mail_support_reply_body' : 'mail_support_reply_visitor_body',
        words,
      ),
    })
    .catch(() => {});
  return presentedMessage(db, message.id);
}
