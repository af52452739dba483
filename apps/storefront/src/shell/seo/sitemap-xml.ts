/**
 * The sitemap protocol's documents (sitemaps.org): a sitemap index and URL sets, each within the
 * protocol's limits of 50,000 addresses and 50 MB (uncompressed) per file.
 */

export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

export interface SitemapUrl {
  /** Absolute address. */
  loc: string;
  /** ISO 8601; absent when the page's data carries no date of its own. */
  lastmod?: string;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_CLOSE = '</urlset>\n';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl): string {
  const date = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${date}</${tag}>\n`;
}

/** The latest of the dates (ISO 8601 in UTC compare as text), or none. */
export function latest(dates: ReadonlyArray<string | undefined>): string | undefined {
  let last: string | undefined;
  for (const date of dates) if (date && (!last || date > last)) last = date;
  return last;
}

/**
 * The addresses split into files the protocol accepts, in their order: a new file whenever the next
 * address would pass 50,000 addresses or 50 MB. Always at least one file, so that a locale's first
 * sitemap exists even while it lists nothing.
 */
export function splitUrls(
  urls: readonly SitemapUrl[],
  limits = { urls: SITEMAP_MAX_URLS, bytes: SITEMAP_MAX_BYTES },
): SitemapUrl[][] {
  const envelope = Buffer.byteLength(XML_HEAD + URLSET_OPEN + URLSET_CLOSE);
  let current: SitemapUrl[] = [];
  const parts = [current];
  let bytes = envelope;
  for (const url of urls) {
    const size = Buffer.byteLength(entry('url', url));
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      current = [];
      parts.push(current);
      bytes = envelope;
    }
    current.push(url);
    bytes += size;
  }
  return parts;
}

export function urlSetXml(urls: readonly SitemapUrl[]): string {
  return `${XML_HEAD}${URLSET_OPEN}${urls.map((url) => entry('url', url)).join('')}${URLSET_CLOSE}`;
}

export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps
    .map((sitemap) => entry('sitemap', sitemap))
    .join('')}</sitemapindex>\n`;
}
