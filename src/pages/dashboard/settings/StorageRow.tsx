// Storage used: the space the account's uploaded files take of its quota (GET /api/account/storage).
import { storageUsageSchema, type StorageUsage } from '@contract';
import { Progress } from 'antd';
import { useEffect, useState } from 'react';
import { useStores } from '@/stores/context';

/** 12.4 MB, 500 MB, 0 MB: one decimal below 100, none above. */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb >= 100 || Number.isInteger(mb) ? Math.round(mb) : mb.toFixed(1)} MB`;
}

export function StorageRow() {
  const { api } = useStores();
  const [usage, setUsage] = useState<StorageUsage | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api
      .get('/api/account/storage', { schema: storageUsageSchema })
      .then((u) => live && setUsage(u))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api]);

  const percent = usage ? Math.min(100, Math.round((100 * usage.usedBytes) / usage.quotaBytes)) : 0;
  return (
    <li className="settings-row">
      <span>Storage used</span>
      {usage ? (
        <span className="storage-usage">
          <small className="settings-hint">
            {megabytes(usage.usedBytes)} of {megabytes(usage.quotaBytes)} used
          </small>
          <Progress
            percent={percent}
            size="small"
            showInfo={false}
            status={percent >= 90 ? 'exception' : 'normal'}
            aria-label={`${percent}% of your storage used`}
          />
        </span>
      ) : (
        <small className="settings-hint">{failed ? 'Could not load your storage.' : 'Loading…'}</small>
      )}
    </li>
  );
}
