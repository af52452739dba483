import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots.ts';

const disallowed = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));

describe('robots.txt', () => {
  const text = robotsTxt('assessments.example.ca', new Set());

  it('keeps crawlers off carts, checkout, accounts and search in every locale', () => {
    const paths = disallowed(text);
    for (const path of [
      '/fr-ca/cart',
      '/en-us/checkout',
      '/ja-jp/my-account',
      '/nl-nl/search.html',
      '/en-gb/login',
      '/es-es/invoices',
      '/store/usassessments/en/order-status',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('also as the host’s domain serves them without a locale', () => {
    expect(disallowed(text)).toEqual(
      expect.arrayContaining(['/cart', '/checkout', '/my-account', '/search.html']),
    );
  });

  it('leaves the catalogue and editorial pages open', () => {
    for (const path of disallowed(text)) {
      expect(path).not.toMatch(/\/(p|category)(\/|$)|^\/[a-z]{2}-[a-z]{2}$/);
    }
  });

  it('names the sitemap index on the host’s locale’s public origin', () => {
    expect(text).toContain('\nSitemap: https://assessments.example.ca/sitemap.xml\n');
    expect(robotsTxt('localhost:3000', new Set(['https://shop.example.net']))).toContain(
      'Sitemap: https://shop.example.net/sitemap.xml',
    );
  });
});
