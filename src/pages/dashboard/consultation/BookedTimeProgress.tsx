// Settings → Call & Communication → progress bar: how much of the booked slot has gone, in whole minutes.
import { Progress } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/i18n';

export function BookedTimeProgress({ startAt, endAt }: { startAt: string; endAt: string }) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const start = Date.parse(startAt);
  const total = Math.max(1, Math.round((Date.parse(endAt) - start) / 60_000));
  const elapsed = Math.min(total, Math.max(0, Math.floor((now - start) / 60_000)));
  const label = t('{elapsed} of {total} min', { elapsed, total });
  // antd's bar is the progressbar itself (0–100 %); the label says it in minutes.
  return (
    <Progress
      aria-label={t('Booked time')}
      aria-valuetext={label}
      percent={Math.round((elapsed / total) * 100)}
      format={() => label}
    />
  );
}
