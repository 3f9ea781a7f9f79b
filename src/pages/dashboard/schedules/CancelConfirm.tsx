// A schedule card's Cancel with its confirmation (antd's Popconfirm), alone in a module: ScheduleCard shows a
// plain Cancel button and fetches this on its first press, so Popconfirm (3.2 kB gzip) stays out of Schedules'
// first load. It mounts open, in the pressed button's place and with its focus; later presses toggle it as
// Popconfirm does.
import { Button, Popconfirm } from 'antd';
import { useT } from '@/i18n';

export function CancelConfirm({ description, onConfirm }: { description: string; onConfirm: () => void }) {
  const t = useT();
  return (
    <Popconfirm
      defaultOpen
      title={t('Cancel this consultation?')}
      description={description}
      okText={t('Cancel consultation')}
      cancelText={t('Keep it')}
      onConfirm={onConfirm}
    >
      <Button danger className="schedule-cancel" autoFocus>
        {t('Cancel')}
      </Button>
    </Popconfirm>
  );
}
