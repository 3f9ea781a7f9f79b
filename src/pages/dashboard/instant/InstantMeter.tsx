// An instant consultation's room (#58): the minutes used and what they cost, the client's wallet balance live
// (the room's meter frames), the server's one-minute-left warning to both sides, the end when the balance runs
// out, and End now (either side ends an instant consultation at once). A booked consultation's room shows none.
import { formatRupees } from '@contract/rupees';
import { Alert, Button, Popconfirm } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import type { ConsultationStore } from '@/stores/ConsultationStore';
import { useStores } from '@/stores/context';
import { messageOf } from '@/stores/resource';
import './instant.css';

export const InstantMeter = observer(function InstantMeter({
  id,
  room,
}: {
  id: string;
  room: ConsultationStore;
}) {
  const { instant } = useStores();
  const t = useT();
  const toast = useToast();
  const consultation = useMemo(() => instant.consultation(id), [instant, id]);
  useEffect(() => {
    void consultation.load();
  }, [consultation]);
  // A minute charged (the room's meter frame) or the consultation completed (by End, or at zero balance): the
  // minutes, the charge and the client's balance are read again from the server.
  const readOnly = room.room?.readOnly === true;
  const charged = room.instant.meter?.minutes;
  useEffect(() => {
    if (readOnly || charged !== undefined) void consultation.load();
  }, [readOnly, charged, consultation]);
  const data = consultation.data;
  if (!data) return null;
  const minutes = Math.max(room.instant.meter?.minutes ?? 0, data.minutes);
  const chargedPaise = Math.max(room.instant.meter?.chargedPaise ?? 0, data.chargedPaise);
  const balance = data.balancePaise;
  const ended = readOnly || data.state === 'ended';
  const outOfBalance = data.endReason === 'balance';

  async function endNow() {
    try {
      await instant.end(id);
      await room.refreshRoom();
      await consultation.load();
    } catch (error) {
      toast.error(messageOf(error, t('The consultation could not be ended.')));
    }
  }

  return (
    <section className="instant-meter-box" aria-label={t('Consult now meter')}>
      <p className="instant-meter" role="status">
        <span>
          {t('{minutes, plural, one {# minute used} other {# minutes used}}', { minutes })} ·{' '}
          {t('{rate} per minute', { rate: formatRupees(data.ratePaise) })} ·{' '}
          {t('Charged: {amount}', { amount: formatRupees(chargedPaise) })}
        </span>
        {balance !== null && (
          <strong>{t('Wallet balance: {amount}', { amount: formatRupees(balance) })}</strong>
        )}
      </p>
      {!ended && room.instant.balanceLow && (
        <Alert
          type="warning"
          showIcon
          message={t('One minute of wallet balance left: the call ends when it runs out.')}
          action={
            data.myRole === 'client' ? (
              <Link to="/dashboard/wallet" target="_blank">
                {t('Top up your wallet')}
              </Link>
            ) : undefined
          }
        />
      )}
      {ended && outOfBalance && (
        <Alert
          type="info"
          showIcon
          message={t('The call ended: the wallet balance ran out.')}
          action={
            data.myRole === 'client' ? (
              <Link to="/dashboard/wallet">{t('Top up your wallet')}</Link>
            ) : undefined
          }
        />
      )}
      {ended && !outOfBalance && data.invoice && (
        <Alert
          type="success"
          showIcon
          message={t('Ended. The invoice for the minutes used is in Invoices.')}
          action={<Link to="/dashboard/invoices">{t('Invoices')}</Link>}
        />
      )}
      {!ended && (
        <Popconfirm
          title={t('End this consultation now?')}
          description={t('The call ends for both of you. Started minutes stay charged.')}
          okText={t('End now')}
          onConfirm={() => void endNow()}
        >
          <Button danger>{t('End now')}</Button>
        </Popconfirm>
      )}
    </section>
  );
});
