import { describe, expect, it } from 'vitest';
import { hasFilters, parseSearchState, searchHref, toggleFilter } from './search-state.ts';

const none = { category: [], format: [], qualification: [], age: [], delivery: [] };

describe('search state in the address', () => {
  it('reads the query, filters, sort and page', () => {
    const state = parseSearchState({
      q: '  reading ',
      category: 'behavior',
      format: ['manual', 'kit'],
      qualification: 'B',
      age: 'adult',
      delivery: 'digital',
      sort: 'price-desc',
      page: '3',
    });
    expect(state).toEqual({
      q: 'reading',
      category: ['behavior'],
      format: ['kit', 'manual'],
      qualification: ['B'],
      age: ['adult'],
      delivery: ['digital'],
      sort: 'price-desc',
      page: 3,
    });
    expect(hasFilters(state)).toBe(true);
    expect(hasFilters(parseSearchState({ q: 'x' }))).toBe(false);
  });

  it('drops values it does not know and repeats, and falls back to the defaults', () => {
    const state = parseSearchState({
      category: 'astrology',
      sort: 'cheapest',
      page: '-2',
      format: ['kit', 'poster', 'kit'],
    });
    expect(state).toEqual({ q: '', ...none, format: ['kit'], sort: 'recommended', page: 1 });
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

  it('writes the same address for the same filters asked in any order', () => {
    const a = parseSearchState({ format: ['manual', 'kit'], age: ['adult', 'adolescent'] });
    const b = parseSearchState({ age: ['adolescent', 'adult'], format: ['kit', 'manual'] });
    expect(searchHref('en-us', a)).toBe(searchHref('en-us', b));
    expect(searchHref('en-us', a)).toBe(
      '/en-us/search.html?format=kit&format=manual&age=adolescent&age=adult',
    );
  });

  it('puts a value in or takes it out, back on the first page', () => {
    const state = parseSearchState({ q: 'wisc', format: 'manual', page: '4' });
    const added = toggleFilter(state, 'format', 'kit');
    expect(added).toMatchObject({ q: 'wisc', format: ['kit', 'manual'], page: 1 });
    expect(toggleFilter(added, 'format', 'manual').format).toEqual(['kit']);
  });
});
