// A payout the gateway paid: marked paid once, the lawyer told by notice and by mail (with what it pays out by
// TDS rule).
import { formatRupees, type Payout } from '@contract';
import { updatedAny } from '../../db/updated';
import { textIn } from '../../i18n';
import { notice, notify } from '../notifications';
import { userLocale } from '../readerLanguage';
import type { PayoutDeps } from './common';

const signed = (paise: number) => `${paise < 0 ? '−' : ''}${formatRupees(Math.abs(paise))}`;

/** The gateway paid it: marked once, and the lawyer told. */
export async function settlePayout(deps: PayoutDeps, payoutId: string): Promise<boolean> {
  const at = deps.clock.now().toISOString();
  // Marked paid and the lawyer's notice together; the e-mail after the commit.
  const row = await deps.db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('payouts')
      .set({ status: 'paid', paid_at: at, failure: null, updated_at: at })
      .where('id', '=', payoutId)
      .where('status', '<>', 'paid')
      .executeTakeFirst();
    if (!updatedAny(marked)) return null;
    const paid = await trx
      .selectFrom('payouts')
      .innerJoin('users', 'users.id', 'payouts.lawyer_id')
      .select([
        'payouts.lawyer_id',
        'payouts.amount_paise',
        'payouts.account_masked',
        'payouts.tds',
        'users.email',
        'users.name',
      ])
      .where('payouts.id', '=', payoutId)
      .executeTakeFirstOrThrow();
    await notify(trx, deps.clock.now(), {
      userId: paid.lawyer_id,
      kind: 'payment',
      says: notice('notice_payout_sent', {
        amount: formatRupees(paid.amount_paise),
        account: paid.account_masked,
      }),
      link: '/dashboard/earnings/payouts',
    });
    return paid;
  });
  if (!row) return false;
  const amount = formatRupees(row.amount_paise);
  const locale = await userLocale(deps.db, row.lawyer_id);
  const tds = (JSON.parse(row.tds) as Payout['tds'])
    .map((t) =>
      textIn(locale, 'mail_payout_tds_line', {
        reason: t.reason,
        gross: signed(t.grossPaise),
        tds: signed(t.tdsPaise),
      }),
    )
    .join('');
  const values = { name: row.name, amount, account: row.account_masked, lines: tds };
  await deps.mailer
    .send({
      to: row.email,
      subject: textIn(locale, 'mail_payout_sent_subject'),
      text: textIn(locale, tds ? 'mail_payout_sent_tds_body' : 'mail_payout_sent_body', values),
    })
    .catch(() => {});
  return true;
}
