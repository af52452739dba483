import { describe, expect, it } from 'vitest';
import { browseAddress } from './browse-address.ts';
import { parseSearchState, searchHref } from './search-state.ts';

describe('the filter form’s address', () => {
  it('is what its GET submission asks for, less the empty query and the default sort', () => {
    const fields = new FormData();
    fields.append('q', '  ');
    fields.append('category', 'behavior');
    fields.append('format', 'kit');
    fields.append('format', 'manual');
    fields.append('sort', 'recommended');
    expect(browseAddress('http://localhost:3000/en-gb/search.html', fields)).toBe(
      '/en-gb/search.html?category=behavior&format=kit&format=manual',
    );
  });

  it('is the address the page writes for the same state, so both are one cache entry', () => {
    const fields: [string, string][] = [
      ['q', 'wisc'],
      ['format', 'kit'],
      ['age', 'adult'],
      ['sort', 'name-asc'],
    ];
    const state = parseSearchState({ q: 'wisc', format: 'kit', age: 'adult', sort: 'name-asc' });
    expect(browseAddress('/fr-ca/search.html', fields)).toBe(searchHref('fr-ca', state));
  });

  it('is the bare page when nothing is asked', () => {
    expect(browseAddress('/search.html', [['sort', 'recommended']])).toBe('/search.html');
  });
});
