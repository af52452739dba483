import type {
  CatalogEntries,
  Category,
  Product,
  ProductSearchQuery,
  ProductSearchResult,
} from '@store/contracts/commerce';
import type { Merchandising, MerchandisingQuery } from '@store/contracts/commerce-merchandising';
import type { Locale } from '@store/locales';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { CACHE_LIFETIMES } from '../../clients/cache-manifest.ts';
import { commerce } from '../../clients/commerce/server.ts';

/**
 * Catalogue reads for server renders, cached in Next's data cache per locale and catalogue version.
 *
 * Why the version is in the key: the commerce client sends a fresh x-request-id on every call, so
 * Next's fetch cache (which keys on headers) could never hit; and a time-based cache alone would show
 * an edited product for up to its lifetime. Instead each render reads GET /catalog/version with a
 * plain fetch (no cache option: at request time Next does not cache it and, unlike `no-store`, it does
 * not turn an ISR page into a dynamic one) and looks the data up under that version. Pages revalidate
 * every CACHE_LIFETIMES.pageSeconds, so a catalogue change shows within one revalidate window, while an
 * unchanged catalogue is served from the data cache without calling the service again.
 */

function cached<A extends unknown[], R>(name: string, version: string, load: (...args: A) => Promise<R>) {
  return (...args: A) =>
    unstable_cache(() => load(...args), ['commerce', name, version, JSON.stringify(args)], {
      revalidate: CACHE_LIFETIMES.catalogDataSeconds,
    })();
}

/** Read once per render (React's cache), however many catalogue reads the page makes. */
export const catalogVersion = cache((locale: Locale): Promise<string> => commerce().catalogVersion(locale));

export async function searchCatalog(query: ProductSearchQuery): Promise<ProductSearchResult> {
  const version = await catalogVersion(query.locale);
  return cached('search', version, (q: ProductSearchQuery) => commerce().searchProducts(q))(query);
}

/** The product, or null when the code is unknown (null, not undefined, so the miss is cached too). */
export async function loadProduct(locale: Locale, code: string): Promise<Product | null> {
  const version = await catalogVersion(locale);
  return cached(
    'product',
    version,
    async (l: Locale, c: string) => (await commerce().product(l, c)) ?? null,
  )(locale, code);
}

export async function loadCategories(locale: Locale): Promise<Category[]> {
  const version = await catalogVersion(locale);
  return cached('categories', version, (l: Locale) => commerce().categories(l))(locale);
}

/** Every product the locale's site sells, with when each last changed (the sitemap). */
export async function loadCatalogEntries(locale: Locale): Promise<CatalogEntries> {
  const version = await catalogVersion(locale);
  return cached('entries', version, (l: Locale) => commerce().catalogEntries(l))(locale);
}

/**
 * The home page's programs. Popularity follows orders, which do not change the catalogue version:
 * it is kept at most catalogDataSeconds under one version, like the other reads.
 */
export async function loadMerchandising(query: MerchandisingQuery): Promise<Merchandising> {
  const version = await catalogVersion(query.locale);
  return cached('merchandising', version, (q: MerchandisingQuery) => commerce().merchandising(q))(query);
}
