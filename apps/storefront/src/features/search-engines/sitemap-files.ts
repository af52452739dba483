import { isLocale, LOCALES, type Locale } from '@store/locales';
import { absoluteAddress, publicOrigins } from '../../shell/seo/public-address.ts';
import { localeSitemapUrls } from './sitemap-entries.ts';
import { latest, sitemapIndexXml, splitUrls, urlSetXml } from '../../shell/seo/sitemap-xml.ts';

/**
 * /sitemap.xml, the index, lists each locale's sitemaps: /sitemaps/{locale}.xml, then
 * /sitemaps/{locale}-2.xml and on when a locale's addresses pass one file's limits. Each sitemap is
 * addressed on its locale's public origin, the origin of every address it lists.
 */

export const SITEMAP_INDEX_PATH = '/sitemap.xml';

export function sitemapPath(locale: Locale, part: number): string {
  return `/sitemaps/${locale}${part > 1 ? `-${part}` : ''}.xml`;
}

/** The locale and part a sitemap's file name names, or undefined for any other name. */
export function parseSitemapFile(file: string): { locale: Locale; part: number } | undefined {
  const match = /^([a-z]{2}-[a-z]{2})(?:-([2-9]|[1-9][0-9]{1,3}))?\.xml$/.exec(file);
  const locale = match?.[1];
  if (!match || !isLocale(locale)) return undefined;
  return { locale, part: Number(match[2] ?? '1') };
}

export async function sitemapIndex(origins: ReadonlySet<string> = publicOrigins()): Promise<string> {
  const perLocale = await Promise.all(
    LOCALES.map(async (locale) => ({ locale, parts: splitUrls(await localeSitemapUrls(locale, origins)) })),
  );
  return sitemapIndexXml(
    perLocale.flatMap(({ locale, parts }) =>
      parts.map((urls, index) => {
        const lastmod = latest(urls.map((url) => url.lastmod));
        const loc = absoluteAddress(locale, sitemapPath(locale, index + 1), origins);
        return lastmod ? { loc, lastmod } : { loc };
      }),
    ),
  );
}

/** One part of a locale's sitemap, or undefined when the locale has fewer parts. */
export async function sitemapFile(
  locale: Locale,
  part: number,
  origins: ReadonlySet<string> = publicOrigins(),
): Promise<string | undefined> {
  const urls = splitUrls(await localeSitemapUrls(locale, origins))[part - 1];
  return urls ? urlSetXml(urls) : undefined;
}
