// The client's call to an available lawyer (#58): what it is about, then the wallet check (rate × 5 minutes,
// else how much to top up), 'Ringing <name>…' with the 60 s countdown and Cancel, and the outcome: the room
// opens on accept; a decline, no answer or a busy lawyer is said plainly, with the way to another lawyer.
import { formatRupees } from '@contract/rupees';
import { Alert, Button, Modal, Result, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Input } from '@/components/inputs';
import { useT, type Translate } from '@/i18n';
import { useStores } from '@/stores/context';
import { minimumMinutes, ringSeconds, type Callee, type OutgoingState } from '@/stores/InstantStore';
import { useSecondsLeft } from './countdown';
import { availableNowSearch } from './paths';
import './instant.css';

const outcomeText = (state: OutgoingState, name: string, t: Translate) =>
  state === 'declined'
    ? t('{name} declined the call. Nothing was charged.', { name })
    : state === 'timed_out'
      ? t('{name} did not answer within 60 seconds. Nothing was charged.', { name })
      : state === 'busy'
        ? t('{name} just became busy with another client. Nothing was charged.', { name })
        : t('You cancelled the call. Nothing was charged.');

export const ConsultNowDialog = observer(function ConsultNowDialog({
  lawyer,
  onClose,
}: {
  lawyer: Callee;
  onClose: () => void;
}) {
  const root = useStores();
  const { instant } = root;
  const t = useT();
  const navigate = useNavigate();
  const [topic, setTopic] = useState('');
  const outgoing = instant.outgoing?.lawyer._id === lawyer._id ? instant.outgoing : null;
  const state = outgoing?.state ?? null;
  useEffect(
    () => (state === 'ringing' ? instant.watch(root.userChannel, false) : undefined),
    [instant, root.userChannel, state],
  );
  const acceptedId = state === 'accepted' ? outgoing?.call?.room?.id : undefined;
  useEffect(() => {
    if (!acceptedId) return;
    instant.dismiss();
    navigate(`/dashboard/consultation/${encodeURIComponent(acceptedId)}`);
  }, [acceptedId, instant, navigate]);
  const secondsLeft = useSecondsLeft(outgoing?.since ?? 0, ringSeconds);

  const close = () => {
    if (state === 'ringing') void instant.cancel();
    else instant.dismiss();
    onClose();
  };
  const name = lawyer.name;
  const footer =
    state === null || state === 'failed' ? (
      [
        <Button key="close" onClick={close}>
          {t('Close')}
        </Button>,
        <Button key="call" type="primary" onClick={() => void instant.consultNow(lawyer, topic.trim())}>
          {t('Call {name} now', { name })}
        </Button>,
      ]
    ) : state === 'ringing' ? (
      <Button onClick={() => void instant.cancel()}>{t('Cancel')}</Button>
    ) : state === 'checking' ? null : (
      [
        <Button key="close" onClick={close}>
          {t('Close')}
        </Button>,
        state !== 'short' && (
          <Button
            key="other"
            type="primary"
            onClick={() => {
              close();
              navigate(availableNowSearch);
            }}
          >
            {t('Pick another available lawyer')}
          </Button>
        ),
      ]
    );

  return (
    <Modal
      open
      title={t('Consult {name} now', { name })}
      onCancel={close}
      footer={footer}
      maskClosable={false}
    >
      {(state === null || state === 'failed') && (
        <div className="instant-step">
          <p>
            {t(
              '{rate} per minute, paid from your wallet by the started minute while you both are in the call.',
              {
                rate: formatRupees(lawyer.ratePaise),
              },
            )}
          </p>
          <label className="instant-field">
            <span>{t('What is it about? (optional)')}</span>
            <Input value={topic} maxLength={200} onChange={(e) => setTopic(e.target.value)} />
          </label>
          {outgoing?.error && <Alert type="error" showIcon message={outgoing.error} />}
        </div>
      )}
      {state === 'checking' && <Spin aria-label={t('Checking your wallet')} />}
      {state === 'short' && outgoing && (
        <Alert
          type="warning"
          showIcon
          message={t('Your wallet needs {amount} more', { amount: formatRupees(outgoing.shortPaise) })}
          description={
            <>
              {t('A call needs at least {minutes} minutes at {rate} per minute ({total}) in your wallet.', {
                minutes: minimumMinutes,
                rate: formatRupees(lawyer.ratePaise),
                total: formatRupees(lawyer.ratePaise * minimumMinutes),
              })}{' '}
              <Link to="/dashboard/wallet">{t('Top up your wallet')}</Link>
            </>
          }
        />
      )}
      {state === 'ringing' && (
        <div className="instant-ringing" role="status">
          <Spin />
          <p className="instant-topic">{t('Ringing {name}…', { name })}</p>
          <p className="instant-countdown">
            {t('{seconds, plural, one {# second left to answer} other {# seconds left to answer}}', {
              seconds: secondsLeft,
            })}
          </p>
        </div>
      )}
      {state === 'accepted' && <Spin aria-label={t('Opening the consultation')} />}
      {state && ['declined', 'timed_out', 'busy', 'cancelled'].includes(state) && (
        <Result status="info" title={outcomeText(state, name, t)} />
      )}
    </Modal>
  );
});
