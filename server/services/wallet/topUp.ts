// A top-up: a payment order of one of the fixed amounts, paid through the ordinary payment flow; the wallet is
// credited when the payment is recorded (payments/payables/walletTopUp.ts).
import type { PaymentOrder } from '@contract';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import type { Locale } from '../../i18n';
import { placeOrder } from '../payments/createOrder';
import type { PaymentGateway } from '../payments/gateway';
import { walletTopUpPayable } from '../payments/payables/walletTopUp';
import { assertWalletOwner } from './access';

export async function createTopUp(
  db: Db,
  gateway: PaymentGateway,
  me: UserRow,
  amountPaise: number,
  now: Date,
  locale: Locale,
): Promise<PaymentOrder> {
  assertWalletOwner(me);
  const quote = await walletTopUpPayable.quote(db, me.id, amountPaise, now);
  return placeOrder(db, gateway, me, quote, now, locale);
}
