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
 * shows the same page. Values the page does not know are dropped rather than refused: an old or
 * hand-edited link still shows results; a query that is not plain text (a NUL byte, bytes that were
 * not UTF-8) is an empty search.
 */

export interface SearchState {
  q: string;
  category?: CategoryId;
  format?: Format;
  qualification?: QualificationLevel;
  age?: AgeBand;
  delivery?: DeliveryKind;
  sort: SortOption;
  page: number;
}

export const FILTERS = ['category', 'format', 'qualification', 'age', 'delivery'] as const;
export type FilterName = (typeof FILTERS)[number];

export const FILTER_VALUES: { [K in FilterName]: readonly NonNullable<SearchState[K]>[] } = {
  category: CATEGORY_IDS,
  format: FORMATS,
  qualification: QUALIFICATION_LEVELS,
  age: AGE_BANDS,
  delivery: DELIVERY_KINDS,
};

const MAX_PAGE = 1000;
const MAX_QUERY = 200;

type RawParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function oneOf<T extends string>(values: readonly T[], raw: string | undefined): T | undefined {
  return (values as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined;
}

function plainQuery(raw: string): string {
  const q = raw.trim();
  if (!isPlainText(q)) return '';
  // A cut through a character's surrogate pair drops its first half too.
  return q.slice(0, MAX_QUERY).replace(/[\uD800-\uDBFF]$/, '');
}

export function parseSearchState(params: RawParams): SearchState {
  const page = Number(first(params.page));
  const state: SearchState = {
    q: plainQuery(first(params.q) ?? ''),
    sort: oneOf(SORT_OPTIONS, first(params.sort)) ?? 'recommended',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
  for (const name of FILTERS) {
    const value = oneOf<string>(FILTER_VALUES[name], first(params[name]));
    if (value) Object.assign(state, { [name]: value });
  }
  return state;
}

export function hasFilters(state: SearchState): boolean {
  return FILTERS.some((name) => state[name] !== undefined);
}

/** The address of a search state; defaults are left out so equal states have equal addresses. */
export function searchHref(locale: Locale, state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const name of FILTERS) {
    const value = state[name];
    if (value) params.set(name, value);
  }
  if (state.sort !== 'recommended') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return storePaths(locale).search(params);
}
