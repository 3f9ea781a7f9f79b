// Cancel premium (/cancle-premium, also /cancel-premium): the alternatives, the current plan, and a
// confirmed, immediate cancellation (POST /api/subscription/cancel) that refunds the unused days pro rata.
// 'Compare your current plan' goes to /pricing.
import {
  formatRupees,
  paymentMessages,
  premiumCancellationRule,
  paymentEndpoints,
  type Subscription,
} from '@contract';
import { Alert, Button, Modal } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { useStoredSession } from '@/components/useStoredSession';
import { formatDate } from '@/i18n/dates';

type Load =
  { state: 'loading' } | { state: 'ready'; sub: Subscription } | { state: 'failed'; login: boolean };

export default function CancelPremiumPage() {
  const { api } = useStores();
  const toast = useToast();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const session = useStoredSession();

  // Only the latest load may set the plan: a slow earlier answer must not bring back a cancelled plan.
  const latestLoad = useRef(0);
  const refresh = useCallback(async () => {
    if (session === 'checking') return;
    if (session === 'signed-out') return setLoad({ state: 'failed', login: true });
    const ticket = ++latestLoad.current;
    try {
      const sub = await api.call(paymentEndpoints.subscription);
      if (ticket === latestLoad.current) setLoad({ state: 'ready', sub });
    } catch (error) {
      console.error('Loading the subscription failed', error);
      if (ticket === latestLoad.current)
        setLoad({ state: 'failed', login: isApiError(error) && error.status === 401 });
    }
  }, [api, session]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  async function cancel() {
    setCancelling(true);
    try {
      await api.call(paymentEndpoints.cancelSubscription);
      setConfirming(false);
      toast.success(paymentMessages.cancelled);
      await refresh();
    } catch (error) {
      toast.error((isApiError(error) && error.serverMessage) || 'The subscription could not be cancelled.');
    } finally {
      setCancelling(false);
    }
  }

  const sub = load.state === 'ready' ? load.sub : null;
  return (
    <Page
      heading="Cancel premium"
      description="Cancellation is immediate: you lose unlimited consultations, legal resources and priority support."
    >
      <ul>
        <li>Downgrade instead: keep your account and history on the Basic free plan.</li>
        <li>
          Benefits of continuing: unlimited consultations, a highlighted profile, engagement reports, 24/7
          assistance.
        </li>
        <li>Add-ons: pay for single consultations as you need them.</li>
      </ul>
      <p>{premiumCancellationRule}</p>
      {load.state === 'loading' && <p>Loading...</p>}
      {load.state === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={load.login ? 'Please log in to manage your plan.' : 'Your plan could not be loaded.'}
          description={load.login ? <Link to="/login">Log in</Link> : undefined}
        />
      )}
      {sub && (
        <p data-testid="current-plan">
          Current plan: <strong>{sub.label}</strong>
          {sub.periodEnd && ` (until ${formatDate(sub.periodEnd)})`}
        </p>
      )}
      <div className="cancel-premium-actions">
        <Button onClick={() => navigate('/pricing')}>Compare your current plan</Button>
        <Button danger disabled={!sub?.premium} onClick={() => setConfirming(true)}>
          Cancel subscription
        </Button>
      </div>
      <Modal
        open={confirming}
        title="Cancel your premium subscription?"
        okText="Yes, cancel now"
        cancelText="Keep premium"
        okButtonProps={{ danger: true, loading: cancelling }}
        onOk={() => void cancel()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Cancellation is immediate: you lose unlimited consultations, legal resources and priority support.
        </p>
        <p data-testid="cancel-refund">
          {sub && sub.refundOnCancelPaise > 0
            ? `The unused days of your paid period are refunded pro rata: ${formatRupees(sub.refundOnCancelPaise)}, with a GST credit note under Invoices.`
            : 'Nothing is left to refund for this period.'}
        </p>
      </Modal>
    </Page>
  );
}
