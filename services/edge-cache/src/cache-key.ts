import {
  AGE_BANDS,
  CATEGORY_IDS,
  DELIVERY_KINDS,
  FORMATS,
  QUALIFICATION_LEVELS,
  SORT_OPTIONS,
} from '@store/contracts/commerce-constants';

/**
 * The address a cacheable request is keyed on and forwarded as: only the query parameters its page
 * reads, so that a tracking parameter, a cache buster or another order makes no new entry (issue 17).
 * What is forwarded on a miss is this address too, so that what is stored is what the key says.
 * nginx in the cluster builds the same address from these constants (scripts/lib/cluster/nginx.ts);
 * cache-rules.shared.test.ts holds both to it.
 */

const LOCALE = '(?:/[a-z]{2}-[a-z]{2})?';

/**
 * Pages rendered once per path and revalidated (ISR): the home pages (a locale's and a store's),
 * product pages and category pages, whose paging is in the path. None reads its query, so none is
 * kept. Written for PCRE too.
 */
export const QUERY_FREE_PAGE = `^${LOCALE}(?:/?|/p/[^/]+|/category(?:/.*)?|/store/[^/]+/[^/]+/?)$`;

/**
 * What crawlers read: robots.txt, the sitemap index and each sitemap (/sitemaps/{name}.xml). Rendered
 * once per address and kept for their lifetime like the pages above; none reads its query, so a cache
 * buster makes no new entry. They are static files by page type, kept in that share. PCRE too.
 */
export const CRAWLER_FILE = '^/(?:robots\\.txt|sitemap\\.xml|sitemaps/[a-z0-9-]+\\.xml)$';

/**
 * A product image's rendition (`/images/products/{code}/{version}-{width}.{type}`): immutable, and
 * it reads no query, so none is kept. A share of its own (cache-shares.ts). PCRE too.
 */
export const PRODUCT_IMAGE_FILE =
  '^/images/products/[A-Z][0-9]{6}/[A-Za-z0-9_-]{16}-[0-9]{1,4}\\.(?:avif|webp)$';

/** The search page: its state is its query (apps/storefront/src/features/search/search-state.ts). */
export const SEARCH_PAGE = `^${LOCALE}/search\\.html$`;

/**
 * The search page's parameters in the order of its key, and each filter's values in the order they
 * are kept in when several are asked. Values the page does not know are dropped, as the page drops
 * them; so are the defaults (sort `recommended`, page 1), which equal their absence.
 */
export const SEARCH_FILTERS = {
  category: CATEGORY_IDS,
  format: FORMATS,
  qualification: QUALIFICATION_LEVELS,
  age: AGE_BANDS,
  delivery: DELIVERY_KINDS,
} as const;
export const SEARCH_SORTS = SORT_OPTIONS.filter((sort) => sort !== 'recommended');
/** Pages 2 to 1000 (the page's MAX_PAGE), written without leading zeros; PCRE too. */
export const SEARCH_PAGE_NUMBER = '^(?:[2-9]|[1-9][0-9]{1,2}|1000)$';

const queryFreePage = new RegExp(QUERY_FREE_PAGE);
const crawlerFile = new RegExp(CRAWLER_FILE);
const productImageFile = new RegExp(PRODUCT_IMAGE_FILE);
const searchPage = new RegExp(SEARCH_PAGE);
const pageNumber = new RegExp(SEARCH_PAGE_NUMBER);

const known = (values: readonly string[], value: string | null) =>
  value !== null && values.includes(value) ? value : undefined;

/**
 * The query is trimmed, as the page trims it, but neither case-folded nor its inner spaces collapsed:
 * the page shows the query as typed (title, heading, search box), and the stored page must be the
 * one its key names.
 */
function searchQuery(given: URLSearchParams): string {
  const kept = new URLSearchParams();
  const q = given.get('q')?.trim();
  if (q) kept.set('q', q);
  // A filter may be repeated (several values): each known value once, in the filter's own order, so
  // the same filters asked in any order are one entry.
  for (const [name, values] of Object.entries(SEARCH_FILTERS)) {
    const asked = new Set(given.getAll(name));
    for (const value of values) if (asked.has(value)) kept.append(name, value);
  }
  const sort = known(SEARCH_SORTS, given.get('sort'));
  if (sort) kept.set('sort', sort);
  const page = given.get('page');
  if (page !== null && pageNumber.test(page)) kept.set('page', page);
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** The request's address as the cache keys and forwards it; other routes keep theirs whole. */
export function cacheAddress(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  if (queryFreePage.test(path) || crawlerFile.test(path) || productImageFile.test(path)) return path;
  if (searchPage.test(path)) return `${path}${searchQuery(new URLSearchParams(url.slice(mark + 1)))}`;
  return url;
}
