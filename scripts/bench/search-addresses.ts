import { AGE_BANDS, DELIVERY_KINDS, FORMATS, SORT_OPTIONS } from '@store/contracts/commerce';

/**
 * Search result addresses of the en-us store, none asked twice in a run: a word people search for,
 * combined with a sort, an age band, a delivery kind, a format and a page. Every combination is a
 * different entry for nginx's cache and for the storefront's data cache (keyed on the whole query),
 * so each request is rendered and searched afresh.
 */

export const SEARCH_WORDS = [
  'reading',
  'memory',
  'behavior',
  'anxiety',
  'language',
  'attention',
  'speech',
  'adaptive',
  'math',
  'depression',
] as const;
const PAGES = [1, 2, 3] as const;

/** Every dimension with "no filter" first; the address leaves out what is not set. */
const DIMENSIONS = [
  SEARCH_WORDS,
  SORT_OPTIONS,
  ['', ...AGE_BANDS],
  ['', ...DELIVERY_KINDS],
  ['', ...FORMATS],
  PAGES.map(String),
] as const;

export const SEARCH_ADDRESSES = DIMENSIONS.reduce((n, values) => n * values.length, 1);

/** The index-th combination (mixed radix, the word varying fastest). */
export function searchAddress(index: number): string {
  let rest = ((index % SEARCH_ADDRESSES) + SEARCH_ADDRESSES) % SEARCH_ADDRESSES;
  const picked = DIMENSIONS.map((values) => {
    const value = values[rest % values.length] ?? '';
    rest = Math.floor(rest / values.length);
    return value;
  });
  const [q = '', sort, age, delivery, format, page] = picked;
  const params = new URLSearchParams({ q });
  if (sort && sort !== 'recommended') params.set('sort', sort);
  if (age) params.set('age', age);
  if (delivery) params.set('delivery', delivery);
  if (format) params.set('format', format);
  if (page && page !== '1') params.set('page', page);
  return `/en-us/search.html?${params}`;
}

/** Prime and not a factor of SEARCH_ADDRESSES: stepping by it visits every address once, spread over all words. */
const STRIDE = 7919;

/**
 * Addresses one after the other from `start`, never the same twice until all were used; `used`
 * counts them. Start at random for each benchmark: the storefront's data cache lives in its build
 * folder, which outlives one run.
 */
export function searchSequence(start: number): { next(): string; used(): number } {
  let used = 0;
  return {
    next: () => searchAddress(start + STRIDE * used++),
    used: () => used,
  };
}
