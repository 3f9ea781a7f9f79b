// The next consultation's countdown: 'Starts in 3 days', 'Starts in 1 day 20 h', 'Starts in 2 h 15 min', 'Starts in 4 min',
// and the clock it counts with (a tick every interval, so the figure stays current without a reload). Days keep
// their hours: 44 hours away read 'in 1 day', which a client on Saturday afternoon takes for Sunday, not Monday.
import { useEffect, useState } from 'react';
import { translate } from '@/i18n';

const minuteMs = 60_000;

export function countdownText(startMs: number, nowMs: number): string {
  const left = startMs - nowMs;
  if (left <= 0) return translate('Starting now');
  const minutes = Math.ceil(left / minuteMs);
  if (minutes < 60) return translate('Starts in {minutes} min', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest === 0
      ? translate('Starts in {hours} h', { hours })
      : translate('Starts in {hours} h {minutes} min', { hours, minutes: rest });
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours === 0
    ? translate('{days, plural, one {Starts in # day} other {Starts in # days}}', { days })
    : translate('{days, plural, one {Starts in # day {hours} h} other {Starts in # days {hours} h}}', {
        days,
        hours: restHours,
      });
}

export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
