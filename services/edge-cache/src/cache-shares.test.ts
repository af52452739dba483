import { describe, expect, it } from 'vitest';
import { CACHE_SHARES, sharedCache, shareOf } from './cache-shares.ts';

const entry = (bytes: number) => ({ body: Buffer.alloc(bytes) });

describe('the cache shares', () => {
  it('share out the whole cache', () => {
    expect(Object.values(CACHE_SHARES).reduce((sum, f) => sum + f, 0)).toBeCloseTo(1, 10);
  });

  it('put each page type in its own share, the rest in other', () => {
    expect(shareOf('/en-us/search.html?q=x')).toBe('search');
    expect(shareOf('/en-us/p/A1')).toBe('product');
    expect(shareOf('/en-us')).toBe('home');
    expect(shareOf('/en-us/category/kits')).toBe('category');
    expect(shareOf('/_next/static/a.js')).toBe('static');
    expect(shareOf('/en-us/cart')).toBe('other');
    expect(shareOf('/en-us/contact-us')).toBe('other');
  });

  it('evict only within the share that grew past its entries', () => {
    const cache = sharedCache<{ body: Buffer }>(100, 1_000_000);
    cache.set('home', 'home', entry(1));
    cache.set('product', 'product', entry(1));
    for (let i = 0; i < 100; i++) cache.set('search', `search ${i}`, entry(1));
    expect(cache.get('home', 'home')).toBeDefined();
    expect(cache.get('product', 'product')).toBeDefined();
    const kept = Array.from({ length: 100 }, (_, i) => cache.get('search', `search ${i}`)).filter(Boolean);
    expect(kept.length).toBe(100 * CACHE_SHARES.search);
    expect(cache.get('search', 'search 99')).toBeDefined();
    expect(cache.get('search', 'search 0')).toBeUndefined();
  });

  it('evict within the share that grew past its bytes, least recently read first', () => {
    const cache = sharedCache<{ body: Buffer }>(1000, 1000);
    // The product share holds 350 bytes: three entries of 110.
    for (const key of ['a', 'b', 'c']) cache.set('product', key, entry(110));
    cache.get('product', 'a');
    cache.set('product', 'd', entry(110));
    expect(cache.get('product', 'b')).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(cache.get('product', key)).toBeDefined();
  });

  it('drop the entries a test picks, or a whole share', () => {
    const cache = sharedCache<{ body: Buffer; path: string }>(1000, 1_000_000);
    cache.set('product', '1', { body: Buffer.alloc(1), path: '/en-us/p/A' });
    cache.set('product', '2', { body: Buffer.alloc(1), path: '/en-us/p/B' });
    cache.set('search', '3', { body: Buffer.alloc(1), path: '/en-us/search.html' });
    cache.drop('product', (e) => e.path === '/en-us/p/A');
    cache.drop('search');
    expect(cache.get('product', '1')).toBeUndefined();
    expect(cache.get('product', '2')).toBeDefined();
    expect(cache.get('search', '3')).toBeUndefined();
  });
});
