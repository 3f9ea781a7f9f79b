// Shown while the first route's code is still downloading.
import { useT } from '@/i18n';

export function RouteLoading() {
  const t = useT();
  return (
    <div className="route-loading" role="status">
      {t('Loading...')}
    </div>
  );
}
