// Cancel premium (/cancle-premium, also /cancel-premium): the alternatives, the current plan, and a
// confirmed, immediate cancellation (POST /api/subscription/cancel) that refunds the unused days pro rata.
// 'Compare your current plan' goes to /pricing. The PaymentsStore holds the plan and cancels it.
import { premiumCancellationRule } from '@contract/legalEntity';
import { paymentMessages } from '@contract/moneyTerms';
import { formatRupees } from '@contract/rupees';
import { Alert, Button, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { useStoredSession } from '@/components/useStoredSession';
import { formatDate } from '@/i18n/dates';

const loginToManage = (
  <Alert
    type="error"
    showIcon
    title="Please log in to manage your plan."
    description={<Link to="/login">Log in</Link>}
  />
);

function CancelPremiumPage() {
  const { payments } = useStores();
  const toast = useToast();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const session = useStoredSession();

  useEffect(() => {
    if (session === 'signed-in') void payments.subscription.load();
  }, [payments, session]);

  async function cancel() {
    try {
      await payments.cancelSubscription();
      setConfirming(false);
      toast.success(paymentMessages.cancelled);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The subscription could not be cancelled.');
    }
  }

  const sub = session === 'signed-out' ? null : (payments.subscription.data ?? null);
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
      {session === 'signed-out' ? (
        loginToManage
      ) : (
        <Loaded
          resource={payments.subscription}
          rows={1}
          isEmpty={(plan) => plan === null}
          empty={loginToManage}
        >
          {(plan) =>
            plan && (
              <p data-testid="current-plan">
                Current plan: <strong>{plan.label}</strong>
                {plan.periodEnd && ` (until ${formatDate(plan.periodEnd)})`}
              </p>
            )
          }
        </Loaded>
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
        okButtonProps={{ danger: true, loading: payments.cancelling }}
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

export default observer(CancelPremiumPage);
