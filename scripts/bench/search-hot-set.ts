import { AGE_BANDS } from '@store/contracts/commerce';
import { SEARCH_WORDS } from './search-addresses.ts';

/**
 * The popular search addresses of the load case "search pages": each word people search for alone,
 * sorted by name, and narrowed to an age band, asked in the ways one address reaches the edge in
 * practice: as the storefront links it, with its parameters in another order, with a campaign's
 * `utm_source`, and with a `bust` parameter no page reads (new on every request). Every variant of
 * an address must be answered from the same cache entry once the edge normalises its key.
 */

const FILTERS: readonly (readonly [string, string][])[] = [
  [],
  [['sort', 'name-asc']],
  [['age', AGE_BANDS[1]]],
];

export const HOT_SEARCHES = SEARCH_WORDS.length * FILTERS.length;
export const HOT_VARIANTS = ['as linked', 'reordered', 'utm_source', 'bust'] as const;

/** The `index`-th request of the hot set: addresses vary fastest, then the variant; `bust` makes the bust parameter. */
export function hotSearchAddress(index: number, bust: number): string {
  const address = index % HOT_SEARCHES;
  const word = SEARCH_WORDS[address % SEARCH_WORDS.length] ?? '';
  const filters = FILTERS[Math.floor(address / SEARCH_WORDS.length)] ?? [];
  const params: [string, string][] = [['q', word], ...filters];
  const variant = HOT_VARIANTS[Math.floor(index / HOT_SEARCHES) % HOT_VARIANTS.length];
  if (variant === 'reordered') params.reverse();
  if (variant === 'utm_source') params.push(['utm_source', 'newsletter']);
  if (variant === 'bust') params.push(['bust', String(bust)]);
  return `/en-us/search.html?${new URLSearchParams(params)}`;
}
