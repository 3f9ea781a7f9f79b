// The room's End consultation step, under the call's controls.
import { Alert, Button, Popconfirm } from 'antd';
import { observer } from 'mobx-react-lite';
import { useT } from '@/i18n';
import type { ConsultationStore } from '@/stores/ConsultationStore';

/** A consultation ends when both sides press End (or at its booked end), never on one side's say. */
export const EndConsultation = observer(function EndConsultation({
  store,
  other,
}: {
  store: ConsultationStore;
  other: string;
}) {
  const t = useT();
  const pressed = store.room?.endPressed;
  // Nothing to end before the call window opens (10 minutes before the start): the server refuses it too.
  if (!pressed || (!store.room?.calls && !pressed.me && !pressed.other)) return null;
  if (pressed.me)
    return (
      <Alert
        type="info"
        showIcon
        message={t('You ended the consultation. It finishes when {name} ends it too, or at its booked end.', {
          name: other,
        })}
      />
    );
  return (
    <Alert
      type={pressed.other ? 'warning' : 'info'}
      showIcon
      message={
        pressed.other
          ? t('{name} has ended the consultation. End it too to finish.', { name: other })
          : t('Done? The consultation finishes when both of you end it, or at its booked end.')
      }
      action={
        <Popconfirm
          title={t('End this consultation?')}
          description={
            pressed.other ? t('It finishes now.') : t('It finishes when {name} ends it too.', { name: other })
          }
          okText={t('End consultation')}
          onConfirm={() => store.end()}
        >
          <Button danger disabled={store.connection !== 'online'}>
            {t('End consultation')}
          </Button>
        </Popconfirm>
      }
    />
  );
});
