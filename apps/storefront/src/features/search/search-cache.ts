/**
 * The search page's HTML is the same for every visitor: it reads its address and the catalogue,
 * never a cookie or the session (prices and the cart are the browser's, as on product pages). A
 * shared cache (the edge, nginx) may therefore keep each result page briefly, keyed by its
 * normalised query (services/edge-cache/src/cache-key.ts), so that popular searches hold under load
 * (issue 17). The browser keeps nothing (max-age=0): its back button re-asks the edge. A catalogue
 * change that reaches the edge drops the kept pages at once; otherwise they are at most the shared
 * lifetime plus the stale window old.
 */
export const SEARCH_SHARED_SECONDS = 60;
export const SEARCH_STALE_SECONDS = 300;

export const SEARCH_CACHE_CONTROL = `public, max-age=0, s-maxage=${SEARCH_SHARED_SECONDS}, stale-while-revalidate=${SEARCH_STALE_SECONDS}`;

/**
 * A query that is a UPC (twelve digits, upcSchema) finds its product only while the upc flag is on,
 * which the page reads as it renders (search.page.tsx): such pages are not shared, so that switching
 * the flag shows at once. Next anchors the pattern and matches it against the decoded value.
 */
export const UPC_QUERY = '\\s*[0-9]{12}\\s*';

const SOURCES = ['/search.html', '/:locale/search.html'];

/**
 * next.config.ts's headers for the search page, with and without the locale segment. Next 16 keeps a
 * Cache-Control set there on a dynamically rendered page instead of its `private, no-store`; of two
 * rules setting it, the later wins.
 */
export function searchCacheHeaders() {
  return [
    ...SOURCES.map((source) => ({
      source,
      headers: [{ key: 'Cache-Control', value: SEARCH_CACHE_CONTROL }],
    })),
    ...SOURCES.map((source) => ({
      source,
      has: [{ type: 'query' as const, key: 'q', value: UPC_QUERY }],
      headers: [{ key: 'Cache-Control', value: 'private, no-store' }],
    })),
  ];
}
