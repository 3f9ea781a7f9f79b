// Route guard (spec section 4): no stored token → /login at once; otherwise 'Loading...' while the token is
// validated; only a 200 shows the dashboard, anything else has removed the token and goes to /login.
import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useStores } from '@/stores/context';
import type { GuardResult } from '@/stores/AuthStore';

export function RequireAuth() {
  const { auth } = useStores();
  const [result, setResult] = useState<GuardResult | 'checking'>('checking');

  useEffect(() => {
    let current = true;
    void auth.validateForGuard().then((next) => {
      if (current) setResult(next);
    });
    return () => {
      current = false;
    };
  }, [auth]);

  if (result === 'invalid') return <Navigate to="/login" replace />;
  if (result === 'checking') {
    return (
      <div className="route-loading" role="status">
        <Spin /> <span>Loading...</span>
      </div>
    );
  }
  return <Outlet />;
}
