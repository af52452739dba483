import { describe, expect, it } from 'vitest';
import { hasFilters, parseSearchState, searchHref } from './search-state.ts';

describe('search state in the address', () => {
  it('reads the query, filters, sort and page', () => {
    const state = parseSearchState({
      q: '  reading ',
      category: 'behavior',
      format: 'kit',
      qualification: 'B',
      age: 'adult',
      delivery: 'digital',
      sort: 'price-desc',
      page: '3',
    });
    expect(state).toEqual({
      q: 'reading',
      category: 'behavior',
      format: 'kit',
      qualification: 'B',
      age: 'adult',
      delivery: 'digital',
      sort: 'price-desc',
      page: 3,
    });
    expect(hasFilters(state)).toBe(true);
  });

  it('falls back to the defaults for values it does not know', () => {
    const state = parseSearchState({
      category: 'astrology',
      sort: 'cheapest',
      page: '-2',
      format: ['kit', 'manual'],
    });
    expect(state).toEqual({ q: '', format: 'kit', sort: 'recommended', page: 1 });
    expect(parseSearchState({ page: '1.5' }).page).toBe(1);
    expect(parseSearchState({ page: '5000' }).page).toBe(1);
    expect(parseSearchState({ q: 'x'.repeat(300) }).q).toHaveLength(200);
  });

  it('reads a query that is not plain UTF-8 text as an empty search', () => {
    for (const q of ['\u0000', 'read\u0000ing', '\uFFFD', 'a\uD800'])
      expect(parseSearchState({ q }).q).toBe('');
  });

  it('writes an address that reads back to the same state, leaving defaults out', () => {
    const state = parseSearchState({ q: 'wisc & more', delivery: 'physical', sort: 'name-asc', page: '2' });
    const href = searchHref('fr-ca', state);
    expect(href).toBe('/fr-ca/search.html?q=wisc+%26+more&delivery=physical&sort=name-asc&page=2');
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseSearchState(params)).toEqual(state);
    expect(searchHref('en-us', parseSearchState({}))).toBe('/en-us/search.html');
  });
});
