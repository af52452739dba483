import {
  AGE_BANDS,
  CATEGORY_IDS,
  DELIVERY_KINDS,
  FORMATS,
  QUALIFICATION_LEVELS,
  SORT_OPTIONS,
  type AgeBand,
  type CategoryId,
  type DeliveryKind,
  type Format,
  type QualificationLevel,
  type SortOption,
} from '@store/contracts/commerce-constants';
import { isPlainText } from '@store/contracts/plain-text';
import type { Locale } from '@store/locales';
import { storePaths } from '../../shell/routing/store-paths.ts';

/**
 * The search page's state lives in its address (q, the five filters, sort, page), so a shared link
 * shows the same page. A filter may hold several values (the parameter repeated, as a GET form of
 * checkboxes sends it): a product with any one of them passes. Values the page does not know are
 * dropped rather than refused: an old or hand-edited link still shows results; a query that is not
 * plain text (a NUL byte, bytes that were not UTF-8) is an empty search.
 */

export interface SearchFilters {
  category: readonly CategoryId[];
  format: readonly Format[];
  qualification: readonly QualificationLevel[];
  age: readonly AgeBand[];
  delivery: readonly DeliveryKind[];
}

export interface SearchState extends SearchFilters {
  q: string;
  sort: SortOption;
  page: number;
}

export const FILTERS = ['category', 'format', 'qualification', 'age', 'delivery'] as const;
export type FilterName = (typeof FILTERS)[number];

export const FILTER_VALUES: { [K in FilterName]: SearchFilters[K] } = {
  category: CATEGORY_IDS,
  format: FORMATS,
  qualification: QUALIFICATION_LEVELS,
  age: AGE_BANDS,
  delivery: DELIVERY_KINDS,
};

export const NO_FILTERS: SearchFilters = {
  category: [],
  format: [],
  qualification: [],
  age: [],
  delivery: [],
};

const MAX_PAGE = 1000;
const MAX_QUERY = 200;

type RawParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function oneOf<T extends string>(values: readonly T[], raw: string | undefined): T | undefined {
  return values.find((value) => value === raw);
}

/** The known values among those given, once each, in the facet's own order (one address per set). */
function knownValues<T extends string>(values: readonly T[], raw: string | string[] | undefined): T[] {
  const given = new Set(Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]);
  return values.filter((value) => given.has(value));
}

function plainQuery(raw: string): string {
  const q = raw.trim();
  if (!isPlainText(q)) return '';
  // A cut through a character's surrogate pair drops its first half too.
  return q.slice(0, MAX_QUERY).replace(/[\uD800-\uDBFF]$/, '');
}

export function parseSearchState(params: RawParams): SearchState {
  const page = Number(first(params.page));
  return {
    q: plainQuery(first(params.q) ?? ''),
    category: knownValues(CATEGORY_IDS, params.category),
    format: knownValues(FORMATS, params.format),
    qualification: knownValues(QUALIFICATION_LEVELS, params.qualification),
    age: knownValues(AGE_BANDS, params.age),
    delivery: knownValues(DELIVERY_KINDS, params.delivery),
    sort: oneOf(SORT_OPTIONS, first(params.sort)) ?? 'recommended',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

export function hasFilters(state: SearchFilters): boolean {
  return FILTERS.some((name) => state[name].length > 0);
}

/** The state with one value of a filter taken out or put in, back on the first page. */
export function toggleFilter(state: SearchState, name: FilterName, value: string): SearchState {
  const current: readonly string[] = state[name];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, [name]: knownValues(FILTER_VALUES[name], next), page: 1 };
}

/** The address of a search state; defaults are left out so equal states have equal addresses. */
export function searchHref(locale: Locale, state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const name of FILTERS) {
    for (const value of state[name]) params.append(name, value);
  }
  if (state.sort !== 'recommended') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return storePaths(locale).search(params);
}
