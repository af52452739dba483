import { upcSchema } from '@store/contracts/commerce';
import { describe, expect, it } from 'vitest';
import { SEARCH_CACHE_CONTROL, searchCacheHeaders, UPC_QUERY } from './search-cache.ts';

/** As Next matches a `has` value (prepare-destination.js): anchored, against the decoded value. */
const nextMatches = (value: string) => new RegExp(`^${UPC_QUERY}$`).test(value);

describe('the search page’s cache rules', () => {
  it('share the page briefly, for every locale path', () => {
    const shared = searchCacheHeaders().filter((rule) => !('has' in rule));
    expect(shared.map((rule) => rule.source)).toEqual(['/search.html', '/:locale/search.html']);
    for (const rule of shared)
      expect(rule.headers).toEqual([{ key: 'Cache-Control', value: SEARCH_CACHE_CONTROL }]);
    expect(SEARCH_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it('keep a UPC search private, with a rule after the shared one', () => {
    const rules = searchCacheHeaders();
    const upc = rules.findIndex((rule) => 'has' in rule);
    expect(upc).toBeGreaterThan(rules.findIndex((rule) => !('has' in rule)));
    expect(rules[upc]?.headers).toEqual([{ key: 'Cache-Control', value: 'private, no-store' }]);
  });

  it.each(['407350000009', ' 407350000009 '])('takes %j for a UPC, as the page does', (q) => {
    expect(upcSchema.safeParse(q.trim()).success).toBe(true);
    expect(nextMatches(q)).toBe(true);
  });

  it.each(['kit', '40735000000', '4073500000091', 'kit 407350000009'])('takes %j for no UPC', (q) => {
    expect(nextMatches(q)).toBe(false);
  });
});
