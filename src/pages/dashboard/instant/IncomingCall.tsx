// The call ringing a lawyer (#58), over whichever dashboard screen is open: who calls and about what, 60 seconds
// to answer, Accept (the consultation's room opens) or Decline. The app rings and notifies while it waits.
import PhoneFilled from '@ant-design/icons/PhoneFilled';
import { formatRupees } from '@contract/rupees';
import { Button, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import { messageOf } from '@/stores/resource';
import { useStores } from '@/stores/context';
import { ringSeconds } from '@/stores/InstantStore';
import { useSecondsLeft } from './countdown';
import { ringFor } from './ringer';
import './instant.css';

/** Mounted in the dashboard frame while a lawyer is signed in: watches for calls and shows the ringing one. */
export const IncomingCall = observer(function IncomingCall() {
  const root = useStores();
  const { instant, platform } = root;
  const t = useT();
  const navigate = useNavigate();
  const toast = useToast();
  // Calls ring only a lawyer who is available now: only then is there anything to watch for.
  useEffect(() => {
    void instant.availability.ensure();
  }, [instant]);
  const available = instant.availability.data?.availableNow === true;
  useEffect(
    () => (available ? instant.watch(root.userChannel, true) : undefined),
    [instant, root.userChannel, available],
  );

  const ringing = instant.incoming;
  const callId = ringing?.call._id;
  const caller = ringing?.call.client.name ?? '';
  const topic = ringing?.call.topic ?? '';
  useEffect(() => {
    if (!callId) return;
    return ringFor(platform, {
      title: t('{name} is calling', { name: caller }),
      body: topic,
      tag: `instant-${callId}`,
    });
  }, [callId, caller, topic, platform, t]);
  const secondsLeft = useSecondsLeft(ringing?.since ?? 0, ringSeconds);

  async function answer(accept: boolean) {
    try {
      const id = await instant.answer(accept);
      if (id) navigate(`/dashboard/consultation/${encodeURIComponent(id)}`);
    } catch (error) {
      toast.error(messageOf(error, t('The call could not be answered.')));
    }
  }

  if (!ringing) return null;
  return (
    <Modal
      open
      closable={false}
      maskClosable={false}
      keyboard={false}
      title={t('{name} is calling', { name: caller })}
      footer={[
        <Button key="decline" danger disabled={instant.answering} onClick={() => void answer(false)}>
          {t('Decline')}
        </Button>,
        <Button
          key="accept"
          type="primary"
          icon={<PhoneFilled aria-hidden />}
          loading={instant.answering}
          onClick={() => void answer(true)}
        >
          {t('Accept')}
        </Button>,
      ]}
    >
      <div className="instant-ringing" role="alert">
        <p className="instant-topic">{topic || t('No topic given')}</p>
        <p>
          {t('Paid per minute at {rate} from the client’s wallet.', {
            rate: formatRupees(ringing.call.ratePaise),
          })}
        </p>
        <p className="instant-countdown" aria-live="off">
          {t('{seconds, plural, one {# second to answer} other {# seconds to answer}}', {
            seconds: secondsLeft,
          })}
        </p>
      </div>
    </Modal>
  );
});
