import { describe, expect, it } from 'vitest';
import { cacheAddress, CRAWLER_FILE, PRODUCT_IMAGE_FILE, QUERY_FREE_PAGE, SEARCH_PAGE } from './cache-key.ts';
import { pageTypeOf } from './page-type.ts';

describe('cacheAddress', () => {
  it.each([
    ['/en-us?utm_source=mail&gclid=1', '/en-us'],
    ['/?bust=1', '/'],
    ['/fr-ca/?fbclid=2', '/fr-ca/'],
    ['/en-us/p/A100123?bust=7', '/en-us/p/A100123'],
    ['/p/A100123?variant=x', '/p/A100123'],
    ['/en-us/category/kits/2?sort=name-asc', '/en-us/category/kits/2'],
    ['/en-us/store/pearson/en?x=1', '/en-us/store/pearson/en'],
  ])('drops the query of a page that reads none: %s', (url, address) => {
    expect(cacheAddress(url)).toBe(address);
  });

  it.each([
    ['/en-us/search.html?bust=1&q=kit', '/en-us/search.html?q=kit'],
    [
      '/en-us/search.html?sort=name-desc&age=adult&q=kit',
      '/en-us/search.html?q=kit&age=adult&sort=name-desc',
    ],
    ['/en-us/search.html?q=a%20b', '/en-us/search.html?q=a+b'],
    ['/en-us/search.html?q=a+b', '/en-us/search.html?q=a+b'],
    ['/en-us/search.html?q=%20%20Kit%20%20Box%20', '/en-us/search.html?q=Kit++Box'],
    ['/en-us/search.html?q=first&q=second', '/en-us/search.html?q=first'],
    ['/en-us/search.html?q=&sort=recommended&page=1', '/en-us/search.html'],
    ['/en-us/search.html?page=1000&delivery=digital', '/en-us/search.html?delivery=digital&page=1000'],
    ['/en-us/search.html?page=1001&format=floppy&qualification=C', '/en-us/search.html?qualification=C'],
    ['/en-us/search.html?page=02&category=behavior', '/en-us/search.html?category=behavior'],
    ['/search.html?utm_campaign=x', '/search.html'],
    [
      '/en-us/search.html?format=manual&q=kit&format=kit',
      '/en-us/search.html?q=kit&format=kit&format=manual',
    ],
    [
      '/en-us/search.html?age=adult&format=kit&age=adolescent&format=kit&format=poster',
      '/en-us/search.html?format=kit&age=adolescent&age=adult',
    ],
    [
      '/en-us/search.html?delivery=physical&category=motor-sensory&delivery=digital&category=behavior',
      '/en-us/search.html?category=behavior&category=motor-sensory&delivery=digital&delivery=physical',
    ],
  ])('keeps the search parameters the page reads: %s', (url, address) => {
    expect(cacheAddress(url)).toBe(address);
  });

  it.each([
    ['/robots.txt?bust=1', '/robots.txt'],
    ['/sitemap.xml?x=1', '/sitemap.xml'],
    ['/sitemaps/fr-ca-2.xml?utm_source=mail', '/sitemaps/fr-ca-2.xml'],
  ])('drops the query of what crawlers read: %s', (url, address) => {
    expect(cacheAddress(url)).toBe(address);
    expect(pageTypeOf(address)).toBe('static');
    expect(new RegExp(CRAWLER_FILE).test(address)).toBe(true);
  });

  it('drops the query of a product image, which reads none', () => {
    const address = '/images/products/A100123/abcdefghijklmnop-640.avif';
    expect(cacheAddress(`${address}?w=200`)).toBe(address);
    expect(pageTypeOf(address)).toBe('image');
    expect(new RegExp(PRODUCT_IMAGE_FILE).test(address)).toBe(true);
  });

  it('does not fold the query’s case: the page shows it as typed', () => {
    expect(cacheAddress('/en-us/search.html?q=Kit')).not.toBe(cacheAddress('/en-us/search.html?q=kit'));
  });

  it.each([
    '/en-us/contact-us?topic=orders',
    '/en-us/cart?added=1',
    '/api/suggest?q=kit',
    '/_next/image?url=%2Fa.png&w=64',
    '/en-us/search.htm?q=kit',
    '/en-us/sitemap.xml?x=1',
  ])('keeps the whole address of any other route: %s', (url) => {
    expect(cacheAddress(url)).toBe(url);
  });
});

describe('the route patterns', () => {
  it.each([
    ['/', 'home'],
    ['/en-us', 'home'],
    ['/ja-jp/store/usassessments/ja', 'home'],
    ['/en-us/p/A100123', 'product'],
    ['/en-us/category/kits', 'category'],
    ['/en-us/category/kits/3', 'category'],
    ['/en-us/search.html', 'search'],
    ['/images/products/A100123/abcdefghijklmnop-640.avif', 'image'],
    ['/en-us/store/usassessments/en/quickOrder', 'cart'],
    ['/en-us/contact-us', 'other'],
  ])('agree with the page type of %s (%s)', (path, type) => {
    expect(new RegExp(QUERY_FREE_PAGE).test(path)).toBe(['home', 'product', 'category'].includes(type));
    expect(new RegExp(SEARCH_PAGE).test(path)).toBe(type === 'search');
    expect(pageTypeOf(path)).toBe(type);
  });
});
