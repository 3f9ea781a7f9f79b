// The admin console's front page: today's (IST) sign-ups, bookings, payments and refunds, and what waits for an
// admin (support messages, verifications, stuck document orders, failed payouts), each card a link to its list.
import type { OverviewFigureName } from '@contract';
import { Statistic } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import { useStores } from '@/stores/context';
import { msg, useT } from '@/i18n';
import { formatDate } from '@/i18n/dates';

const figureLabels: Record<OverviewFigureName, string> = {
  signUps: msg('Sign-ups today'),
  bookings: msg('Bookings today'),
  payments: msg('Payments today'),
  refunds: msg('Refunds today'),
  openSupport: msg('Support messages waiting'),
  pendingVerifications: msg('Lawyers to verify'),
  stuckOrders: msg('Stuck document orders'),
  failedPayouts: msg('Failed payouts'),
};

function AdminOverviewPage() {
  const { auth, adminSupport } = useStores();
  const t = useT();
  const isAdmin = auth.user?.role === 'admin';

  useEffect(() => {
    if (isAdmin) void adminSupport.overview.load();
  }, [isAdmin, adminSupport]);

  if (!isAdmin) return <Navigate to="/dashboard/schedules" replace />;

  return (
    <Page
      heading={t('Operations overview')}
      description={t('Today on LexSetu, and what waits for an admin.')}
    >
      <Loaded resource={adminSupport.overview} rows={4}>
        {(overview) => (
          <>
            <p className="support-meta">
              {t('Today: {date} (India time)', { date: formatDate(`${overview.day}T12:00:00+05:30`) })}
            </p>
            <ul className="overview-cards" aria-label={t('Figures')}>
              {overview.figures.map((figure) => (
                <li key={figure.name}>
                  <Link to={figure.path} className="overview-card">
                    <Panel>
                      <Statistic title={t(figureLabels[figure.name])} value={figure.count} />
                    </Panel>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </Loaded>
    </Page>
  );
}

export default observer(AdminOverviewPage);
