// The experts search's results box: the prompt, skeleton cards while searching, the failure, none found, or the
// cards with their count and pages.
import type { ExpertSummary } from '@contract';
import { Button, Empty } from 'antd';
import { observer } from 'mobx-react-lite';
import { LazyPagination } from '@/components/LazyPagination';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { expertPageSize } from '@/stores/ExpertsStore';
import { ExpertCard, ExpertCardSkeleton } from './ExpertCard';
import { SearchFailed } from './SearchFailed';

/** Cards drawn while a search runs (about one screen of them). */
const skeletonCards = 4;
/** The spec's results area: at most 70% of the viewport high, scrolling inside. */
const resultsBoxStyle = { maxHeight: '70vh', overflowY: 'auto' } as const;

interface Props {
  page: number;
  /** A filter narrows the search (none found then suggests fewer filters). */
  filtered: boolean;
  onPage: (page: number) => void;
  onClearFilters: () => void;
  onClearSearch: () => void;
  onBook: (expert: ExpertSummary) => void;
  /** 'Consult now' on an available lawyer's card (#58). */
  onConsult: (expert: ExpertSummary) => void;
}

function ExpertResultsBox({
  page,
  filtered,
  onPage,
  onClearFilters,
  onClearSearch,
  onBook,
  onConsult,
}: Props) {
  const { auth, experts } = useStores();
  const t = useT();
  const { results } = experts;
  const found = results.state === 'ready' ? results.data : undefined;
  return (
    <div className="expert-results" style={resultsBoxStyle} aria-live="polite">
      {results.state === 'idle' && <p className="expert-results-prompt">{t('Search for experts.')}</p>}
      {results.state === 'loading' && (
        <div className="expert-grid" role="status" aria-label={t('Searching')}>
          {Array.from({ length: skeletonCards }, (_, i) => (
            <ExpertCardSkeleton key={i} />
          ))}
        </div>
      )}
      {results.state === 'failed' && <SearchFailed retry={() => void results.load()} />}
      {found && found.items.length === 0 && (
        <Empty
          className="expert-results-state"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <strong>{t('No experts found.')}</strong>
              <br />
              <span className="muted">
                {filtered
                  ? t('Fewer filters find more lawyers: try without a city or language.')
                  : t('Try a practice area such as Property or Family, or part of a name.')}
              </span>
            </>
          }
        >
          {filtered ? (
            <Button type="primary" onClick={onClearFilters}>
              {t('Clear filters')}
            </Button>
          ) : (
            <Button onClick={onClearSearch}>{t('Clear search')}</Button>
          )}
        </Empty>
      )}
      {found && found.items.length > 0 && (
        <>
          <p className="expert-results-count">
            {found.capped
              ? t(
                  '{count, plural, one {More than # expert · best match first, then by name} other {More than # experts · best match first, then by name}}',
                  { count: found.total },
                )
              : t(
                  '{count, plural, one {# expert · best match first, then by name} other {# experts · best match first, then by name}}',
                  { count: found.total },
                )}
          </p>
          <ul className="expert-grid" aria-label={t('Experts')}>
            {found.items.map((expert) => (
              <li key={expert._id}>
                <ExpertCard
                  expert={expert}
                  now={found.at}
                  canBook={auth.user?.id !== expert._id}
                  onBook={onBook}
                  onConsult={onConsult}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {found && found.total > expertPageSize && (
        <LazyPagination
          className="expert-pagination"
          current={page}
          pageSize={expertPageSize}
          total={found.total}
          showSizeChanger={false}
          showTotal={(total) =>
            found.capped
              ? t(
                  '{count, plural, one {More than # expert: refine your search} other {More than # experts: refine your search}}',
                  { count: total },
                )
              : t('{count, plural, one {# expert} other {# experts}}', { count: total })
          }
          onChange={onPage}
        />
      )}
    </div>
  );
}

export const ExpertResults = observer(ExpertResultsBox);
