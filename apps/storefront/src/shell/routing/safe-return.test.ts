import { describe, expect, it } from 'vitest';
import { isIdentityPath, safeReturnPath } from './safe-return.ts';

const ORIGIN = 'http://shop.example.com:3000';
const HOME = '/en-us';

describe('safeReturnPath (no open redirect)', () => {
  it.each([
    ['/en-us/cart', '/en-us/cart'],
    ['/en-us/search.html?q=wisc#top', '/en-us/search.html?q=wisc#top'],
    [`${ORIGIN}/fr-ca/p/123`, '/fr-ca/p/123'],
    [
      '/am/oauth2/realms/root/realms/alpha/interaction/abc',
      '/am/oauth2/realms/root/realms/alpha/interaction/abc',
    ],
  ])('keeps %s', (value, expected) => {
    expect(safeReturnPath(value, ORIGIN, HOME)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/steal'],
    ['//evil.example/steal'],
    ['/\\evil.example/steal'],
    ['javascript:alert(1)'],
    ['http://shop.example.com:3001/other-port'],
    ['en-us/cart'],
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value, ORIGIN, HOME)).toBe(HOME);
  });

  it('tells identity provider paths from store pages', () => {
    expect(isIdentityPath('/am/oauth2/realms/root/realms/alpha/interaction/x')).toBe(true);
    expect(isIdentityPath('/amazing-offers')).toBe(false);
  });
});
