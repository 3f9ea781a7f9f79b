// Payment (/payment?plan=monthly|yearly or ?booking=<id>): the order is priced by the server; card details go to
// the gateway module in the browser (src/payments/gateway.ts), and POST /api/payment carries only the order id,
// the gateway's payment id and signature, the method, the last four digits and the billing address.
import {
  bookingMessages,
  formatRupees,
  paymentMessages,
  planIdSchema,
  plans,
  type PaymentMethod,
  type PaymentOrder,
  type PaymentResult,
  paymentEndpoints,
} from '@contract';
import { Alert, Button, Input, Radio, Select, Tag } from 'antd';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { cardProblem, payThroughGateway, type CardInput } from '@/payments/gateway';
import { useStores } from '@/stores/context';
import { useStoredSession } from '@/components/useStoredSession';
import { formatDate } from '@/i18n/dates';

const methodLabels: Record<PaymentMethod, string> = {
  creditCard: 'Credit/Debit card',
  netBanking: 'Net banking',
  scanPay: 'Scan & Pay',
};
const banks = ['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Kotak Mahindra Bank'];

type Load =
  | { state: 'loading' }
  | { state: 'ready'; order: PaymentOrder }
  | { state: 'failed'; message: string; login?: boolean }
  | { state: 'paid'; result: PaymentResult; premiumUntil: string | null };

const messageOf = (error: unknown, fallback: string) =>
  (isApiError(error) && error.serverMessage) ||
  (error instanceof Error && error.name === 'GatewayError' ? error.message : fallback);

export default function PaymentPage() {
  const { api } = useStores();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  // A legal-document order (/documents/:slug → Buy now): after payment, its page asks the questionnaire.
  const serviceOrderId = params.get('serviceOrder');
  const plan = planIdSchema.catch('yearly').parse(params.get('plan') ?? 'yearly');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [method, setMethod] = useState<PaymentMethod>('creditCard');
  const [card, setCard] = useState<CardInput>({ cardNumber: '', expiryDate: '', cvv: '' });
  const [address, setAddress] = useState({ addressLine1: '', addressLine2: '' });
  const [gstin, setGstin] = useState('');
  const [bank, setBank] = useState(banks[0]);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const session = useStoredSession();

  useEffect(() => {
    if (session === 'checking') return;
    if (session === 'signed-out') {
      setLoad({ state: 'failed', login: true, message: 'Please log in to pay.' });
      return;
    }
    let live = true;
    setLoad({ state: 'loading' });
    api
      .call(paymentEndpoints.order, {
        body: serviceOrderId ? { serviceOrderId } : bookingId ? { bookingId } : { plan },
      })
      .then((order) => live && setLoad({ state: 'ready', order }))
      .catch((e: unknown) => {
        if (!live) return;
        console.error('Creating the payment order failed', e);
        const login = isApiError(e) && e.status === 401;
        setLoad({
          state: 'failed',
          login,
          message: login ? 'Please log in to pay.' : messageOf(e, 'The payment could not be started.'),
        });
      });
    return () => {
      live = false;
    };
  }, [api, bookingId, serviceOrderId, plan, session]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (load.state !== 'ready' || paying) return;
    setError(null);
    if (method === 'creditCard') {
      const problem = cardProblem(card, new Date());
      if (problem) return setError(problem.message);
    }
    setPaying(true);
    try {
      const paid = await payThroughGateway(api, load.order, method, { card, bank });
      const result = await api.call(paymentEndpoints.confirm, {
        body: {
          orderId: load.order.orderId,
          paymentId: paid.paymentId,
          signature: paid.signature,
          method,
          ...(paid.last4 ? { last4: paid.last4 } : {}),
          ...address,
          ...(gstin.trim() ? { clientGstin: gstin.trim() } : {}),
        },
      });
      toast.success(`${paymentMessages.paid}: ${formatRupees(result.amountPaise)}`);
      // A booking paid right after booking goes to Schedules (now confirmed); one paid from Bills goes back there.
      if (result.kind === 'service_order' && serviceOrderId)
        return navigate(`/dashboard/service-orders/${encodeURIComponent(serviceOrderId)}`);
      if (result.kind === 'booking') {
        if (params.get('then') !== 'schedules') return navigate('/dashboard/bills-payments');
        toast.success(bookingMessages.booked);
        return navigate('/dashboard/schedules');
      }
      const subscription = await api.call(paymentEndpoints.subscription).catch(() => null);
      setLoad({ state: 'paid', result, premiumUntil: subscription?.periodEnd ?? null });
    } catch (e) {
      console.error('Payment failed', e);
      setError(messageOf(e, 'The payment failed. Please try again.'));
    } finally {
      setPaying(false);
      // The card never outlives the attempt in this page's memory either.
      setCard((c) => ({ ...c, cvv: '' }));
    }
  }

  const badge = serviceOrderId
    ? 'Legal document payment'
    : bookingId
      ? 'Consultation payment'
      : plans[plan].badge;
  return (
    <Page heading="Payment" description="Pay by credit or debit card, net banking, or scan & pay.">
      <p>
        <Link
          to={serviceOrderId ? '/documents' : bookingId ? '/dashboard/bills-payments' : '/pricing'}
          aria-label="Back"
        >
          ← Back
        </Link>
      </p>
      <Tag color="gold">{badge}</Tag>
      {load.state === 'loading' && <p>Loading...</p>}
      {load.state === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={load.message}
          description={load.login ? <Link to="/login">Log in</Link> : undefined}
        />
      )}
      {load.state === 'paid' && (
        <Alert
          type="success"
          showIcon
          title={`${paymentMessages.paid}. You are now Premium${load.premiumUntil ? ` until ${formatDate(load.premiumUntil)}` : ''}.`}
          description={
            <span>
              Invoice {load.result.invoiceNumber}:{' '}
              <Link to="/dashboard/invoices?tab=invoices">see your invoices</Link> ·{' '}
              <Link to="/profile">your profile</Link>
            </span>
          }
        />
      )}
      {load.state === 'ready' && (
        <form
          className="payment-form"
          onSubmit={submit}
          noValidate
          style={{ maxWidth: 480, display: 'grid', gap: 12 }}
        >
          <p>
            {load.order.description}:{' '}
            <strong data-testid="payment-amount">{formatRupees(load.order.amountPaise)}</strong>
          </p>
          <Radio.Group
            aria-label="Payment method"
            value={method}
            onChange={(e) => {
              setMethod(e.target.value as PaymentMethod);
              setError(null);
            }}
            options={(Object.keys(methodLabels) as PaymentMethod[]).map((m) => ({
              value: m,
              label: methodLabels[m],
            }))}
          />
          {method === 'creditCard' && (
            <>
              <label>
                Card number
                <Input
                  inputMode="numeric"
                  autoComplete="cc-number"
                  value={card.cardNumber}
                  onChange={(e) => setCard({ ...card, cardNumber: e.target.value })}
                  placeholder="4111 1111 1111 1111"
                />
              </label>
              <label>
                Expiry date
                <Input
                  autoComplete="cc-exp"
                  value={card.expiryDate}
                  onChange={(e) => setCard({ ...card, expiryDate: e.target.value })}
                  placeholder="MM/YY"
                />
              </label>
              <label>
                CVV
                <Input.Password
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  value={card.cvv}
                  onChange={(e) => setCard({ ...card, cvv: e.target.value })}
                />
              </label>
            </>
          )}
          {method === 'netBanking' && (
            <label>
              Bank
              <Select
                aria-label="Bank"
                value={bank}
                onChange={setBank}
                options={banks.map((b) => ({ value: b, label: b }))}
              />
            </label>
          )}
          {method === 'scanPay' && (
            <figure style={{ margin: 0 }}>
              <img
                src={`data:image/svg+xml;utf8,${encodeURIComponent(load.order.upiQrSvg)}`}
                width={200}
                height={200}
                alt={`UPI QR code to pay ${formatRupees(load.order.amountPaise)}`}
              />
              <figcaption>
                Scan with any UPI app to pay {formatRupees(load.order.amountPaise)}, then press Submit.
              </figcaption>
            </figure>
          )}
          <label>
            Billing address line 1
            <Input
              autoComplete="address-line1"
              maxLength={200}
              value={address.addressLine1}
              onChange={(e) => setAddress({ ...address, addressLine1: e.target.value })}
            />
          </label>
          <label>
            Billing address line 2
            <Input
              autoComplete="address-line2"
              maxLength={200}
              value={address.addressLine2}
              onChange={(e) => setAddress({ ...address, addressLine2: e.target.value })}
            />
          </label>
          <label>
            GSTIN (optional, for a business invoice)
            <Input
              maxLength={15}
              value={gstin}
              onChange={(e) => setGstin(e.target.value.toUpperCase())}
              placeholder="29ABCDE1234F1Z5"
            />
          </label>
          {error && <Alert type="error" showIcon title={error} role="alert" />}
          <Button type="primary" htmlType="submit" loading={paying}>
            Submit
          </Button>
          {load.order.gateway === 'demo' && (
            <p className="page-description">
              Demo payments: no money moves. Card details stay in this browser.
            </p>
          )}
        </form>
      )}
    </Page>
  );
}
