// A failed experts search: what happened and Retry, the search and filters kept.
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useT } from '@/i18n';

/** The failure's antd Result, fetched on the first failed search; until it has come, the same words and Retry. */
const FailedResult = lazy(() => import('@/components/FailedResult'));

export function SearchFailed({ retry }: { retry: () => void }) {
  const t = useT();
  const title = <span role="alert">{t('Search failed. Please try again.')}</span>;
  const subTitle = t('Check your connection; your search and filters are kept.');
  const retryButton = (
    <Button type="primary" icon={<ReloadOutlined />} onClick={retry}>
      {t('Retry')}
    </Button>
  );
  return (
    <Suspense
      fallback={
        <div className="expert-results-state">
          <p>{title}</p>
          <p>{subTitle}</p>
          {retryButton}
        </div>
      }
    >
      <FailedResult className="expert-results-state" title={title} subTitle={subTitle} extra={retryButton} />
    </Suspense>
  );
}
