// Find experts (spec sections 2 and 5): debounced server-side search over verified lawyers, top-search chips,
// results in a scrolling box (max 70vh) as cards (experts/ExpertCard.tsx) linking to /dashboard/lawyer-profile/{id}
// and opening the booking form at the lawyer's next free slot. Neutral order (relevance, then name), no ratings.
// The search and filters live in the address (?q=&area=&city=&language=): links from the consultation landing
// and Property registration open it filtered, and a reload or a shared link shows the same search.
// The search itself (sent once typing pauses, newest answer wins) is the experts store's; the filters, chips and
// results are their own parts in experts/.
import type { ExpertSummary } from '@contract';
import { Input } from '@/components/inputs';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { lazyPart } from '@/components/lazyPart';
import { ChipList } from './experts/ChipList';
import { ExpertResults } from './experts/ExpertResults';
import { anyFilter, filtersFrom, noFilters, searchQuery, type Filters } from './experts/expertFilters';
import { FilterBar } from './experts/FilterBar';
import { slotOf } from './experts/nextSlot';
import './experts/experts.css';

/** The booking dialog, fetched when the screen first renders rather than with it. */
const BookingModal = lazyPart(async () => (await import('./bookings/BookingModal')).BookingModal);
/** Consult now's call dialog (#58), fetched when a client first presses it. */
const ConsultNowDialog = lazyPart(
  async () =>
    (
      await Promise.all([
        import('./instant/ConsultNowDialog'),
        import('@/stores/instantStoreLoader').then((m) => m.loadInstantStore()),
      ])
    )[0].ConsultNowDialog,
);

function FindExpertsPage() {
  const { experts } = useStores();
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [filters, setFilters] = useState<Filters>(() => filtersFrom(params));
  const [page, setPage] = useState(1);
  /** The expert whose booking form is open (kept while it closes, so its title does not change). */
  const [booking, setBooking] = useState<{ expert: ExpertSummary; open: boolean } | null>(null);
  const book = useCallback((expert: ExpertSummary) => setBooking({ expert, open: true }), []);
  /** The available lawyer a client is calling now. */
  const [calling, setCalling] = useState<ExpertSummary | null>(null);
  /** The address query this page last showed; another one came from outside (Back, a link here). */
  const shown = useRef(params.toString());
  const setFilter = useCallback(<K extends keyof Filters>(name: K, value: Filters[K]) => {
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
  const clearSearch = useCallback(() => pick(''), [pick]);

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

  const top = experts.topSearches.data ?? { names: [], expertise: [] };
  return (
    <Page
      heading={t('Find experts by expertise, skills or names')}
      description={t('Experts can be found by their expertise, skills or names.')}
    >
      <div className="expert-toolbar">
        <Input
          className="expert-search"
          type="search"
          aria-label={t('Search experts')}
          placeholder={t('Search by expertise, name')}
          allowClear
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
        <FilterBar filters={filters} onChange={setFilter} onClear={clearFilters} />
      </div>
      <ChipList label={t('Top searches in Names')} terms={top.names} onPick={pick} />
      <ChipList label={t('Top searches in Expertise')} terms={top.expertise} onPick={pick} shown={t} />
      <ExpertResults
        page={page}
        filtered={anyFilter(filters)}
        onPage={setPage}
        onClearFilters={clearFilters}
        onClearSearch={clearSearch}
        onBook={book}
        onConsult={setCalling}
      />
      {calling && <ConsultNowDialog lawyer={calling} onClose={() => setCalling(null)} />}
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
