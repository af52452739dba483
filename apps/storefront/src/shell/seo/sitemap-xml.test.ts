import { describe, expect, it } from 'vitest';
import { latest, sitemapIndexXml, splitUrls, urlSetXml } from './sitemap-xml.ts';

const urls = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ loc: `https://assessments.example.com/en-us/p/A${100000 + i}` }));

describe('sitemap documents', () => {
  it('writes a URL set with escaped addresses and lastmod only where there is a date', () => {
    const xml = urlSetXml([
      { loc: 'https://assessments.example.com/en-us', lastmod: '2026-01-05T09:00:00.000Z' },
      { loc: 'https://assessments.example.com/en-us/x?a=1&b=2' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://assessments.example.com/en-us</loc><lastmod>2026-01-05T09:00:00.000Z</lastmod></url>\n' +
        '<url><loc>https://assessments.example.com/en-us/x?a=1&amp;b=2</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('writes an index of sitemaps', () => {
    expect(sitemapIndexXml([{ loc: 'https://assessments.example.ca/sitemaps/fr-ca.xml' }])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://assessments.example.ca/sitemaps/fr-ca.xml</loc></sitemap>\n</sitemapindex>',
    );
  });

  it('keeps 50,000 addresses in one file and starts another with the next', () => {
    expect(splitUrls(urls(50_000)).map((part) => part.length)).toEqual([50_000]);
    expect(splitUrls(urls(100_001)).map((part) => part.length)).toEqual([50_000, 50_000, 1]);
  });

  it('starts another file before one would pass the size limit', () => {
    const parts = splitUrls(urls(10), { urls: 50_000, bytes: 400 });
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(urlSetXml(part))).toBeLessThanOrEqual(400);
    expect(parts.flat()).toEqual(urls(10));
  });

  it('always has a first file, empty when there is nothing to list', () => {
    expect(splitUrls([])).toEqual([[]]);
  });

  it('finds the latest date', () => {
    expect(latest(['2026-01-05T09:00:00.000Z', undefined, '2026-03-01T00:00:00.000Z'])).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(latest([undefined])).toBeUndefined();
  });
});
