// The seconds a ringing call has left, counted here from when it started ringing on this screen.
import { useEffect, useState } from 'react';

export function useSecondsLeft(since: number, total: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [since]);
  return Math.max(0, total - Math.floor((now - since) / 1_000));
}
