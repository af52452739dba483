import { describe, expect, it } from 'vitest';
import { cacheKey, requestIsCacheable, responseFreshness } from './cache-policy.ts';

describe('requestIsCacheable', () => {
  it('keeps plain GETs and lets everything else through', () => {
    expect(requestIsCacheable('GET', {})).toBe(true);
    expect(requestIsCacheable('POST', {})).toBe(false);
    expect(requestIsCacheable('HEAD', {})).toBe(false);
    expect(requestIsCacheable('GET', { rsc: '1' })).toBe(false);
    expect(requestIsCacheable('GET', { authorization: 'Bearer x' })).toBe(false);
    expect(requestIsCacheable('GET', { range: 'bytes=0-10' })).toBe(false);
  });
});

describe('cacheKey', () => {
  it('tells hosts and encodings apart', () => {
    expect(cacheKey({ host: 'shop.example.ca' }, '/')).not.toBe(cacheKey({ host: 'shop.example.com' }, '/'));
    expect(cacheKey({ host: 'a', 'accept-encoding': 'gzip, br' }, '/')).not.toBe(
      cacheKey({ host: 'a' }, '/'),
    );
  });

  it('tells the forwarded scheme and host apart', () => {
    expect(cacheKey({ host: 'a', 'x-forwarded-proto': 'https' }, '/')).not.toBe(
      cacheKey({ host: 'a', 'x-forwarded-proto': 'http' }, '/'),
    );
    expect(cacheKey({ host: 'a', 'x-forwarded-host': 'b' }, '/')).toBe(cacheKey({ host: 'b' }, '/'));
  });
});

describe('responseFreshness', () => {
  it('reads the shared lifetime of a prerendered page', () => {
    expect(
      responseFreshness(200, {
        'cache-control': 's-maxage=60, stale-while-revalidate=300',
        vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
      }),
    ).toEqual({ ttlMs: 60_000, staleMs: 300_000 });
    expect(responseFreshness(200, { 'cache-control': 'public, max-age=30' })).toEqual({
      ttlMs: 30_000,
      staleMs: 0,
    });
  });

  it.each([
    ['a private answer', 200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }],
    ['no lifetime', 200, { 'cache-control': 'public' }],
    ['a max-age not marked public', 200, { 'cache-control': 'max-age=60' }],
    ['a cookie being set', 200, { 'cache-control': 's-maxage=60', 'set-cookie': 'session=1' }],
    ['a 404', 404, { 'cache-control': 's-maxage=60' }],
    ['a vary on cookies', 200, { 'cache-control': 's-maxage=60', vary: 'Cookie' }],
  ])('does not keep %s', (_label, status, headers) => {
    expect(responseFreshness(status, headers)).toBeUndefined();
  });
});
