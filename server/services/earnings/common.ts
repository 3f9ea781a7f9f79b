// What the earnings use cases receive, and the lawyers-only rule of a lawyer's own earnings (the admin pages are
// declared admin in the contract: mount refuses anyone else).
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../errors';
import type { Clock } from '../../types';
import type { Mailer } from '../mail';
import type { PayoutGateway } from '../payments/payoutGateway';

export interface EarningsDeps {
  db: Db;
  config: Pick<Config, 'platformFeeBasisPoints' | 'jwtSecret'>;
  clock: Clock;
}

export function requireLawyer(me: UserRow) {
  if (me.role !== 'professional') throw forbidden('earnings_lawyers_only');
}

export interface PayoutDeps extends EarningsDeps {
  gateway: PayoutGateway;
  mailer: Mailer;
}

/** The payout use cases' dependencies: the app's payout rail and mailer (built once, in createApp). */
export function payoutDepsOf(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  payoutGateway: PayoutGateway;
  mailer: Mailer;
}): PayoutDeps {
  const { config, db, clock, payoutGateway, mailer } = deps;
  return { config, db, clock, gateway: payoutGateway, mailer };
}
