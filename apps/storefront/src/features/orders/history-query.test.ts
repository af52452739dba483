import { describe, expect, it } from 'vitest';
import { historyHref, historyQuery } from './history-query.ts';

describe('historyQuery', () => {
  it('reads the search and the cursor from the address', () => {
    expect(historyQuery({ q: '  US-2026-000123 ', cursor: 'abc_DEF-1' })).toEqual({
      q: 'US-2026-000123',
      cursor: 'abc_DEF-1',
    });
  });

  it('leaves out an empty search and a mangled cursor', () => {
    expect(historyQuery({ q: '   ', cursor: 'not a cursor!' })).toEqual({});
    expect(historyQuery({})).toEqual({});
  });

  it('takes the first of repeated values and cuts a long search to what commerce takes', () => {
    expect(historyQuery({ q: ['first', 'second'] })).toEqual({ q: 'first' });
    expect(historyQuery({ q: 'x'.repeat(80) }).q).toHaveLength(60);
  });
});

describe('historyHref', () => {
  it('writes the query into the page address, or leaves it bare', () => {
    expect(historyHref('/en-us/my-account/orders', {})).toBe('/en-us/my-account/orders');
    expect(historyHref('/en-us/my-account/orders', { q: 'Record form', cursor: 'c1' })).toBe(
      '/en-us/my-account/orders?q=Record+form&cursor=c1',
    );
  });
});
