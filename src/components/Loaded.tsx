// Shows a store's Resource the one way every screen does: a skeleton while it first loads, the server's reason
// with Retry when it fails, an empty state when there is nothing, else the content. The failure's antd Result is
// fetched on the first failure (FailedResult.tsx): until it arrives the reason and Retry show without it.
import { Button, Empty, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '@/i18n';

const FailedResult = lazy(() => import('./FailedResult'));
import type { Resource } from '@/stores/resource';

interface LoadedProps<T> {
  resource: Resource<T>;
  children: (data: T) => ReactNode;
  /** When true for the data, `empty` is shown instead of the content. */
  isEmpty?: (data: T) => boolean;
  /** The empty state: what is missing and the next step. */
  empty?: ReactNode;
  /** Skeleton rows while loading (default 3). */
  rows?: number;
}

function LoadedView<T>({ resource, children, isEmpty, empty, rows = 3 }: LoadedProps<T>) {
  const { state, data, error } = resource;
  const t = useT();
  if (state === 'failed' && data === undefined) {
    const retry = (
      <Button type="primary" onClick={() => void resource.load()}>
        {t('Retry')}
      </Button>
    );
    return (
      <Suspense
        fallback={
          <div>
            <p>{error}</p>
            {retry}
          </div>
        }
      >
        <FailedResult title={error} extra={retry} />
      </Suspense>
    );
  }
  if (data === undefined) return <Skeleton active paragraph={{ rows }} />;
  if (isEmpty?.(data)) return <>{empty ?? <Empty />}</>;
  return <>{children(data)}</>;
}

export const Loaded = observer(LoadedView) as <T>(props: LoadedProps<T>) => ReactNode;
