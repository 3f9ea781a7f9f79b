// Find experts (spec sections 2 and 5): debounced server-side search over verified lawyers, top-search chips,
// results in a scrolling box (max 70vh) as cards (experts/ExpertCard.tsx) linking to /dashboard/lawyer-profile/{id}
// and opening the booking form at the lawyer's next free slot. Neutral order (relevance, then name), no ratings.
// The search and filters live in the address (?q=&area=&city=&language=): links from the consultation landing
// and Property registration open it filtered, and a reload or a shared link shows the same search.
// The search itself (sent once typing pauses, newest answer wins) is the experts store's.
import type { ExpertSummary } from '@contract';
import { allConsultationTypes } from '@contract/consultationTypes';
import { lawyerLanguages } from '@contract/lawyerProfileTerms';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Button, Empty } from 'antd';
import { ChoiceSelect } from '@/components/ChoiceSelect';
import { Input } from '@/components/inputs';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { useStores } from '@/stores/context';
import { expertPageSize } from '@/stores/ExpertsStore';
import { lazyPart } from '@/components/lazyPart';
import { LazyPagination } from '@/components/LazyPagination';
import { ExpertCard, ExpertCardSkeleton } from './experts/ExpertCard';
import { slotOf } from './experts/nextSlot';
import './experts/experts.css';

/** The failure's antd Result, fetched on the first failed search; until it has come, the same words and Retry. */
const FailedResult = lazy(() => import('@/components/FailedResult'));

function SearchFailed({ retry }: { retry: () => void }) {
  const title = <span role="alert">Search failed. Please try again.</span>;
  const subTitle = 'Check your connection; your search and filters are kept.';
  const retryButton = (
    <Button type="primary" icon={<ReloadOutlined />} onClick={retry}>
      Retry
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

/** The booking dialog, fetched when the screen first renders rather than with it. */
const BookingModal = lazyPart(async () => (await import('./bookings/BookingModal')).BookingModal);

export { expertPageSize, searchDebounceMs } from '@/stores/ExpertsStore';
/** Cards drawn while a search runs (about one screen of them). */
export const skeletonCards = 4;
/** The spec's results area: at most 70% of the viewport high, scrolling inside. */
const resultsBoxStyle = { maxHeight: '70vh', overflowY: 'auto' } as const;
/** Cities of the listed lawyers (a filter, so a fixed list keeps it one request per search). */
export const expertCities = [
  'New Delhi',
  'Mumbai',
  'Chennai',
  'Bengaluru',
  'Kolkata',
  'Hyderabad',
  'Pune',
  'Lucknow',
  'Kochi',
  'Ahmedabad',
];

export interface Filters {
  area?: string;
  city?: string;
  language?: string;
}

/** An address value as the option it names (any case), or undefined when it names none. */
const known = (options: readonly string[], value: string | null) =>
  value ? options.find((o) => o.toLowerCase() === value.trim().toLowerCase()) : undefined;

function filtersFrom(params: URLSearchParams): Filters {
  return {
    area: known(allConsultationTypes, params.get('area')),
    city: known(expertCities, params.get('city')),
    language: known(lawyerLanguages, params.get('language')),
  };
}

/** The address query of a search: only what is set, in a stable order. */
function searchQuery(q: string, filters: Filters): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  for (const name of ['area', 'city', 'language'] as const)
    if (filters[name]) params.set(name, filters[name]);
  return params.toString();
}

const option = (value: string) => ({ value, label: value });
const noFilters: Filters = {};
const anyFilter = (filters: Filters) => Boolean(filters.area || filters.city || filters.language);

/**
 * The filter selects, memoised: typing in the search box must not re-render three antd Selects per keystroke
 * (that made each keystroke cost close to the debounce, so slow machines searched half-typed words). Each is the
 * browser's own select, its placeholder the "any" choice. On phones they sit in one row that scrolls sideways,
 * like chips.
 */
const FilterBar = memo(function FilterBar({
  filters,
  onChange,
  onClear,
}: {
  filters: Filters;
  onChange: (name: keyof Filters, value: string | undefined) => void;
  onClear: () => void;
}) {
  return (
    <div className="expert-filters" role="group" aria-label="Filters">
      <ChoiceSelect
        clearable
        className="expert-filter expert-filter-area"
        aria-label="Practice area"
        placeholder="Practice area"
        value={filters.area}
        onChange={(value) => onChange('area', value)}
        options={allConsultationTypes.map(option)}
      />
      <ChoiceSelect
        clearable
        className="expert-filter"
        aria-label="City"
        placeholder="City"
        value={filters.city}
        onChange={(value) => onChange('city', value)}
        options={expertCities.map(option)}
      />
      <ChoiceSelect
        clearable
        className="expert-filter"
        aria-label="Language"
        placeholder="Language"
        value={filters.language}
        onChange={(value) => onChange('language', value)}
        options={lawyerLanguages.map(option)}
      />
      {anyFilter(filters) && (
        <Button type="link" className="expert-filters-clear" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  );
});

const ChipList = memo(function ChipList({
  label,
  terms,
  onPick,
}: {
  label: string;
  terms: string[];
  onPick: (term: string) => void;
}) {
  if (terms.length === 0) return null;
  return (
    <section className="expert-chips" aria-label={label}>
      <h2 className="expert-chips-heading">{label}</h2>
      <ul className="expert-chip-list">
        {terms.map((term) => (
          <li key={term}>
            <Button size="small" shape="round" onClick={() => onPick(term)}>
              {term}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
});

function FindExpertsPage() {
  const { auth, experts } = useStores();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [filters, setFilters] = useState<Filters>(() => filtersFrom(params));
  const [page, setPage] = useState(1);
  /** The expert whose booking form is open (kept while it closes, so its title does not change). */
  const [booking, setBooking] = useState<{ expert: ExpertSummary; open: boolean } | null>(null);
  const book = useCallback((expert: ExpertSummary) => setBooking({ expert, open: true }), []);
  /** The address query this page last showed; another one came from outside (Back, a link here). */
  const shown = useRef(params.toString());
  const setFilter = useCallback((name: keyof Filters, value: string | undefined) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  }, []);
  const clearFilters = useCallback(() => {
    setFilters(noFilters);
    setPage(1);
  }, []);
  const pick = useCallback((term: string) => {
    setQuery(term);
    setPage(1);
  }, []);

  useEffect(() => {
    if (params.toString() === shown.current) return;
    shown.current = params.toString();
    setQuery(params.get('q') ?? '');
    setFilters(filtersFrom(params));
    setPage(1);
  }, [params]);

  /**
   * Keeps the address in step with the search (replacing the entry: typing is not history). Through navigate,
   * which stays the same function: setSearchParams changes with every address and would re-run the search.
   */
  const showInAddress = useCallback(
    (next: string) => {
      if (next === shown.current) return;
      shown.current = next;
      navigate({ search: next ? `?${next}` : '' }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );

  useEffect(() => {
    void experts.topSearches.load();
  }, [experts]);

  // The address shows the search once it is sent (after the pause in typing).
  useEffect(
    () =>
      reaction(
        () => experts.sent,
        (sent) => sent && showInAddress(searchQuery(sent.q, sent)),
      ),
    [experts, showInAddress],
  );

  useEffect(() => {
    const term = query.trim();
    // An empty query clears the results (spec), unless a filter alone narrows the list.
    if (!term && !anyFilter(filters)) {
      void experts.search(null);
      showInAddress('');
      return;
    }
    void experts.search({ q: term, ...filters, page });
  }, [experts, query, filters, page, showInAddress]);

  // Leaving the page drops a search still waiting for typing to pause.
  useEffect(() => () => void experts.search(null), [experts]);

  const { results } = experts;
  const found = results.state === 'ready' ? results.data : undefined;
  const top = experts.topSearches.data ?? { names: [], expertise: [] };
  const filtered = anyFilter(filters);
  return (
    <Page
      heading="Find experts by expertise, skills or names"
      description="Experts can be found by their expertise, skills or names."
    >
      <div className="expert-toolbar">
        <Input
          className="expert-search"
          type="search"
          aria-label="Search experts"
          placeholder="Search by expertise, name"
          allowClear
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
        <FilterBar filters={filters} onChange={setFilter} onClear={clearFilters} />
      </div>
      <ChipList label="Top searches in Names" terms={top.names} onPick={pick} />
      <ChipList label="Top searches in Expertise" terms={top.expertise} onPick={pick} />
      <div className="expert-results" style={resultsBoxStyle} aria-live="polite">
        {results.state === 'idle' && <p className="expert-results-prompt">Search for experts.</p>}
        {results.state === 'loading' && (
          <div className="expert-grid" role="status" aria-label="Searching">
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
                <strong>No experts found.</strong>
                <br />
                <span className="muted">
                  {filtered
                    ? 'Fewer filters find more lawyers: try without a city or language.'
                    : 'Try a practice area such as Property or Family, or part of a name.'}
                </span>
              </>
            }
          >
            {filtered ? (
              <Button type="primary" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : (
              <Button onClick={() => pick('')}>Clear search</Button>
            )}
          </Empty>
        )}
        {found && found.items.length > 0 && (
          <>
            <p className="expert-results-count">
              {found.capped ? `More than ${found.total}` : found.total}{' '}
              {found.total === 1 ? 'expert' : 'experts'} · best match first, then by name
            </p>
            <ul className="expert-grid" aria-label="Experts">
              {found.items.map((expert) => (
                <li key={expert._id}>
                  <ExpertCard
                    expert={expert}
                    now={found.at}
                    canBook={auth.user?.id !== expert._id}
                    onBook={book}
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
              found.capped ? `More than ${total} experts: refine your search` : `${total} experts`
            }
            onChange={setPage}
          />
        )}
      </div>
      {booking && (
        <BookingModal
          open={booking.open}
          lawyer={booking.expert}
          suggested={booking.expert.nextSlot ? slotOf(booking.expert.nextSlot) : undefined}
          onClose={() => setBooking({ ...booking, open: false })}
          onBooked={() => {
            setBooking(null);
            navigate('/dashboard/schedules');
          }}
        />
      )}
    </Page>
  );
}

export default observer(FindExpertsPage);
