// The "Load more" under a paged list: shown while the store says more rows follow; the next page is appended
// (the rows shown stay), and a failure is said beside the button.
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { msg, useT } from '@/i18n';
import type { MorePages } from '@/stores/morePages';

export const LoadMore = observer(function LoadMore({
  more,
  label = msg('Load more'),
}: {
  more: Pick<MorePages<unknown>, 'hasMore' | 'loading' | 'error' | 'load'>;
  /** An English source text (shown in the reader's language). */
  label?: string;
}) {
  const t = useT();
  if (!more.hasMore) return null;
  return (
    <div className="load-more">
      <Button onClick={() => void more.load()} loading={more.loading}>
        {t(label)}
      </Button>
      {more.error && <p role="alert">{more.error}</p>}
    </div>
  );
});
