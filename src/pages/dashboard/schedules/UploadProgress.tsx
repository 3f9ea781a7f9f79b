// The bar of an attachment's upload on a schedule card (antd's Progress), alone in a module: ScheduleCard fetches
// it when an upload starts, so Progress (5.7 kB gzip) stays out of Schedules' first load.
import { Progress } from 'antd';
import { useT } from '@/i18n';

export function UploadProgress({ percent }: { percent: number }) {
  const t = useT();
  return (
    <Progress percent={percent} size="small" aria-label={t('Upload progress')} className="upload-progress" />
  );
}
