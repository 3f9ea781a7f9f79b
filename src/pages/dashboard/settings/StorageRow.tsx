// Storage used: the space the account's uploaded files take of its quota (the AccountStore's storage).
import { Progress } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';

/** 12.4 MB, 500 MB, 0 MB: one decimal below 100, none above. */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb >= 100 || Number.isInteger(mb) ? Math.round(mb) : mb.toFixed(1)} MB`;
}

// A row, not a screen: a short line instead of <Loaded>'s skeleton and Retry.
export const StorageRow = observer(function StorageRow() {
  const { account } = useStores();
  const t = useT();
  const { data: usage, state } = account.storage;

  useEffect(() => {
    void account.storage.load();
  }, [account]);

  const percent = usage ? Math.min(100, Math.round((100 * usage.usedBytes) / usage.quotaBytes)) : 0;
  return (
    <li className="settings-row">
      <span>{t('Storage used')}</span>
      {usage ? (
        <span className="storage-usage">
          <small className="settings-hint">
            {t('{used} of {quota} used', {
              used: megabytes(usage.usedBytes),
              quota: megabytes(usage.quotaBytes),
            })}
          </small>
          <Progress
            percent={percent}
            size="small"
            showInfo={false}
            status={percent >= 90 ? 'exception' : 'normal'}
            aria-label={t('{percent}% of your storage used', { percent })}
          />
        </span>
      ) : (
        <small className="settings-hint">
          {state === 'failed' ? t('Could not load your storage.') : t('Loading…')}
        </small>
      )}
    </li>
  );
});
