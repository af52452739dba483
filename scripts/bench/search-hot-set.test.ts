import { describe, expect, it } from 'vitest';
import { HOT_SEARCHES, HOT_VARIANTS, hotSearchAddress } from './search-hot-set.ts';

/** The parameters a search page reads, sorted: what one cache entry should be keyed on. */
const entry = (address: string) => {
  const params = new URL(address, 'http://x').searchParams;
  return [...params].filter(([name]) => name !== 'utm_source' && name !== 'bust').toSorted();
};

describe('hotSearchAddress', () => {
  it('asks every popular address before its next variant', () => {
    const first = Array.from({ length: HOT_SEARCHES }, (_, i) => hotSearchAddress(i, i));
    expect(new Set(first).size).toBe(HOT_SEARCHES);
    expect(first[0]).toBe('/en-us/search.html?q=reading');
  });

  it('asks each address in every variant, all of them the same entry once normalised', () => {
    const variants = HOT_VARIANTS.map((_, v) => hotSearchAddress(13 + v * HOT_SEARCHES, 77));
    expect(new Set(variants).size).toBe(HOT_VARIANTS.length);
    for (const address of variants) expect(entry(address)).toEqual(entry(variants[0]!));
    expect(variants.some((a) => a.includes('utm_source=newsletter'))).toBe(true);
    expect(variants.some((a) => a.endsWith('bust=77'))).toBe(true);
  });

  it('puts the parameters in another order in the reordered variant', () => {
    const filtered = HOT_SEARCHES - 1;
    const asLinked = hotSearchAddress(filtered, 0);
    const reordered = hotSearchAddress(filtered + HOT_SEARCHES, 0);
    expect(asLinked).toMatch(/\?q=[^&]+&age=/);
    expect(reordered).toMatch(/\?age=[^&]+&q=/);
  });
});
