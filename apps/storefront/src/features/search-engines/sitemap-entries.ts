import { CATEGORY_IDS } from '@store/contracts/commerce-constants';
import { EDITORIAL_SLUG_PATTERN } from '@store/contracts/content';
import type { Locale } from '@store/locales';
import { loadContent, loadEditorialPage } from '../../clients/content.ts';
import { loadCatalogEntries } from '../catalog/catalog-data.ts';
import { PRODUCT_A_Z } from '../catalog/catalog-path.ts';
import { resolvePath } from '../../shell/links.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { absoluteAddress, publicOrigins } from '../../shell/seo/public-address.ts';
import { latest, type SitemapUrl } from '../../shell/seo/sitemap-xml.ts';

/**
 * What a locale's sitemap lists: its home page, the category pages (Product A-Z and each category
 * its site sells something in), every product page of its site, the contact pages, and the editorial
 * pages its header, footer and home page lead to, directly or through other editorial pages. Each page answers 200;
 * carts, checkout, accounts and search are left out (robots.txt keeps crawlers off them too).
 *
 * lastmod comes from the data: a product's last change in the catalogue, a category's latest product
 * change, an editorial page's own date. The home page, the contact pages and undated editorial pages
 * have none rather than an invented one.
 */

/** Sections of the locale's paths the storefront's own routes serve; no editorial page lives there. */
const STORE_SECTIONS = new Set([
  'category',
  'p',
  'cart',
  'checkout',
  'my-account',
  'search.html',
  'store',
  'contact-us',
  'international-contacts',
  'country-selector',
]);

/** Every string in a content tree that is a path (its links, whatever the field is called). */
function pathsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(pathsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(pathsIn);
  return [];
}

/** The editorial slugs among the links, not yet seen (marked seen now). */
function newSlugs(links: readonly string[], locale: Locale, seen: Set<string>): string[] {
  const prefix = `/${locale}/`;
  const slugs: string[] = [];
  for (const link of links) {
    const path = resolvePath(link, locale).split(/[?#]/, 1)[0] ?? '';
    if (!path.startsWith(prefix)) continue;
    const slug = path.slice(prefix.length).replace(/\/$/, '');
    if (STORE_SECTIONS.has(slug.split('/', 1)[0] ?? '') || !EDITORIAL_SLUG_PATTERN.test(slug)) continue;
    if (seen.has(slug)) continue;
    seen.add(slug);
    slugs.push(slug);
  }
  return slugs;
}

export interface EditorialEntry {
  slug: string;
  /** The page's own date (YYYY-MM-DD), when it has one. */
  updated?: string;
}

/** The published editorial pages reachable from the locale's header, footer and home page, by slug. */
export async function reachableEditorialPages(locale: Locale): Promise<EditorialEntry[]> {
  const [nav, footer, home] = await Promise.all([
    loadContent(locale, 'nav'),
    loadContent(locale, 'footer'),
    loadContent(locale, 'home'),
  ]);
  const seen = new Set<string>();
  const found: EditorialEntry[] = [];
  let frontier = newSlugs(pathsIn([nav.value, footer.value, home.value]), locale, seen);
  while (frontier.length) {
    const pages = await Promise.all(
      frontier.map(async (slug) => ({ slug, result: await loadEditorialPage(locale, slug) })),
    );
    frontier = [];
    for (const { slug, result } of pages) {
      if (!result) continue;
      found.push(result.value.updated ? { slug, updated: result.value.updated } : { slug });
      frontier.push(...newSlugs(pathsIn(result.value.sections), locale, seen));
    }
  }
  return found.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

/** Every address of the locale's sitemap, absolute on the locale's public origin, in a stable order. */
export async function localeSitemapUrls(
  locale: Locale,
  origins: ReadonlySet<string> = publicOrigins(),
): Promise<SitemapUrl[]> {
  const paths = storePaths(locale);
  const at = (path: string, lastmod?: string): SitemapUrl => ({
    loc: absoluteAddress(locale, path, origins),
    ...(lastmod ? { lastmod } : {}),
  });
  const [{ products }, editorial] = await Promise.all([
    loadCatalogEntries(locale),
    reachableEditorialPages(locale),
  ]);
  const categories = CATEGORY_IDS.flatMap((id) => {
    const inCategory = products.filter((p) => p.categories.includes(id));
    return inCategory.length ? [at(paths.category(id), latest(inCategory.map((p) => p.updatedAt)))] : [];
  });
  return [
    at(paths.home),
    ...(products.length ? [at(paths.category(PRODUCT_A_Z), latest(products.map((p) => p.updatedAt)))] : []),
    ...categories,
    ...products.map((p) => at(paths.product(p.code), p.updatedAt)),
    at(paths.contactUs),
    at(paths.internationalContacts),
    ...editorial.map((page) => at(paths.within(`/${page.slug}`), page.updated)),
  ];
}
