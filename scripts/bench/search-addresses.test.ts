import { describe, expect, it } from 'vitest';
import { SEARCH_ADDRESSES, searchAddress, searchSequence } from './search-addresses.ts';

describe('searchAddress', () => {
  it('starts with the first word and no filter, sort or page', () => {
    expect(searchAddress(0)).toBe('/en-us/search.html?q=reading');
  });

  it('sets only what differs from the defaults', () => {
    const address = new URL(searchAddress(SEARCH_ADDRESSES - 1), 'http://x');
    expect(address.searchParams.get('q')).toBe('depression');
    expect(address.searchParams.get('sort')).toBe('name-desc');
    expect(address.searchParams.get('page')).toBe('3');
    expect(address.searchParams.get('age')).not.toBeNull();
  });

  it('wraps around past the last combination', () => {
    expect(searchAddress(SEARCH_ADDRESSES + 5)).toBe(searchAddress(5));
    expect(searchAddress(-1)).toBe(searchAddress(SEARCH_ADDRESSES - 1));
  });
});

describe('searchSequence', () => {
  it('never repeats an address before all were used, and counts them', () => {
    const sequence = searchSequence(1234);
    const seen = new Set<string>();
    for (let i = 0; i < SEARCH_ADDRESSES; i++) seen.add(sequence.next());
    expect(seen.size).toBe(SEARCH_ADDRESSES);
    expect(sequence.used()).toBe(SEARCH_ADDRESSES);
  });

  it('changes the word from one request to the next', () => {
    const sequence = searchSequence(0);
    const words = Array.from({ length: 10 }, () =>
      new URL(sequence.next(), 'http://x').searchParams.get('q'),
    );
    expect(new Set(words).size).toBe(10);
  });
});
