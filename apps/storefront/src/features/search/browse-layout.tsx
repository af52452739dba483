import type { ProductSearchResult } from '@store/contracts/commerce';
import type { SortOption } from '@store/contracts/commerce-constants';
import type { Locale } from '@store/locales';
import type { ReactNode } from 'react';
import { catalogMessages } from '../catalog/messages.ts';
import { Pagination } from '../catalog/pagination.tsx';
import { BROWSE_FORM, ResultCount, SortSelect } from './browse-toolbar.tsx';
import { FacetPanel } from './facet-panel.tsx';
import { InstantFilters } from './instant-filters.tsx';
import { searchMessages } from './messages.ts';
import type { SearchFilters } from './search-state.ts';

/**
 * The browsing layout the search and category pages share: the facets beside the results, the
 * count and sort above them, the pages below, and the instant filters of the form BROWSE_FORM.
 * `children` are the results (or what stands for none).
 */
export function BrowseLayout({
  locale,
  selected,
  sort,
  result,
  categoryNames,
  countForms,
  hrefFor,
  children,
}: {
  locale: Locale;
  selected: SearchFilters;
  sort: SortOption;
  result: ProductSearchResult;
  categoryNames: ReadonlyMap<string, string>;
  countForms: { one: string; other: string };
  hrefFor: (page: number) => string;
  children: ReactNode;
}) {
  const messages = searchMessages(locale);
  const catalog = catalogMessages(locale);
  return (
    <div className="browse__layout">
      <FacetPanel
        locale={locale}
        formId={BROWSE_FORM}
        selected={selected}
        facets={result.facets}
        total={result.total}
        messages={messages}
        catalog={catalog}
        categoryNames={categoryNames}
      />
      <div className="browse__results">
        <div className="browse__toolbar">
          <ResultCount locale={locale} total={result.total} forms={countForms} />
          <SortSelect formId={BROWSE_FORM} sort={sort} messages={messages} />
        </div>
        {children}
        <Pagination
          locale={locale}
          page={result.page}
          pageCount={result.pageCount}
          hrefFor={hrefFor}
          messages={catalog.pagination}
        />
      </div>
      <InstantFilters formId={BROWSE_FORM} />
    </div>
  );
}
