import { describe, expect, it } from 'vitest';
import { catalogHref, parseCatalogPath } from './catalog-path.ts';

describe('catalogue paths', () => {
  it.each([
    ['behavior', [], { kind: 'category', category: 'behavior', page: 1 }],
    ['behavior', ['3'], { kind: 'category', category: 'behavior', page: 3 }],
    ['product-a-z', [], { kind: 'az', page: 1 }],
    ['product-a-z', ['2'], { kind: 'az', page: 2 }],
    ['product-a-z', ['b'], { kind: 'az', letter: 'B', page: 1 }],
    ['product-a-z', ['0-9', '4'], { kind: 'az', letter: '0', page: 4 }],
  ])('reads %s %j', (category, rest, expected) => {
    const parsed = parseCatalogPath(category, rest);
    expect(parsed).toEqual(expected);
    expect(parseCatalogPath(category, catalogHref('en-us', parsed!).split('/').slice(4))).toEqual(expected);
  });

  it.each([
    ['astrology', []],
    ['behavior', ['0']],
    ['behavior', ['2', '3']],
    ['product-a-z', ['ab']],
    ['product-a-z', ['b', 'x']],
    ['product-a-z', ['2', '3']],
  ])('refuses %s %j', (category, rest) => {
    expect(parseCatalogPath(category, rest)).toBeUndefined();
  });
});
