import { describe, expect, it } from 'vitest';
import { pathInLocale } from './path-in-locale.ts';

describe('pathInLocale', () => {
  it('replaces the locale segment and keeps the rest', () => {
    expect(pathInLocale('/zh-sg/p/WISC-V', 'ja-jp')).toBe('/ja-jp/p/WISC-V');
    expect(pathInLocale('/zh-sg', 'ja-jp')).toBe('/ja-jp');
    expect(pathInLocale('/en-au/my-account/orders', 'en-nz')).toBe('/en-nz/my-account/orders');
  });

  it("moves a store path to the target's store id and language", () => {
    expect(pathInLocale('/store/sgassessments/en/order-status', 'ja-jp')).toBe(
      '/store/asiaassessments/en/order-status',
    );
    expect(pathInLocale('/store/auassessments/en/quickOrder', 'en-nz')).toBe(
      '/store/nzassessments/en/quickOrder',
    );
  });

  it('prefixes a page shown in the domain default locale', () => {
    expect(pathInLocale('/', 'ja-jp')).toBe('/ja-jp');
    expect(pathInLocale('/cart', 'en-nz')).toBe('/en-nz/cart');
  });
});
