// Find experts (spec sections 2 and 5): debounced server-side search over verified lawyers, top-search chips,
// results in a scrolling box (max 70vh) linking to /dashboard/lawyer-profile/{id}. Neutral order, no badges.
// The search and filters live in the address (?q=&area=&city=&language=): links from the consultation landing
// and Property registration open it filtered, and a reload or a shared link shows the same search.
import {
  allConsultationTypes,
  expertListSchema,
  lawyerLanguages,
  topSearchesSchema,
  type ExpertSummary,
  type TopSearches,
} from '@contract';
import { Button, Input, Pagination, Select, Spin } from 'antd';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { useStores } from '@/stores/context';
import { ExpertAvatar } from './experts/ExpertAvatar';
import { PremiumMemberTag } from './experts/PremiumMemberTag';

export const searchDebounceMs = 300;
export const expertPageSize = 20;
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

interface Filters {
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

type Results =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; items: ExpertSummary[]; total: number; capped: boolean }
  | { state: 'failed' };

const option = (value: string) => ({ value, label: value });

/**
 * The filter selects, memoised: typing in the search box must not re-render three antd Selects per keystroke
 * (that made each keystroke cost close to the debounce, so slow machines searched half-typed words).
 */
const FilterBar = memo(function FilterBar({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (name: keyof Filters, value: string | undefined) => void;
}) {
  return (
    <div className="expert-filters">
      <Select
        allowClear
        aria-label="Practice area"
        placeholder="Practice area"
        value={filters.area}
        onChange={(value?: string) => onChange('area', value)}
        options={allConsultationTypes.map(option)}
        style={{ minWidth: 180 }}
      />
      <Select
        allowClear
        aria-label="City"
        placeholder="City"
        value={filters.city}
        onChange={(value?: string) => onChange('city', value)}
        options={expertCities.map(option)}
        style={{ minWidth: 150 }}
      />
      <Select
        allowClear
        aria-label="Language"
        placeholder="Language"
        value={filters.language}
        onChange={(value?: string) => onChange('language', value)}
        options={lawyerLanguages.map(option)}
        style={{ minWidth: 150 }}
      />
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

export default function FindExpertsPage() {
  const { api } = useStores();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [results, setResults] = useState<Results>({ state: 'idle' });
  const [top, setTop] = useState<TopSearches>({ names: [], expertise: [] });
  const [filters, setFilters] = useState<Filters>(() => filtersFrom(params));
  const [page, setPage] = useState(1);
  /** The address query this page last showed; another one came from outside (Back, a link here). */
  const shown = useRef(params.toString());
  const setFilter = useCallback((name: keyof Filters, value: string | undefined) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  }, []);
  const pick = useCallback((term: string) => {
    setQuery(term);
    setPage(1);
  }, []);
  const latest = useRef(0);

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
    let live = true;
    api
      .get('/api/experts/top-searches', { schema: topSearchesSchema })
      .then((reply) => live && setTop(reply))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => {
    const term = query.trim();
    const ticket = ++latest.current;
    const filtered = Boolean(filters.area || filters.city || filters.language);
    // An empty query clears the results (spec), unless a filter alone narrows the list.
    if (!term && !filtered) {
      setResults({ state: 'idle' });
      showInAddress('');
      return;
    }
    setResults({ state: 'loading' });
    const params = new URLSearchParams({ q: term, page: String(page), pageSize: String(expertPageSize) });
    for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
    const timer = setTimeout(() => {
      showInAddress(searchQuery(term, filters));
      api
        .get(`/api/experts?${params.toString()}`, { schema: expertListSchema })
        .then((reply) => {
          if (ticket === latest.current)
            setResults({
              state: 'done',
              items: reply.items,
              total: reply.total,
              capped: Boolean(reply.capped),
            });
        })
        .catch(() => {
          if (ticket === latest.current) setResults({ state: 'failed' });
        });
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [api, query, filters, page, showInAddress]);

  return (
    <Page
      heading="Find experts by expertise, skills or names"
      description="Experts can be found by their expertise, skills or names."
    >
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
      <FilterBar filters={filters} onChange={setFilter} />
      <ChipList label="Top searches in Names" terms={top.names} onPick={pick} />
      <ChipList label="Top searches in Expertise" terms={top.expertise} onPick={pick} />
      <div className="expert-results" style={{ maxHeight: '70vh', overflowY: 'auto' }} aria-live="polite">
        {results.state === 'idle' && <p>Search for experts.</p>}
        {results.state === 'loading' && <Spin aria-label="Searching" />}
        {results.state === 'failed' && <p role="alert">Search failed. Please try again.</p>}
        {results.state === 'done' && results.items.length === 0 && <p>No experts found.</p>}
        {results.state === 'done' && results.items.length > 0 && (
          <ul className="expert-result-list" aria-label="Experts">
            {results.items.map((expert) => (
              <li key={expert._id}>
                <Link
                  className={expert.premium ? 'expert-result expert-result-premium' : 'expert-result'}
                  to={`/dashboard/lawyer-profile/${expert._id}`}
                >
                  <ExpertAvatar name={expert.name} image={expert.image} />
                  <span className="expert-result-text">
                    <span className="expert-result-name">
                      {expert.name} {expert.premium && <PremiumMemberTag />}
                    </span>
                    <span className="expert-result-type">{expert.type}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {results.state === 'done' && results.total > expertPageSize && (
          <Pagination
            current={page}
            pageSize={expertPageSize}
            total={results.total}
            showSizeChanger={false}
            showTotal={(total) =>
              results.capped ? `More than ${total} experts: refine your search` : `${total} experts`
            }
            onChange={setPage}
          />
        )}
      </div>
    </Page>
  );
}
