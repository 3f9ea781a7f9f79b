// The links between the three earnings screens, in a module of their own: Payouts and Payout settings show
// them without taking the Earnings screen (its Select, Segmented and chart) into their first load.
import { Link } from 'react-router-dom';
import { useT } from '@/i18n';

export function EarningsLinks() {
  const t = useT();
  return (
    <nav aria-label={t('Earnings pages')} className="earnings-links">
      <Link to="/dashboard/earnings">{t('Earnings')}</Link>
      <Link to="/dashboard/earnings/payout-settings">{t('Payout settings')}</Link>
      <Link to="/dashboard/earnings/payouts">{t('Payout history')}</Link>
    </nav>
  );
}
