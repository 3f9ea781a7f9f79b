// The next consultation's countdown: 'Starts in 3 days', 'Starts in 1 day 20 h', 'Starts in 2 h 15 min', 'Starts in 4 min',
// and the clock it counts with (a tick every interval, so the figure stays current without a reload). Days keep
// their hours: 44 hours away read 'in 1 day', which a client on Saturday afternoon takes for Sunday, not Monday.
import { useEffect, useState } from 'react';

const minuteMs = 60_000;

export function countdownText(startMs: number, nowMs: number): string {
  const left = startMs - nowMs;
  if (left <= 0) return 'Starting now';
  const minutes = Math.ceil(left / minuteMs);
  if (minutes < 60) return `Starts in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest === 0 ? `Starts in ${hours} h` : `Starts in ${hours} h ${rest} min`;
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return `Starts in ${days} ${days === 1 ? 'day' : 'days'}${restHours === 0 ? '' : ` ${restHours} h`}`;
}

export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
