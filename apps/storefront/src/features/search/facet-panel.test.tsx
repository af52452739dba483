import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalogMessages } from '../catalog/messages.ts';
import { ActiveFilters } from './active-filters.tsx';
import { FacetPanel } from './facet-panel.tsx';
import { searchMessages } from './messages.ts';
import { NO_FILTERS, parseSearchState } from './search-state.ts';

const facets = {
  category: [
    { value: 'behavior', count: 12 },
    { value: 'motor-sensory', count: 0 },
    { value: 'speech-language', count: 1200 },
  ],
  format: [
    { value: 'kit', count: 7 },
    { value: 'manual', count: 0 },
  ],
  qualification: [],
  age: [],
  delivery: [],
};
const names = new Map([
  ['behavior', 'Behavior'],
  ['motor-sensory', 'Motor & sensory'],
  ['speech-language', 'Speech & language'],
]);

function panel(locale: 'en-us' | 'fr-ca', selected = NO_FILTERS) {
  return renderToStaticMarkup(
    <FacetPanel
      locale={locale}
      formId="f"
      selected={selected}
      facets={facets}
      total={3}
      messages={searchMessages(locale)}
      catalog={catalogMessages(locale)}
      categoryNames={names}
    />,
  );
}

describe('the facet panel', () => {
  it('lists each value with results as a checkbox of the filter form, with its count in the locale', () => {
    const html = panel('fr-ca');
    expect(html).toContain('form="f" name="category" value="behavior"');
    expect(html).toContain('Trousse');
    expect(html).toMatch(/Speech &amp; language<\/span> <span class="facet__count">1\s200<\/span>/);
    // No result has these, and they are not ticked: left out.
    expect(html).not.toContain('value="motor-sensory"');
    expect(html).not.toContain('value="manual"');
  });

  it('keeps a ticked value that has no results, ticked, so it can be unticked; the button counts the filters', () => {
    const html = panel('en-us', { ...NO_FILTERS, format: ['manual'], category: ['behavior'] });
    expect(html).toMatch(/name="format" checked="" value="manual"/);
    expect(html).toMatch(/name="category" checked="" value="behavior"/);
    expect(html).toContain('Filters (2)');
    expect(html).toContain('Show 3 products');
  });
});

describe('the active filters', () => {
  it('are chips that each lead to the results without them, and a link clearing them all', () => {
    const state = parseSearchState({ q: 'wisc', format: ['kit', 'manual'], age: 'adult', page: '3' });
    const html = renderToStaticMarkup(
      <ActiveFilters
        locale="en-us"
        state={state}
        messages={searchMessages('en-us')}
        catalog={catalogMessages('en-us')}
        categoryNames={names}
      />,
    );
    expect(html).toContain('aria-label="Active filters"');
    expect(html).toContain(
      'href="/en-us/search.html?q=wisc&amp;format=manual&amp;age=adult" aria-label="Remove filter: Kit"',
    );
    expect(html).toContain('aria-label="Remove filter: Adults (18–64)"');
    expect(html).toMatch(/href="\/en-us\/search.html\?q=wisc"[^>]*>Clear all</);
  });

  it('are nothing without filters', () => {
    const html = renderToStaticMarkup(
      <ActiveFilters
        locale="en-us"
        state={parseSearchState({ q: 'wisc' })}
        messages={searchMessages('en-us')}
        catalog={catalogMessages('en-us')}
        categoryNames={names}
      />,
    );
    expect(html).toBe('');
  });
});
