/**
 * The kind of store page a path asks for, for the edge's metrics: a small fixed set, so that a label
 * never grows with products, orders or tokens in paths. The store's addresses are those of
 * apps/storefront/app and its proxy (resolve-route.ts); a locale segment in front changes nothing.
 */

export const PAGE_TYPES = [
  'home',
  'product',
  'search',
  'category',
  'cart',
  'checkout',
  'account',
  'api',
  'stream',
  'static',
  'image',
  'other',
] as const;

export type PageType = (typeof PAGE_TYPES)[number];

/** The backing systems' paths the storefront forwards, and its own API routes. */
const API_PREFIXES = ['/api', '/headless', '/am', '/content', '/flags', '/payments', '/v1'];
/** Product images (apps/storefront/src/features/product-image): a share of their own. */
const PRODUCT_IMAGES = '/images/products/';
/** Next's assets and the store's public files. */
const STATIC_PREFIXES = ['/_next', '/scripts', '/images'];
const STATIC_FILE = /\.(?:js|css|map|svg|png|jpe?g|gif|webp|avif|ico|woff2?|txt|xml)$/;
const LOCALE = /^\/[a-z]{2}-[a-z]{2}(?=\/|$)/;
/** A store path: /store/{storeId}/{language}/… */
const STORE_PATH = /^\/store\/[^/]+\/[^/]+(?=\/|$)/;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function pageTypeOf(rawPath: string): PageType {
  const path = rawPath.split('?', 1)[0] ?? '/';
  // The flag service's event stream stays open for minutes: its duration is not a page's.
  if (path === '/flags/stream') return 'stream';
  if (API_PREFIXES.some((prefix) => under(path, prefix))) return 'api';
  if (path.startsWith(PRODUCT_IMAGES)) return 'image';
  if (STATIC_PREFIXES.some((prefix) => under(path, prefix)) || path === '/robots.txt') return 'static';
  const page = path.replace(LOCALE, '');
  if (page === '' || page === '/') return 'home';
  if (STORE_PATH.test(page)) {
    const rest = page.replace(STORE_PATH, '');
    if (rest === '' || rest === '/') return 'home';
    if (rest.startsWith('/quickOrder')) return 'cart';
    if (rest.startsWith('/order-status')) return 'account';
    return 'other';
  }
  if (under(page, '/p')) return 'product';
  if (page === '/search.html') return 'search';
  if (under(page, '/category')) return 'category';
  if (page === '/cart') return 'cart';
  if (under(page, '/checkout') || under(page, '/exp-checkout') || /^\/invoices\/[^/]+\/payment/.test(page))
    return 'checkout';
  if (
    ['/my-account', '/invoices', '/login', '/register', '/forgot-password', '/auth'].some((p) =>
      under(page, p),
    )
  )
    return 'account';
  if (STATIC_FILE.test(page)) return 'static';
  return 'other';
}
