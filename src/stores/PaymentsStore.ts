// Paying and the premium plan: the payment order of what the payment screen pays (a plan, a booking or a document
// order, priced by the server), paying it through the gateway and confirming it with LexSetu, and the caller's
// subscription with its cancellation. Card details never reach this store's calls to LexSetu: the gateway module
// (src/payments/gateway.ts) turns them into a payment id and signature. Every call is a declared endpoint
// (server/contract/money.ts), imported on first use: this store is built at start-up and must not pull the
// contract (and zod) into a public page's first load.
import type { OrderRequest, PaymentMethod, PaymentOrder, PaymentResult, Subscription } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@/api/ApiError';
import type { ApiClient } from '@/api/client';
import type { CardInput } from '@/payments/gateway';
import { messageOf, Resource } from './resource';
import { msg, translate } from '@/i18n';

const contract = () => import('@contract');

/** What the payment form sends with the gateway's answer (the card itself goes only to the gateway). */
export interface PaymentDetails {
  method: PaymentMethod;
  card?: CardInput;
  bank?: string;
  addressLine1: string;
  addressLine2: string;
  /** A business's GSTIN for its invoice; blank for none. */
  gstin: string;
}

/** What the payment screen pays: an order's target, or a wallet top-up of one of the fixed amounts. */
export type PaymentRequest = OrderRequest | { walletTopUpPaise: number };

const signedOut = (error: unknown) => isApiError(error) && error.status === 401;

/** The server's reason, or the gateway's own words (a declined or refused card), else the screen's. */
const paymentMessageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.name === 'GatewayError' ? error.message : messageOf(error, fallback);

export class PaymentsStore {
  /** The order on the payment screen; null when the caller must log in to pay (the server answered 401). */
  readonly order: Resource<PaymentOrder | null>;
  /** The caller's plan; null when the caller must log in to manage it (the server answered 401). */
  readonly subscription: Resource<Subscription | null>;
  /** A cancellation on its way. */
  cancelling = false;
  private orderRequest: PaymentRequest | null = null;

  constructor(private readonly api: ApiClient) {
    this.order = new Resource(() => this.createOrder(), msg('The payment could not be started.'));
    this.subscription = new Resource(() => this.fetchSubscription(), msg('Your plan could not be loaded.'));
    makeAutoObservable<PaymentsStore, 'api' | 'orderRequest'>(this, {
      api: false,
      order: false,
      subscription: false,
      orderRequest: false,
    });
  }

  /** Sign-out: nothing of the last user's stays. */
  reset(): void {
    this.orderRequest = null;
    this.order.reset();
    this.subscription.reset();
  }

  /** Opens the payment of a plan, a booking or a document order: a new order, never the last screen's. */
  openOrder(request: PaymentRequest): Promise<void> {
    this.orderRequest = request;
    this.order.reset();
    return this.order.load();
  }

  /** The payment screen closed: its order is not shown again. */
  closeOrder(): void {
    this.orderRequest = null;
    this.order.reset();
  }

  private async createOrder(): Promise<PaymentOrder | null> {
    const request = this.orderRequest;
    if (!request) throw new Error(translate('No payment was asked for.'));
    const { paymentEndpoints, walletEndpoints } = await contract();
    try {
      // A top-up's order comes from the wallet (server/contract/wallet.ts), paid like any other.
      if ('walletTopUpPaise' in request)
        return await this.api.call(walletEndpoints.topUp, {
          body: { amountPaise: request.walletTopUpPaise },
        });
      return await this.api.call(paymentEndpoints.order, { body: request });
    } catch (error) {
      console.error('Creating the payment order failed', error);
      if (signedOut(error)) return null;
      throw error;
    }
  }

  private async fetchSubscription(): Promise<Subscription | null> {
    const { paymentEndpoints } = await contract();
    try {
      return await this.api.call(paymentEndpoints.subscription);
    } catch (error) {
      console.error('Loading the subscription failed', error);
      if (signedOut(error)) return null;
      throw error;
    }
  }

  /**
   * Pays the order through its gateway and confirms the payment with LexSetu (only the gateway's payment id and
   * signature, the method, the last four digits and the billing address). Rejects with the reason to show.
   */
  async pay(order: PaymentOrder, details: PaymentDetails): Promise<PaymentResult> {
    const { method, card, bank, addressLine1, addressLine2 } = details;
    const gstin = details.gstin.trim();
    try {
      // The gateway module comes with the payment screen; fetched here if it has not come yet.
      const { payThroughGateway } = await import('@/payments/gateway');
      const paid = await payThroughGateway(this.api, order, method, { card, bank });
      const { paymentEndpoints } = await contract();
      return await this.api.call(paymentEndpoints.confirm, {
        body: {
          orderId: order.orderId,
          paymentId: paid.paymentId,
          signature: paid.signature,
          method,
          ...(paid.last4 ? { last4: paid.last4 } : {}),
          addressLine1,
          addressLine2,
          ...(gstin ? { clientGstin: gstin } : {}),
        },
      });
    } catch (error) {
      console.error('Payment failed', error);
      throw new Error(paymentMessageOf(error, translate('The payment failed. Please try again.')), {
        cause: error,
      });
    }
  }

  /** After a plan is paid: the plan read again, and until when it is premium (null when that is not known). */
  async premiumUntil(): Promise<string | null> {
    await this.subscription.load();
    return this.subscription.state === 'ready' ? (this.subscription.data?.periodEnd ?? null) : null;
  }

  /** Cancels premium now (the unused days are refunded), then the plan again. Rejects with the reason to show. */
  async cancelSubscription(): Promise<void> {
    this.cancelling = true;
    try {
      try {
        const { paymentEndpoints } = await contract();
        await this.api.call(paymentEndpoints.cancelSubscription);
      } catch (error) {
        throw new Error(messageOf(error, translate('The subscription could not be cancelled.')), {
          cause: error,
        });
      }
      await this.subscription.load();
    } finally {
      runInAction(() => (this.cancelling = false));
    }
  }
}
