// Payment (/payment?plan=monthly|yearly, ?booking=<id> or ?walletTopUp=<paise>): the order is priced by the server; card details go to
// the gateway module in the browser (src/payments/gateway.ts), and POST /api/payment carries only the order id,
// the gateway's payment id and signature, the method, the last four digits and the billing address. The
// PaymentsStore makes the order and the payment.
import { planIdSchema, type PaymentMethod, type PaymentOrder, type PaymentResult } from '@contract';
import { plans } from '@contract/moneyTerms';
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
import type { PaymentRequest } from '@/stores/PaymentsStore';
import { useStoredSession } from '@/components/useStoredSession';
import { msg, T, useT } from '@/i18n';
import { formatDate } from '@/i18n/dates';

const methodLabels: Record<PaymentMethod, string> = {
  creditCard: msg('Credit/Debit card'),
  netBanking: msg('Net banking'),
  scanPay: msg('Scan & Pay'),
};
/** A GSTIN as the field's example (15 characters: state code, PAN, entity, Z, check). */
const gstinExample = '29ABCDE1234F1Z5';
const banks = ['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Kotak Mahindra Bank'];

function LoginToPay() {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      title={t('Please log in to pay.')}
      description={<Link to="/login">{t('Log in')}</Link>}
    />
  );
}

function PaymentPage() {
  const { payments } = useStores();
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  // A legal-document order (/documents/:slug → Buy now): after payment, its page asks the questionnaire.
  const serviceOrderId = params.get('serviceOrder');
  const plan = planIdSchema.catch('yearly').parse(params.get('plan') ?? 'yearly');
  // A wallet top-up (/dashboard/wallet): one of the fixed amounts, checked by the server; back to the wallet after.
  const topUpPaise = Number(params.get('walletTopUp')) || null;
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
    const request: PaymentRequest = topUpPaise
      ? { walletTopUpPaise: topUpPaise }
      : serviceOrderId
        ? { serviceOrderId }
        : bookingId
          ? { bookingId }
          : { plan };
    setPaid(null);
    void payments.openOrder(request);
    // An order is this screen's: another payment opened later never shows it, even for a moment.
    return () => payments.closeOrder();
  }, [payments, bookingId, serviceOrderId, plan, topUpPaise, session]);

  async function submit(event: FormEvent, order: PaymentOrder) {
    event.preventDefault();
    if (paying) return;
    setError(null);
    if (method === 'creditCard') {
      const problem = cardProblem(card, new Date());
      if (problem) return setError(t(problem.message));
    }
    setPaying(true);
    try {
      const result = await payments.pay(order, { method, card, bank, ...address, gstin });
      toast.success(t('Payment successful: {amount}', { amount: formatRupees(result.amountPaise) }));
      // A booking paid right after booking goes to Schedules (now confirmed); one paid from Bills goes back there.
      if (result.kind === 'wallet_topup') return navigate('/dashboard/wallet');
      if (result.kind === 'service_order' && serviceOrderId)
        return navigate(`/dashboard/service-orders/${encodeURIComponent(serviceOrderId)}`);
      if (result.kind === 'booking') {
        if (params.get('then') !== 'schedules') return navigate('/dashboard/bills-payments');
        toast.success(t('Consultation booked. You will find it in Schedules.'));
        return navigate('/dashboard/schedules');
      }
      setPaid({ result, premiumUntil: await payments.premiumUntil() });
    } catch (e) {
      setError(e instanceof Error ? t(e.message) : t('The payment failed. Please try again.'));
    } finally {
      setPaying(false);
      // The card never outlives the attempt in this page's memory either.
      setCard((c) => ({ ...c, cvv: '' }));
    }
  }

  const badge = topUpPaise
    ? t('Wallet top-up')
    : serviceOrderId
      ? t('Legal document payment')
      : bookingId
        ? t('Consultation payment')
        : t(plans[plan].badge);
  return (
    <Page heading={t('Payment')} description={t('Pay by credit or debit card, net banking, or scan & pay.')}>
      <p>
        <Link
          to={
            topUpPaise
              ? '/dashboard/wallet'
              : serviceOrderId
                ? '/documents'
                : bookingId
                  ? '/dashboard/bills-payments'
                  : '/pricing'
          }
          aria-label={t('Back')}
        >
          {t('← Back')}
        </Link>
      </p>
      <Tag color="gold">{badge}</Tag>
      {paid ? (
        <Alert
          type="success"
          showIcon
          title={
            paid.premiumUntil
              ? t('Payment successful. You are now Premium until {date}.', {
                  date: formatDate(paid.premiumUntil),
                })
              : t('Payment successful. You are now Premium.')
          }
          description={
            <span>
              <T
                id="Invoice {number}: <0>see your invoices</0> · <1>your profile</1>"
                values={{ number: paid.result.invoiceNumber }}
                components={{ 0: <Link to="/dashboard/invoices?tab=invoices" />, 1: <Link to="/profile" /> }}
              />
            </span>
          }
        />
      ) : session === 'signed-out' ? (
        <LoginToPay />
      ) : (
        <Loaded resource={payments.order} rows={6} isEmpty={(order) => order === null} empty={<LoginToPay />}>
          {(order) =>
            order && (
              <form className="payment-form" onSubmit={(event) => void submit(event, order)} noValidate>
                <p>
                  <T
                    id="{description}: <0>{amount}</0>"
                    values={{ description: order.description, amount: formatRupees(order.amountPaise) }}
                    components={{ 0: <strong data-testid="payment-amount" /> }}
                  />
                </p>
                <Radio.Group
                  aria-label={t('Payment method')}
                  value={method}
                  onChange={(e) => {
                    setMethod(e.target.value as PaymentMethod);
                    setError(null);
                  }}
                  options={(Object.keys(methodLabels) as PaymentMethod[]).map((m) => ({
                    value: m,
                    label: t(methodLabels[m]),
                  }))}
                />
                {method === 'creditCard' && (
                  <>
                    <label>
                      {t('Card number')}
                      <Input
                        inputMode="numeric"
                        autoComplete="cc-number"
                        value={card.cardNumber}
                        onChange={(e) => setCard({ ...card, cardNumber: e.target.value })}
                        placeholder="4111 1111 1111 1111"
                      />
                    </label>
                    <label>
                      {t('Expiry date')}
                      <Input
                        autoComplete="cc-exp"
                        value={card.expiryDate}
                        onChange={(e) => setCard({ ...card, expiryDate: e.target.value })}
                        placeholder={t('MM/YY')}
                      />
                    </label>
                    <label>
                      {t('CVV')}
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
                    {t('Bank')}
                    <ChoiceSelect
                      aria-label={t('Bank')}
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
                      alt={t('UPI QR code to pay {amount}', { amount: formatRupees(order.amountPaise) })}
                    />
                    <figcaption>
                      {t('Scan with any UPI app to pay {amount}, then press Submit.', {
                        amount: formatRupees(order.amountPaise),
                      })}
                    </figcaption>
                  </figure>
                )}
                <label>
                  {t('Billing address line 1')}
                  <Input
                    autoComplete="address-line1"
                    maxLength={200}
                    value={address.addressLine1}
                    onChange={(e) => setAddress({ ...address, addressLine1: e.target.value })}
                  />
                </label>
                <label>
                  {t('Billing address line 2')}
                  <Input
                    autoComplete="address-line2"
                    maxLength={200}
                    value={address.addressLine2}
                    onChange={(e) => setAddress({ ...address, addressLine2: e.target.value })}
                  />
                </label>
                {!topUpPaise && (
                  <label>
                    {t('GSTIN (optional, for a business invoice)')}
                    <Input
                      maxLength={15}
                      value={gstin}
                      onChange={(e) => setGstin(e.target.value.toUpperCase())}
                      placeholder={gstinExample}
                    />
                  </label>
                )}
                {error && <Alert type="error" showIcon title={error} role="alert" />}
                <Button type="primary" htmlType="submit" loading={paying}>
                  {t('Submit')}
                </Button>
                {order.gateway === 'demo' && (
                  <p className="page-description">
                    {t('Demo payments: no money moves. Card details stay in this browser.')}
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
