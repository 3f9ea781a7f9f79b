// The "Load more" under a paged list: shown while the store says more rows follow; the next page is appended
// (the rows shown stay), and a failure is said beside the button.
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import type { MorePages } from '@/stores/morePages';

export const LoadMore = observer(function LoadMore({
  more,
  label = 'Load more',
}: {
  more: Pick<MorePages<unknown>, 'hasMore' | 'loading' | 'error' | 'load'>;
  label?: string;
}) {
  if (!more.hasMore) return null;
  return (
    <div className="load-more">
      <Button onClick={() => void more.load()} loading={more.loading}>
        {label}
      </Button>
      {more.error && <p role="alert">{more.error}</p>}
    </div>
  );
});
