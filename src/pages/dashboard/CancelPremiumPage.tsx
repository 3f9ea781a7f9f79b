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
import { T, useT } from '@/i18n';
import { formatDate } from '@/i18n/dates';

function LoginToManage() {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      title={t('Please log in to manage your plan.')}
      description={<Link to="/login">{t('Log in')}</Link>}
    />
  );
}

function CancelPremiumPage() {
  const { payments } = useStores();
  const toast = useToast();
  const t = useT();
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
      toast.success(t(paymentMessages.cancelled));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('The subscription could not be cancelled.'));
    }
  }

  const sub = session === 'signed-out' ? null : (payments.subscription.data ?? null);
  return (
    <Page
      heading={t('Cancel premium')}
      description={t(
        'Cancellation is immediate: you lose unlimited consultations, legal resources and priority support.',
      )}
    >
      <ul>
        <li>{t('Downgrade instead: keep your account and history on the Basic free plan.')}</li>
        <li>
          {t(
            'Benefits of continuing: unlimited consultations, a highlighted profile, engagement reports, 24/7 assistance.',
          )}
        </li>
        <li>{t('Add-ons: pay for single consultations as you need them.')}</li>
      </ul>
      <p>{t(premiumCancellationRule)}</p>
      {session === 'signed-out' ? (
        <LoginToManage />
      ) : (
        <Loaded
          resource={payments.subscription}
          rows={1}
          isEmpty={(plan) => plan === null}
          empty={<LoginToManage />}
        >
          {(plan) =>
            plan && (
              <p data-testid="current-plan">
                {plan.periodEnd ? (
                  <T
                    id="Current plan: <0>{plan}</0> (until {date})"
                    values={{ plan: t(plan.label), date: formatDate(plan.periodEnd) }}
                    components={{ 0: <strong /> }}
                  />
                ) : (
                  <T
                    id="Current plan: <0>{plan}</0>"
                    values={{ plan: t(plan.label) }}
                    components={{ 0: <strong /> }}
                  />
                )}
              </p>
            )
          }
        </Loaded>
      )}
      <div className="cancel-premium-actions">
        <Button onClick={() => navigate('/pricing')}>{t('Compare your current plan')}</Button>
        <Button danger disabled={!sub?.premium} onClick={() => setConfirming(true)}>
          {t('Cancel subscription')}
        </Button>
      </div>
      <Modal
        open={confirming}
        title={t('Cancel your premium subscription?')}
        okText={t('Yes, cancel now')}
        cancelText={t('Keep premium')}
        okButtonProps={{ danger: true, loading: payments.cancelling }}
        onOk={() => void cancel()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {t(
            'Cancellation is immediate: you lose unlimited consultations, legal resources and priority support.',
          )}
        </p>
        <p data-testid="cancel-refund">
          {sub && sub.refundOnCancelPaise > 0
            ? t(
                'The unused days of your paid period are refunded pro rata: {amount}, with a GST credit note under Invoices.',
                { amount: formatRupees(sub.refundOnCancelPaise) },
              )
            : t('Nothing is left to refund for this period.')}
        </p>
      </Modal>
    </Page>
  );
}

export default observer(CancelPremiumPage);
