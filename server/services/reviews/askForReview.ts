// After a consultation completed, the client is asked for a review (a notification and an e-mail).
import { reviewWindowDays } from '@contract';
import type { Db } from '../../db/connection';
import type { Clock, Logger } from '../../types';
import type { Mailer } from '../mail';
import { textIn } from '../../i18n';
import { notice, notify } from '../notifications';
import { userLocale } from '../readerLanguage';
import { schedulesLink } from './common';

/**
 * After a consultation completed: the client is asked for a review (a notification and an e-mail). A failure
 * here is logged and never undoes the completion.
 */
export async function askForReview(
  deps: { db: Db; clock: Clock; mailer: Mailer; logger: Pick<Logger, 'error'> },
  bookingId: string,
): Promise<void> {
  const { db } = deps;
  try {
    const row = await db
      .selectFrom('bookings')
      .innerJoin('users as client', 'client.id', 'bookings.client_id')
      .innerJoin('users as lawyer', 'lawyer.id', 'bookings.lawyer_id')
      .select(['bookings.client_id', 'bookings.status', 'client.email', 'lawyer.name as lawyer_name'])
      .where('bookings.id', '=', bookingId)
      .executeTakeFirst();
    if (!row || row.status !== 'completed') return;
    await notify(db, deps.clock.now(), {
      userId: row.client_id,
      kind: 'booking',
      says: notice('notice_review_asked', { lawyer: row.lawyer_name }),
      link: schedulesLink,
    });
    const locale = await userLocale(db, row.client_id);
    const words = { lawyer: row.lawyer_name, days: reviewWindowDays };
    await deps.mailer.send({
      to: row.email,
      subject: textIn(locale, 'mail_review_subject', words),
      text: textIn(locale, 'mail_review_body', words),
    });
  } catch (error) {
    deps.logger.error(`review request for booking ${bookingId} not sent: ${(error as Error).message}`);
  }
}
