import { beforeEach, describe, expect, it, vi } from 'vitest';
import { robotsRoute, sitemapFileRoute, sitemapIndexRoute } from './search-engine-routes.ts';
import type * as SitemapFiles from './sitemap-files.ts';

const sitemapIndex = vi.hoisted(() => vi.fn());
const sitemapFile = vi.hoisted(() => vi.fn());
vi.mock('./sitemap-files.ts', async (original) => ({
  ...(await original<typeof SitemapFiles>()),
  sitemapIndex,
  sitemapFile,
}));

beforeEach(() => {
  sitemapIndex.mockReset().mockResolvedValue('<sitemapindex/>');
  sitemapFile.mockReset().mockResolvedValue('<urlset/>');
});

describe('the search engines’ routes', () => {
  it('answer the sitemaps as XML the edge keeps for a page’s lifetime', async () => {
    for (const res of [await sitemapIndexRoute(), await sitemapFileRoute('fr-ca.xml')]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=600');
    }
    expect(sitemapFile).toHaveBeenCalledWith('fr-ca', 1);
  });

  it('answer a 404 problem for a sitemap that is not there, and a 503 when the data is not', async () => {
    expect((await sitemapFileRoute('xx-yy.xml')).status).toBe(404);
    sitemapFile.mockResolvedValue(undefined);
    const missing = await sitemapFileRoute('fr-ca-3.xml');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('application/problem+json');
    sitemapIndex.mockRejectedValue(new Error('commerce down'));
    const down = await sitemapIndexRoute();
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
  });

  it('answer robots.txt for the request’s host', async () => {
    const res = robotsRoute(
      new Request('http://store/robots.txt', { headers: { host: 'assessments.example.co.uk' } }),
    );
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('public');
    expect(await res.text()).toContain('Sitemap: https://assessments.example.co.uk/sitemap.xml');
  });
});
