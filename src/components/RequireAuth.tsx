// Route guard (spec section 4): no stored token → /login at once; otherwise 'Loading...' while the token is
// validated; only a 200 shows the dashboard, anything else has removed the token and goes to /login.
import type { SpinProps } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import type { GuardResult } from '@/stores/AuthStore';
import { lazyPart } from './lazyPart';

// antd's Spin beside the words, fetched when a check starts: the words show at once (as RouteLoading's do), and
// the dashboard frame's first load does not carry the spinner (3 kB gzip) that a quick check never shows.
const Spinner = lazyPart<SpinProps>(async () => (await import('antd/es/spin')).default);

export function RequireAuth() {
  const { auth } = useStores();
  const t = useT();
  const [result, setResult] = useState<GuardResult | 'checking'>('checking');

  useEffect(() => {
    let current = true;
    const check = () =>
      void auth.validateForGuard().then((next) => {
        if (current) setResult(next);
      });
    check();
    // Back from the back/forward cache: the check may have been dropped as the page was left ('unanswered'),
    // and the session may have ended meanwhile.
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) check();
    };
    window.addEventListener('pageshow', back);
    return () => {
      current = false;
      window.removeEventListener('pageshow', back);
    };
  }, [auth]);

  if (result === 'invalid') return <Navigate to="/login" replace />;
  if (result === 'checking' || result === 'unanswered') {
    return (
      <div className="route-loading" role="status">
        <Spinner /> <span>{t('Loading...')}</span>
      </div>
    );
  }
  return <Outlet />;
}
