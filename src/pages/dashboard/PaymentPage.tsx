// Payment (/payment?plan=monthly|yearly or ?booking=<id>): the order is priced by the server; card details go to
// the gateway module in the browser (src/payments/gateway.ts), and POST /api/payment carries only the order id,
// the gateway's payment id and signature, the method, the last four digits and the billing address. The
// PaymentsStore makes the order and the payment.
import {
  planIdSchema,
  type OrderRequest,
  type PaymentMethod,
  type PaymentOrder,
  type PaymentResult,
} from '@contract';
import { bookingMessages } from '@contract/bookingTerms';
import { paymentMessages, plans } from '@contract/moneyTerms';
import { formatRupees } from '@contract/rupees';
import { Alert, Button, Radio, Tag } from 'antd';
import { ChoiceSelect } from '@/components/ChoiceSelect';
import { Input, PasswordInput } from '@/components/inputs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { cardProblem, type CardInput } from '@/payments/gateway';
import { useStores } from '@/stores/context';
import { useStoredSession } from '@/components/useStoredSession';
import { formatDate } from '@/i18n/dates';

const methodLabels: Record<PaymentMethod, string> = {
  creditCard: 'Credit/Debit card',
  netBanking: 'Net banking',
  scanPay: 'Scan & Pay',
};
const banks = ['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Kotak Mahindra Bank'];

const loginToPay = (
  <Alert type="error" showIcon title="Please log in to pay." description={<Link to="/login">Log in</Link>} />
);

function PaymentPage() {
  const { payments } = useStores();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  // A legal-document order (/documents/:slug → Buy now): after payment, its page asks the questionnaire.
  const serviceOrderId = params.get('serviceOrder');
  const plan = planIdSchema.catch('yearly').parse(params.get('plan') ?? 'yearly');
  const [paid, setPaid] = useState<{ result: PaymentResult; premiumUntil: string | null } | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('creditCard');
  const [card, setCard] = useState<CardInput>({ cardNumber: '', expiryDate: '', cvv: '' });
  const [address, setAddress] = useState({ addressLine1: '', addressLine2: '' });
  const [gstin, setGstin] = useState('');
  const [bank, setBank] = useState(banks[0]);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const session = useStoredSession();

  useEffect(() => {
    if (session !== 'signed-in') return;
    const request: OrderRequest = serviceOrderId ? { serviceOrderId } : bookingId ? { bookingId } : { plan };
    setPaid(null);
    void payments.openOrder(request);
    // An order is this screen's: another payment opened later never shows it, even for a moment.
    return () => payments.closeOrder();
  }, [payments, bookingId, serviceOrderId, plan, session]);

  async function submit(event: FormEvent, order: PaymentOrder) {
    event.preventDefault();
    if (paying) return;
    setError(null);
    if (method === 'creditCard') {
      const problem = cardProblem(card, new Date());
      if (problem) return setError(problem.message);
    }
    setPaying(true);
    try {
      const result = await payments.pay(order, { method, card, bank, ...address, gstin });
      toast.success(`${paymentMessages.paid}: ${formatRupees(result.amountPaise)}`);
      // A booking paid right after booking goes to Schedules (now confirmed); one paid from Bills goes back there.
      if (result.kind === 'service_order' && serviceOrderId)
        return navigate(`/dashboard/service-orders/${encodeURIComponent(serviceOrderId)}`);
      if (result.kind === 'booking') {
        if (params.get('then') !== 'schedules') return navigate('/dashboard/bills-payments');
        toast.success(bookingMessages.booked);
        return navigate('/dashboard/schedules');
      }
      setPaid({ result, premiumUntil: await payments.premiumUntil() });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The payment failed. Please try again.');
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
      {paid ? (
        <Alert
          type="success"
          showIcon
          title={`${paymentMessages.paid}. You are now Premium${paid.premiumUntil ? ` until ${formatDate(paid.premiumUntil)}` : ''}.`}
          description={
            <span>
              Invoice {paid.result.invoiceNumber}:{' '}
              <Link to="/dashboard/invoices?tab=invoices">see your invoices</Link> ·{' '}
              <Link to="/profile">your profile</Link>
            </span>
          }
        />
      ) : session === 'signed-out' ? (
        loginToPay
      ) : (
        <Loaded resource={payments.order} rows={6} isEmpty={(order) => order === null} empty={loginToPay}>
          {(order) =>
            order && (
              <form className="payment-form" onSubmit={(event) => void submit(event, order)} noValidate>
                <p>
                  {order.description}:{' '}
                  <strong data-testid="payment-amount">{formatRupees(order.amountPaise)}</strong>
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
                      <PasswordInput
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
                    <ChoiceSelect
                      aria-label="Bank"
                      value={bank}
                      onChange={setBank}
                      options={banks.map((b) => ({ value: b, label: b }))}
                    />
                  </label>
                )}
                {method === 'scanPay' && (
                  <figure className="plain-figure">
                    <img
                      src={`data:image/svg+xml;utf8,${encodeURIComponent(order.upiQrSvg)}`}
                      width={200}
                      height={200}
                      alt={`UPI QR code to pay ${formatRupees(order.amountPaise)}`}
                    />
                    <figcaption>
                      Scan with any UPI app to pay {formatRupees(order.amountPaise)}, then press Submit.
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
                {order.gateway === 'demo' && (
                  <p className="page-description">
                    Demo payments: no money moves. Card details stay in this browser.
                  </p>
                )}
              </form>
            )
          }
        </Loaded>
      )}
    </Page>
  );
}

export default observer(PaymentPage);
