// The client's wallet (contract/wallet.ts); the rules are services/wallet's:
//   GET  /api/wallet                     balance and entries, newest first (keyset pages)
//   POST /api/wallet/top-ups             a payment order of ₹200, ₹500, ₹1,000 or ₹2,000
//   POST /api/wallet/refund              the unused balance back to the top-ups it came from
//   GET  /api/wallet/receipts/:id/pdf    a top-up's receipt
import { Router } from '@koa/router';
import { errorCodes, walletEndpoints as endpoints } from '@contract';
import { HttpError, said } from '../../errors';
import { GatewayError } from '../../services/payments/razorpay';
import { readerLocale } from '../../services/readerLanguage';
import { refundDepsOf, sendRefund } from '../../services/refunds';
import {
  announceBalance,
  assertWalletOwner,
  createTopUp,
  readWallet,
  receiptDocument,
  refundUnusedBalance,
  type PushToUser,
} from '../../services/wallet';
import type { AppDeps } from '../../types';
import { setAttachmentHeaders } from '../fileReplies';
import { mounter } from '../mount';

/** The user push channel, where the app has one (adapters' `push`). */
export function pushOf(deps: AppDeps): PushToUser | undefined {
  const push = (deps as Partial<{ push: { toUser: PushToUser } }>).push;
  return push && ((userId, event) => push.toUser(userId, event));
}

export function walletRouter(deps: AppDeps): Router {
  const { db, clock } = deps;
  const router = new Router();
  const mount = mounter(deps);

  mount(router, endpoints.wallet, (input, me) => {
    assertWalletOwner(me);
    return readWallet(db, me.id, input);
  });

  mount(router, endpoints.topUp, async ({ body }, me, ctx) => {
    try {
      const locale = await readerLocale(db, me.id, ctx.get('Accept-Language'));
      return await createTopUp(db, deps.gateway, me, body.amountPaise, clock.now(), locale);
    } catch (error) {
      if (error instanceof GatewayError)
        throw new HttpError(
          502,
          errorCodes.internal,
          said('payment_gateway_error', { detail: error.message }),
        );
      throw error;
    }
  });

  mount(router, endpoints.refund, async (_input, me) => {
    const queued = await refundUnusedBalance(db, me, clock.now());
    for (const id of queued.refundIds) await sendRefund(refundDepsOf(deps), id);
    await announceBalance(db, me.id, pushOf(deps));
    return {
      refundedPaise: queued.refundedPaise,
      refunds: queued.refundIds.length,
      balancePaise: queued.balancePaise,
    };
  });

  mount(router, endpoints.receiptPdf, async ({ params }, me, ctx) => {
    const pdf = await receiptDocument(db, me.id, params.id);
    setAttachmentHeaders(ctx, pdf.fileName, 'application/pdf');
    return pdf.bytes;
  });
  return router;
}
