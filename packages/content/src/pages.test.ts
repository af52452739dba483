import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_LOCALE_INFO, LOCALES, localeInfo, type Locale } from '@store/locales';
import { EDITORIAL_SLUG_PATTERN, editorialPageSchema, type EditorialPage } from '@store/contracts/content';
import { CONTENT_DATA_DIR, builtInContent, builtInEditorialPage } from './index.ts';

/**
 * The editorial pages (pages/{slug}.json per locale): the same pages in every locale, each valid,
 * every link leading to a page or a route of the store, and every content link of the header and
 * footer that is not one of the storefront's own routes answered by a page.
 */

/** Paths under /{locale}/ that the storefront serves itself (apps/storefront/app/[locale]). */
const STORE_ROUTES = [
  /^$/,
  /^contact-us$/,
  /^international-contacts$/,
  /^country-selector$/,
  /^search\.html(\?(q=[^&]+|delivery=digital|format=training))?$/,
  /^category\/[a-z0-9-]+$/,
  /^p\/[A-Z]\d{6}$/,
  /^(cart|checkout|register|login|forgot-password|my-account)$/,
  /^my-account\/[a-z-]+$/,
];

function slugsOf(locale: Locale): string[] {
  const root = join(CONTENT_DATA_DIR, locale, 'pages');
  if (!existsSync(root)) return [];
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(dir, entry.name))
        : entry.name.endsWith('.json')
          ? [relative(root, join(dir, entry.name)).slice(0, -'.json'.length)]
          : [],
    );
  return walk(root).sort();
}

function pageOf(locale: Locale, slug: string): EditorialPage {
  return editorialPageSchema.parse(
    JSON.parse(readFileSync(join(CONTENT_DATA_DIR, locale, 'pages', `${slug}.json`), 'utf8')),
  );
}

/** The store paths (requirements §2) of every store: /store/{storeId}/{language}/quickOrder and order-status. */
const STORE_PATHS = new Set(
  ALL_LOCALE_INFO.flatMap(({ storeId, language }) =>
    ['quickOrder', 'order-status'].map((page) => `/store/${storeId}/${language}/${page}`),
  ),
);

/**
 * Where a link may lead: a page of the locale, one of the store's routes, a store path, or the
 * invoice routes, which lead to the locale's invoices page.
 */
function leadsSomewhere(href: string, locale: Locale, slugs: ReadonlySet<string>): boolean {
  if (STORE_PATHS.has(href)) return true;
  if (href === `/invoices/${locale}` || href === '/store/invoices') return slugs.has('invoices');
  if (href !== `/${locale}` && !href.startsWith(`/${locale}/`)) return false;
  const rest = href.slice(locale.length + 2);
  return slugs.has(rest) || STORE_ROUTES.some((route) => route.test(rest));
}

/** The content's placeholders filled as the storefront fills them (src/shell/links.ts). */
function resolvePath(path: string, locale: Locale): string {
  const { storeId, language } = localeInfo(locale);
  return path.replaceAll('{locale}', locale).replaceAll('{lang}', language).replaceAll('{store}', storeId);
}

const enUsSlugs = slugsOf('en-us');

describe('editorial pages', () => {
  it('exist', () => {
    expect(enUsSlugs.length).toBeGreaterThan(0);
  });

  it.each(LOCALES.filter((l) => l !== 'en-us'))('%s has the same pages as en-us', (locale) => {
    expect(slugsOf(locale)).toEqual(enUsSlugs);
  });

  it.each(LOCALES)(
    '%s: every page is valid, named by a slug, and links only to pages and routes of its store',
    (locale) => {
      const slugs = new Set(slugsOf(locale));
      for (const slug of slugs) {
        expect(slug, `${locale} ${slug}`).toMatch(EDITORIAL_SLUG_PATTERN);
        const page = pageOf(locale, slug);
        const hrefs = page.sections.flatMap((s) => s.links ?? []).map((l) => l.href);
        expect(hrefs.length, `${locale}/${slug} leads nowhere`).toBeGreaterThan(0);
        const broken = hrefs.filter((href) => !leadsSomewhere(href, locale, slugs));
        expect(broken, `${locale}/${slug}`).toEqual([]);
        if (slug.startsWith('legal/') || slug === 'accessibility') {
          expect(page.updated, `${locale}/${slug} says when it last changed`).toBeDefined();
        }
      }
    },
  );

  it.each(LOCALES)('%s: every header and footer link of the store leads to a page or a route', (locale) => {
    const slugs = new Set(slugsOf(locale));
    const { nav, footer } = builtInContent(locale);
    // A section's own linkPath names its panel; the menu shows it as a button, not a link.
    const shown = [nav.utilityLinks, nav.sections.map((section) => section.children ?? []), footer];
    const paths = JSON.stringify(shown)
      .match(/"(?:linkPath|path|href)":"\/[^"]*"/g)!
      .map((match) => resolvePath(match.replace(/^"(?:linkPath|path|href)":"/, '').slice(0, -1), locale));
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !leadsSomewhere(path, locale, slugs))).toEqual([]);
  });
});

describe('builtInEditorialPage', () => {
  it('reads a page shipped in the repo, and nothing that is not one', async () => {
    expect(await builtInEditorialPage('nl-nl', 'legal/privacy')).toEqual(pageOf('nl-nl', 'legal/privacy'));
    expect(await builtInEditorialPage('nl-nl', 'legal/no-such-policy')).toBeUndefined();
    expect(await builtInEditorialPage('nl-nl', '../en-us/footer-content')).toBeUndefined();
  });
});
