// POST /api/instant-consultations: a client presses 'Consult now' on a lawyer who is available now. Under the
// lawyer's availability row lock, exactly as many ring as the cap allows; the wallet must hold rate × 5 minutes.
import {
  formatRupees,
  instantHoldMinutes,
  type InputOf,
  type InstantConsultation,
  type instantConsultationEndpoints,
} from '@contract';
import { newId } from '../../db/ids';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, said } from '../../errors';
import { notice, notify } from '../notifications';
import { walletBalancePaise } from '../wallet';
import { isAvailable } from './availableNow';
import { lockAvailability, ringMs, tellBoth, type InstantDeps } from './common';
import { instantView } from './readInstant';

export async function ringLawyer(
  deps: InstantDeps,
  me: Pick<UserRow, 'id' | 'name'>,
  { body }: InputOf<typeof instantConsultationEndpoints.create>,
): Promise<InstantConsultation> {
  const now = deps.clock.now();
  const at = now.toISOString();
  if (body.lawyerId === me.id) throw badRequest('instant_self', 'lawyerId');
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockAvailability(trx, body.lawyerId);
    const lawyer = await trx
      .selectFrom('available_now')
      .innerJoin('lawyer_profiles', 'lawyer_profiles.user_id', 'available_now.lawyer_id')
      .select(['is_on', 'last_active_at', 'cap', 'rate_paise', 'verification_status'])
      .where('lawyer_id', '=', body.lawyerId)
      .executeTakeFirst();
    if (!lawyer || lawyer.verification_status !== 'verified' || !isAvailable(lawyer, now))
      throw conflict('lawyer_unavailable', 'lawyerId');
    // Ringing (within its 60 s) and accepted ones take the lawyer's places.
    const taken = await trx
      .selectFrom('instant_consultations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lawyer_id', '=', body.lawyerId)
      .where((eb) =>
        eb.or([
          eb('state', '=', 'accepted'),
          eb.and([eb('state', '=', 'ringing'), eb('ringing_until', '>', at)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    if (Number(taken.n) >= lawyer.cap) throw conflict('lawyer_busy', 'lawyerId');
    const needed = lawyer.rate_paise * instantHoldMinutes;
    if ((await walletBalancePaise(trx, me.id)) < needed)
      throw conflict(said('instant_wallet_short', { amount: formatRupees(needed) }), 'wallet');
    const id = newId();
    const values = {
      id,
      client_id: me.id,
      lawyer_id: body.lawyerId,
      topic: body.topic,
      rate_paise: lawyer.rate_paise,
      state: 'ringing' as const,
      ringing_until: new Date(now.getTime() + ringMs).toISOString(),
      created_at: at,
      updated_at: at,
    };
    await trx.insertInto('instant_consultations').values(values).execute();
    await notify(trx, now, {
      userId: body.lawyerId,
      kind: 'booking',
      says: notice('notice_instant_ringing', { name: me.name }),
      link: '/dashboard',
    });
    return trx.selectFrom('instant_consultations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  });
  await tellBoth(deps, row);
  return instantView(deps.db, row, me.id, now);
}
