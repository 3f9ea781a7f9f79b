// Refund a payment: what the policy gives now, or an exception (an amount in rupees up to what is left, and the
// reason, kept with the refund and in the audit log). The server decides; its refusal is shown as it says it.
import type { AdminPaymentDetail } from '@contract';
import { exceptionReasonLimits } from '@contract/adminPaymentTerms';
import { formatRupees } from '@contract/rupees';
import { Alert, Button, Segmented } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { DialogTextArea } from '@/components/DialogTextArea';
import { LazyInputNumber } from '@/components/LazyInputNumber';
import { LazyModal } from '@/components/LazyModal';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import type { AdminPaymentsStore } from '@/stores/AdminPaymentsStore';

type Kind = 'policy' | 'exception';

function RefundDialog({
  store,
  payment,
  onClose,
}: {
  store: AdminPaymentsStore;
  payment: AdminPaymentDetail;
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const [kind, setKind] = useState<Kind>(payment.policyRefundPaise > 0 ? 'policy' : 'exception');
  const [rupees, setRupees] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const paise = rupees === null ? 0 : Math.round(rupees * 100);
  const left = payment.refundablePaise;
  const ready =
    kind === 'policy'
      ? payment.policyRefundPaise > 0
      : paise > 0 && paise <= left && reason.trim().length >= exceptionReasonLimits.min;

  async function submit() {
    setError(null);
    try {
      await store.refund(kind === 'policy' ? { kind } : { kind, amountPaise: paise, reason: reason.trim() });
      toast.success(t('Refund issued.'));
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('The refund could not be issued.'));
    }
  }

  return (
    <LazyModal
      open
      title={t('Refund this payment')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('Cancel')}
        </Button>,
        <Button
          key="refund"
          type="primary"
          loading={store.saving}
          disabled={!ready}
          onClick={() => void submit()}
        >
          {t('Refund')}
        </Button>,
      ]}
    >
      <p>{t('Left to refund: {amount}', { amount: formatRupees(left) })}</p>
      <Segmented<Kind>
        value={kind}
        onChange={setKind}
        aria-label={t('Kind of refund')}
        options={[
          { label: t('Within the policy'), value: 'policy' },
          { label: t('Exception'), value: 'exception' },
        ]}
      />
      {kind === 'policy' ? (
        <p className="section-gap">
          {payment.policyRefundPaise > 0
            ? t('The policy gives back {amount} now.', { amount: formatRupees(payment.policyRefundPaise) })
            : t('The policy gives nothing back for this payment now.')}
        </p>
      ) : (
        <div className="stacked-form">
          <div className="form-field">
            <label htmlFor="refund-rupees">
              {t('Amount in rupees (at most {amount})', { amount: formatRupees(left) })}
            </label>
            <LazyInputNumber
              id="refund-rupees"
              min={0.01}
              max={left / 100}
              step={1}
              precision={2}
              value={rupees}
              onChange={(value) => setRupees(value ?? null)}
              style={{ width: '100%' }}
            />
          </div>
          <div className="form-field">
            <label htmlFor="refund-reason">{t('Reason (kept with the refund and in the audit log)')}</label>
            <DialogTextArea
              id="refund-reason"
              value={reason}
              maxLength={exceptionReasonLimits.max}
              onChange={(event) => setReason(event.target.value)}
              rows={3}
            />
          </div>
        </div>
      )}
      {error && <Alert type="error" showIcon title={error} className="section-gap" />}
    </LazyModal>
  );
}

export default observer(RefundDialog);
