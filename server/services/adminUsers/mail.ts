// The mail a suspended or reinstated user gets: the admin's reason, in their Preferred language.
import type { Db } from '../../db/connection';
import { textIn } from '../../i18n';
import type { Mailer } from '../mail';
import { userLocale } from '../readerLanguage';

export async function mailSuspension(
  { db, mailer }: { db: Db; mailer: Mailer },
  user: { id: string; name: string; email: string },
  kind: 'suspended' | 'reinstated',
  reason: string,
): Promise<void> {
  const locale = await userLocale(db, user.id);
  const values = { name: user.name, reason };
  await mailer.send({
    to: user.email,
    subject: textIn(locale, kind === 'suspended' ? 'mail_suspended_subject' : 'mail_reinstated_subject'),
    text: textIn(locale, kind === 'suspended' ? 'mail_suspended_body' : 'mail_reinstated_body', values),
  });
}
