// A lawyer's payout account: shown masked, changed only after the owner check (confirmOwner.ts) and the payout
// rail's verification, kept encrypted, and the change told by notice and mail.
import { type InputOf, type PayoutAccountReply, type earningsEndpoints } from '@contract';
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../errors';
import { presentAccount, presentPan } from '../../presenters/earnings';
import { notice, notify } from '../notifications';
import type { PayoutDestination, PayoutGateway } from '../payments/payoutGateway';
import type { Mailer } from '../mail';
import { decryptSecret, encryptSecret, isTwoFactorEnabled } from '../twoFactor';
import { requireLawyer, type EarningsDeps } from './common';
import { confirmOwner } from './confirmOwner';
import { userLocale } from '../readerLanguage';
import { textIn } from '../../i18n';

export function maskAccount(account: PayoutDestination): string {
  if (account.kind === 'bank')
    return `${'X'.repeat(Math.max(4, account.accountNumber.length - 4))}${account.accountNumber.slice(-4)}`;
  const [name = '', handle = ''] = account.upiId.split('@');
  return `${name.slice(0, 2)}***@${handle}`;
}

export async function payoutAccountOf(deps: EarningsDeps, me: UserRow): Promise<PayoutAccountReply> {
  requireLawyer(me);
  const row = await deps.db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('user_id', '=', me.id)
    .executeTakeFirst();
  const pan = await deps.db
    .selectFrom('pans')
    .select(['masked', 'given_at'])
    .where('user_id', '=', me.id)
    .executeTakeFirst();
  return {
    account: row ? presentAccount(row) : null,
    pan: pan ? presentPan(pan) : null,
    twoFactor: await isTwoFactorEnabled(deps.db, me.id),
  };
}

export async function savePayoutAccount(
  deps: EarningsDeps & { gateway: PayoutGateway; mailer: Mailer },
  me: UserRow,
  { body }: InputOf<typeof earningsEndpoints.savePayoutAccount>,
): Promise<PayoutAccountReply> {
  requireLawyer(me);
  await confirmOwner(deps, me, body);
  const destination: PayoutDestination =
    body.kind === 'bank'
      ? { kind: 'bank', holderName: body.holderName, ifsc: body.ifsc, accountNumber: body.accountNumber }
      : { kind: 'upi', holderName: body.holderName, upiId: body.upiId };
  const { verified } = await deps.gateway.verifyAccount(destination);
  if (!verified)
    throw badRequest('payout_account_unverified', body.kind === 'bank' ? 'accountNumber' : 'upiId');
  const at = deps.clock.now().toISOString();
  const masked = maskAccount(destination);
  const values = {
    kind: destination.kind,
    holder_name: destination.holderName,
    ifsc: destination.kind === 'bank' ? destination.ifsc : null,
    number_enc: encryptSecret(
      destination.kind === 'bank' ? destination.accountNumber : destination.upiId,
      deps.config.jwtSecret,
    ),
    masked,
    verified_at: at,
    updated_at: at,
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('payout_accounts')
      .values({ user_id: me.id, created_at: at, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    await notify(trx, deps.clock.now(), {
      userId: me.id,
      kind: 'payment',
      says: notice('notice_payout_account_changed', { account: masked }),
      link: '/dashboard/earnings/payout-settings',
    });
  });
  // The mail names the masked account only; a change the lawyer did not make is seen at once.
  const locale = await userLocale(deps.db, me.id);
  await deps.mailer
    .send({
      to: me.email,
      subject: textIn(locale, 'mail_payout_account_subject'),
      text: textIn(
        locale,
        destination.kind === 'bank' ? 'mail_payout_account_bank_body' : 'mail_payout_account_upi_body',
        {
          name: me.name,
          account: masked,
          holder: destination.holderName,
        },
      ),
    })
    .catch(() => {});
  return payoutAccountOf(deps, me);
}

/** The verified account payouts go to, decrypted (null when there is none). */
export async function destinationOf(deps: EarningsDeps, lawyerId: string): Promise<PayoutDestination | null> {
  const row = await deps.db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('user_id', '=', lawyerId)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
  if (!row) return null;
  const plain = decryptSecret(row.number_enc, deps.config.jwtSecret);
  return row.kind === 'bank'
    ? { kind: 'bank', holderName: row.holder_name, ifsc: row.ifsc ?? '', accountNumber: plain }
    : { kind: 'upi', holderName: row.holder_name, upiId: plain };
}
