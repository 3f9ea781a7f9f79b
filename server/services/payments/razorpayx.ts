// RazorpayX payouts behind the payout gateway interface (services/earnings/), with the Razorpay key pair:
// - verifyAccount: the penny drop: a contact, its fund account (bank account or VPA), then a fund account
//   validation (POST /v1/fund_accounts/validations); verified when it completed with the account active.
// - payout: POST /v1/payouts (composite: contact and fund account inside) with the X-Payout-Idempotency header,
//   IMPS to a bank account or UPI to a VPA; 'processed' is paid, 'rejected'/'reversed'/'cancelled'/'failed' failed
//   for good, anything else (queued, pending, processing) still on its way, asked again with status().
// Account numbers travel only in request bodies to RazorpayX, never in errors or logs.
import type { Config } from '../../config';
import type { PayoutDestination, PayoutGateway } from './payoutGateway';
import { GatewayError } from './razorpay';

type Answer = { status: 'paid' | 'processing' | 'failed'; failure?: string };

function statusOf(body: { status?: unknown; status_details?: { description?: unknown } }): Answer {
  const status = String(body.status ?? '');
  if (status === 'processed') return { status: 'paid' };
  if (['rejected', 'reversed', 'cancelled', 'failed'].includes(status))
    return {
      status: 'failed',
      failure:
        typeof body.status_details?.description === 'string'
          ? body.status_details.description
          : `Payout ${status}`,
    };
  return { status: 'processing' };
}

export function createRazorpayXGateway(
  config: NonNullable<Config['razorpay']> & { accountNumber: string },
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): PayoutGateway {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    let response: Response;
    try {
      response = await fetchImpl(`${config.apiUrl}${path}`, {
        method,
        headers: { Authorization: auth, 'Content-Type': 'application/json', ...headers },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new GatewayError('The payout gateway could not be reached.');
    }
    const body = (await response.json().catch(() => ({}))) as T & {
      id?: unknown;
      error?: { description?: string };
    };
    if (!response.ok || typeof body.id !== 'string')
      throw new GatewayError(body.error?.description ?? `The payout gateway answered ${response.status}.`);
    return body as T & { id: string };
  }
  const fundAccount = (account: PayoutDestination) =>
    account.kind === 'bank'
      ? {
          account_type: 'bank_account',
          bank_account: {
            name: account.holderName,
            ifsc: account.ifsc,
            account_number: account.accountNumber,
          },
        }
      : { account_type: 'vpa', vpa: { address: account.upiId } };
  return {
    name: 'razorpayx',
    async verifyAccount(account) {
      const contact = await call('POST', '/v1/contacts', { name: account.holderName, type: 'vendor' });
      const fund = await call('POST', '/v1/fund_accounts', {
        contact_id: contact.id,
        ...fundAccount(account),
      });
      const validation = await call<{ status?: unknown; results?: { account_status?: unknown } }>(
        'POST',
        '/v1/fund_accounts/validations',
        { account_number: config.accountNumber, fund_account: { id: fund.id }, amount: 100, currency: 'INR' },
      );
      return {
        verified: validation.status === 'completed' && validation.results?.account_status === 'active',
      };
    },
    async payout({ idempotencyKey, amountPaise, account, reference }) {
      const body = await call<{
        amount?: unknown;
        status?: unknown;
        status_details?: { description?: unknown };
      }>(
        'POST',
        '/v1/payouts',
        {
          account_number: config.accountNumber,
          amount: amountPaise,
          currency: 'INR',
          mode: account.kind === 'bank' ? 'IMPS' : 'UPI',
          purpose: 'payout',
          queue_if_low_balance: true,
          reference_id: reference,
          narration: 'LexSetu payout',
          fund_account: {
            ...fundAccount(account),
            contact: { name: account.holderName, type: 'vendor', reference_id: reference },
          },
        },
        { 'X-Payout-Idempotency': idempotencyKey },
      );
      if (body.amount !== amountPaise) throw new GatewayError('The payout gateway changed the amount.');
      return { gatewayPayoutId: body.id, ...statusOf(body) };
    },
    async status(gatewayPayoutId) {
      return statusOf(await call('GET', `/v1/payouts/${encodeURIComponent(gatewayPayoutId)}`));
    },
  };
}
