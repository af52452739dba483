import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSitemapFile, sitemapFile, sitemapIndex, sitemapPath } from './sitemap-files.ts';

const localeSitemapUrls = vi.hoisted(() => vi.fn());
vi.mock('./sitemap-entries.ts', () => ({ localeSitemapUrls }));

beforeEach(() => {
  localeSitemapUrls.mockReset().mockImplementation(async (locale: string) => [
    { loc: `https://x.example/${locale}` },
    {
      loc: `https://x.example/${locale}/p/A100123`,
      lastmod: `2026-01-0${locale === 'en-us' ? 5 : 4}T00:00:00.000Z`,
    },
  ]);
});

describe('sitemap files', () => {
  it('names a locale’s first sitemap by the locale and the next parts by number', () => {
    expect(sitemapPath('fr-ca', 1)).toBe('/sitemaps/fr-ca.xml');
    expect(sitemapPath('fr-ca', 2)).toBe('/sitemaps/fr-ca-2.xml');
    expect(parseSitemapFile('fr-ca.xml')).toEqual({ locale: 'fr-ca', part: 1 });
    expect(parseSitemapFile('ja-jp-2.xml')).toEqual({ locale: 'ja-jp', part: 2 });
    for (const name of ['xx-yy.xml', 'fr-ca-1.xml', 'fr-ca-01.xml', 'fr-ca.txt', '../fr-ca.xml', 'fr-ca']) {
      expect(parseSitemapFile(name), name).toBeUndefined();
    }
  });

  it('indexes one sitemap per locale on the locale’s public origin, with its latest change', async () => {
    const xml = await sitemapIndex(new Set());
    expect(xml.match(/<sitemap>/g)).toHaveLength(10);
    expect(xml).toContain(
      '<sitemap><loc>https://assessments.example.com/sitemaps/en-us.xml</loc><lastmod>2026-01-05T00:00:00.000Z</lastmod></sitemap>',
    );
    expect(xml).toContain('<loc>https://assessments.example.asia/sitemaps/zh-sg.xml</loc>');
  });

  it('answers a part that exists and none beyond', async () => {
    expect(await sitemapFile('nl-nl', 1, new Set())).toContain(
      '<loc>https://x.example/nl-nl/p/A100123</loc>',
    );
    expect(await sitemapFile('nl-nl', 2, new Set())).toBeUndefined();
  });
});
