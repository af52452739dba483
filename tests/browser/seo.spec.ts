import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { LOCALES, localeInfo, type Locale } from '@store/locales';
import { z } from 'zod';
import { editorialPageOf, editorialTextsOf } from './content-data.ts';
import { expect, test } from './fixtures.ts';

/**
 * What search engines read (requirements §2, Search engines): robots.txt, the sitemap index and its
 * sitemaps, whose every address answers 200, and the absolute canonical, hreflang, Open Graph,
 * Twitter and JSON-LD of the pages. The store runs with its default public origins, the locales' home
 * origins; an address on one of them is asked of the store under test by its path.
 */

const homeOrigin = (locale: Locale) => new URL(localeInfo(locale).homeAddress).origin;

/** The path (and query) of an absolute address, as the store under test serves it. */
const pathOf = (address: string) => {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
};

interface Entry {
  loc: string;
  lastmod?: string;
}

function entriesOf(xml: string, tag: 'url' | 'sitemap'): Entry[] {
  return [
    ...xml.matchAll(new RegExp(`<${tag}><loc>([^<]+)</loc>(?:<lastmod>([^<]+)</lastmod>)?</${tag}>`, 'g')),
  ].map(([, loc = '', lastmod]) => ({ loc: loc.replaceAll('&amp;', '&'), ...(lastmod ? { lastmod } : {}) }));
}

/** Runs the work on every item, at most `size` at a time. */
async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
}

/** HEAD where the store answers it, else GET. */
async function statusOf(request: APIRequestContext, path: string): Promise<number> {
  const head: APIResponse = await request.head(path, { maxRedirects: 0 });
  if (head.status() !== 405 && head.status() !== 501) return head.status();
  return (await request.get(path, { maxRedirects: 0 })).status();
}

const productLdSchema = z.object({
  '@type': z.literal('Product'),
  url: z.string(),
  image: z.string(),
  offers: z.array(z.object({ url: z.string() })),
});
const breadcrumbLdSchema = z.object({
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z.array(
    z.object({ '@type': z.literal('ListItem'), position: z.number(), name: z.string(), item: z.string() }),
  ),
});

/** The page's JSON-LD blocks that the schema reads. */
async function jsonLdOf<S extends z.ZodType>(page: Page, schema: S): Promise<Array<z.infer<S>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? [parsed.data] : [];
  });
}

const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"], meta[name="${property}"]`).first().getAttribute('content');

async function sitemapOf(request: APIRequestContext, locale: Locale): Promise<Entry[]> {
  const res = await request.get(`/sitemaps/${locale}.xml`);
  expect(res.status()).toBe(200);
  return entriesOf(await res.text(), 'url');
}

test('the sitemap index leads to a sitemap per locale, and every address listed answers 200', async ({
  request,
}) => {
  test.setTimeout(40 * 60_000);
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(index.headers()['cache-control']).toContain('public');
  const sitemaps = entriesOf(await index.text(), 'sitemap');
  // One file per locale on its own origin (the catalogue is far below a file's 50,000 addresses).
  expect(sitemaps.map((s) => s.loc)).toEqual(LOCALES.map((l) => `${homeOrigin(l)}/sitemaps/${l}.xml`));

  const addresses: string[] = [];
  for (const [at, sitemap] of sitemaps.entries()) {
    const locale = LOCALES[at]!;
    const res = await request.get(pathOf(sitemap.loc));
    expect(res.status(), sitemap.loc).toBe(200);
    const urls = entriesOf(await res.text(), 'url');
    const prefix = `${homeOrigin(locale)}/${locale}`;
    expect(urls[0]?.loc).toBe(prefix);
    for (const url of urls)
      expect(url.loc === prefix || url.loc.startsWith(`${prefix}/`), url.loc).toBe(true);
    const products = urls.filter((u) => u.loc.startsWith(`${prefix}/p/`));
    expect(products.length, locale).toBeGreaterThan(50);
    for (const product of products) expect(product.lastmod, product.loc).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(urls.some((u) => u.loc === `${prefix}/category/product-a-z`)).toBe(true);
    expect(urls.some((u) => u.loc === `${prefix}/legal/privacy`)).toBe(true);
    expect(sitemap.lastmod).toBeDefined();
    addresses.push(...urls.map((u) => u.loc));
  }
  expect(new Set(addresses).size).toBe(addresses.length);

  const failures: string[] = [];
  await inPool(addresses, 6, async (address) => {
    const status = await statusOf(request, pathOf(address));
    if (status !== 200) failures.push(`${status} ${address}`);
  });
  expect(failures).toEqual([]);
});

test('a sitemap that is not there is a 404', async ({ request }) => {
  for (const path of ['/sitemaps/xx-yy.xml', '/sitemaps/en-us-9.xml', '/sitemaps/en-us.txt']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('robots.txt keeps crawlers off carts, checkout, accounts and search, and names the sitemap', async ({
  request,
}) => {
  const res = await request.get('/robots.txt?bust=1');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await res.text();
  const disallowed = text
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));
  for (const locale of LOCALES) {
    for (const page of ['cart', 'checkout', 'my-account', 'search.html']) {
      expect(disallowed).toContain(`/${locale}/${page}`);
    }
  }
  expect(text).toContain(`Sitemap: ${homeOrigin('en-us')}/sitemap.xml`);
});

test('a product page names its absolute canonical, its alternates with x-default, its card and its offers', async ({
  page,
  request,
  consoleErrors,
}) => {
  const product = (await sitemapOf(request, 'fr-ca')).find((u) => u.loc.includes('/p/'))!;
  await page.goto(pathOf(product.loc));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', product.loc);
  const code = product.loc.split('/p/')[1]!;
  await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute('href', product.loc);
  await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute(
    'href',
    `${homeOrigin('en-ca')}/en-ca/p/${code}`,
  );
  const xDefault = await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href');
  expect(xDefault).toMatch(new RegExp(`^https://[^/]+/[a-z]{2}-[a-z]{2}/p/${code}$`));

  const title = await page.getByRole('heading', { level: 1 }).textContent();
  expect(await meta(page, 'og:title')).toContain(title);
  expect(await meta(page, 'og:url')).toBe(product.loc);
  expect(await meta(page, 'og:locale')).toBe('fr_CA');
  const image = await meta(page, 'og:image');
  const origin = new URL(product.loc).origin;
  expect(image).toMatch(new RegExp(`^${origin}/images/products/${code}/[A-Za-z0-9_-]{16}-960\\.webp$`));
  expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
  expect((await request.get(pathOf(image ?? ''))).status()).toBe(200);

  const [ld] = await jsonLdOf(page, productLdSchema);
  expect(ld?.url).toBe(product.loc);
  expect(ld?.image).toBe(image);
  expect(ld?.offers.length).toBeGreaterThan(0);
  for (const offer of ld?.offers ?? []) expect(offer.url).toBe(product.loc);
  expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});

test('home and category pages carry hreflang for every locale with x-default, and their Open Graph and Twitter cards', async ({
  page,
}) => {
  for (const [path, canonical] of [
    ['/ja-jp', `${homeOrigin('ja-jp')}/ja-jp`],
    ['/nl-nl/category/behavior', `${homeOrigin('nl-nl')}/nl-nl/category/behavior`],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    const hreflangs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(hreflangs.sort()).toEqual([...LOCALES.map((l) => localeInfo(l).htmlLang), 'x-default'].sort());
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${homeOrigin('en-us')}${path.replace(/^\/[a-z]{2}-[a-z]{2}/, '/en-us')}`,
    );
    expect(await meta(page, 'og:url')).toBe(canonical);
    expect(await meta(page, 'og:title')).toBeTruthy();
    expect(await meta(page, 'og:description')).toBeTruthy();
    expect(await meta(page, 'og:site_name')).toBeTruthy();
    expect(await meta(page, 'twitter:card')).toBe('summary');
  }
});

test('an editorial page’s BreadcrumbList mirrors its visible breadcrumb with absolute addresses', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/en-gb/legal/privacy');
  const texts = editorialTextsOf('en-gb');
  const breadcrumb = page.getByRole('navigation', { name: texts.breadcrumb });
  await expect(breadcrumb.getByRole('listitem')).toHaveText([
    texts.home,
    editorialPageOf('en-gb', 'legal/privacy').title,
  ]);
  const [list] = await jsonLdOf(page, breadcrumbLdSchema);
  expect(list?.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: texts.home, item: `${homeOrigin('en-gb')}/en-gb` },
    {
      '@type': 'ListItem',
      position: 2,
      name: editorialPageOf('en-gb', 'legal/privacy').title,
      item: `${homeOrigin('en-gb')}/en-gb/legal/privacy`,
    },
  ]);
  expect(await meta(page, 'og:type')).toBe('article');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${homeOrigin('en-gb')}/en-gb/legal/privacy`,
  );
  expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});
