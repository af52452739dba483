import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localeSitemapUrls, reachableEditorialPages } from './sitemap-entries.ts';

const loadContent = vi.hoisted(() => vi.fn());
const loadEditorialPage = vi.hoisted(() => vi.fn());
const loadCatalogEntries = vi.hoisted(() => vi.fn());
vi.mock('../../clients/content.ts', () => ({ loadContent, loadEditorialPage }));
vi.mock('../catalog/catalog-data.ts', () => ({ loadCatalogEntries }));

const page = (title: string, links: string[], updated?: string) => ({
  value: {
    title,
    description: title,
    sections: [{ heading: title, paragraphs: [], links: links.map((href) => ({ label: href, href })) }],
    ...(updated ? { updated } : {}),
  },
  source: 'content-service',
});

const PAGES: Record<string, ReturnType<typeof page>> = {
  about: page('About', ['/{locale}/legal/privacy', '/{locale}/about']),
  'legal/privacy': page('Privacy', ['/{locale}/legal/terms'], '2026-10-01'),
  'legal/terms': page('Terms', []),
};

beforeEach(() => {
  loadContent.mockReset().mockImplementation(async (_locale: string, key: string) => ({
    value:
      key === 'nav'
        ? { items: [{ path: '/{locale}/about' }, { path: '/{locale}/category/behavior' }] }
        : key === 'footer'
          ? { columns: [{ links: [{ href: '/{locale}/gone' }, { href: '/{locale}/cart' }] }] }
          : { tiles: [{ linkPath: '/store/{store}/{lang}/quickOrder' }] },
    source: 'content-service',
  }));
  loadEditorialPage.mockReset().mockImplementation(async (_locale: string, slug: string) => PAGES[slug]);
  loadCatalogEntries.mockReset().mockResolvedValue({
    products: [
      { code: 'A100123', categories: ['academic-learning'], updatedAt: '2026-01-05T09:00:00.000Z' },
      {
        code: 'B200456',
        categories: ['academic-learning', 'behavior'],
        updatedAt: '2026-02-01T10:00:00.000Z',
      },
    ],
  });
});

describe('reachableEditorialPages', () => {
  it('follows the header, footer and home links and the pages’ own links to every published page, once each', async () => {
    expect(await reachableEditorialPages('en-gb')).toEqual([
      { slug: 'about' },
      { slug: 'legal/privacy', updated: '2026-10-01' },
      { slug: 'legal/terms' },
    ]);
    const asked = loadEditorialPage.mock.calls.map(([, slug]) => slug);
    expect(asked.sort()).toEqual(['about', 'gone', 'legal/privacy', 'legal/terms']);
  });
});

describe('localeSitemapUrls', () => {
  it('lists home, categories with products, products, contact pages and editorial pages, with lastmod from the data', async () => {
    const urls = await localeSitemapUrls('en-gb', new Set());
    const origin = 'https://assessments.example.co.uk/en-gb';
    expect(urls).toEqual([
      { loc: origin },
      { loc: `${origin}/category/product-a-z`, lastmod: '2026-02-01T10:00:00.000Z' },
      { loc: `${origin}/category/academic-learning`, lastmod: '2026-02-01T10:00:00.000Z' },
      { loc: `${origin}/category/behavior`, lastmod: '2026-02-01T10:00:00.000Z' },
      { loc: `${origin}/p/A100123`, lastmod: '2026-01-05T09:00:00.000Z' },
      { loc: `${origin}/p/B200456`, lastmod: '2026-02-01T10:00:00.000Z' },
      { loc: `${origin}/contact-us` },
      { loc: `${origin}/international-contacts` },
      { loc: `${origin}/about` },
      { loc: `${origin}/legal/privacy`, lastmod: '2026-10-01' },
      { loc: `${origin}/legal/terms` },
    ]);
    expect(loadCatalogEntries).toHaveBeenCalledWith('en-gb');
  });
});
