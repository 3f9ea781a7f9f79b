// The experts search's filters (practice area, city, language, available now) and how they live in the address
// (?q=&area=&city=&language=&availableNow=true), so a link, a reload or a shared search shows the same list.
import { allConsultationTypes } from '@contract/consultationTypes';
import { lawyerLanguages } from '@contract/lawyerProfileTerms';

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
  /** 'true': only lawyers taking calls now (Consult now, #58). */
  availableNow?: 'true';
}

/** An address value as the option it names (any case), or undefined when it names none. */
const known = (options: readonly string[], value: string | null) =>
  value ? options.find((o) => o.toLowerCase() === value.trim().toLowerCase()) : undefined;

export function filtersFrom(params: URLSearchParams): Filters {
  return {
    area: known(allConsultationTypes, params.get('area')),
    city: known(expertCities, params.get('city')),
    language: known(lawyerLanguages, params.get('language')),
    availableNow: params.get('availableNow') === 'true' ? 'true' : undefined,
  };
}

/** The address query of a search: only what is set, in a stable order. */
export function searchQuery(q: string, filters: Filters): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  for (const name of ['area', 'city', 'language', 'availableNow'] as const)
    if (filters[name]) params.set(name, filters[name]);
  return params.toString();
}

export const noFilters: Filters = {};
export const anyFilter = (filters: Filters) =>
  Boolean(filters.area || filters.city || filters.language || filters.availableNow);
