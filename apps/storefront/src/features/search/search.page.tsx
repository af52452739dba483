import { upcSchema } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import type { Metadata } from 'next';
import { serverFlag } from '../../clients/flags/server.ts';
import { format } from '../../i18n/format.ts';
import { buildFlagContext } from '../../shell/flags/flag-context.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { loadCategories, searchCatalog } from '../catalog/catalog-data.ts';
import { catalogMessages } from '../catalog/messages.ts';
import { ProductGrid } from '../catalog/product-grid.tsx';
import { searchMessages } from './messages.ts';
import { ActiveFilters } from './active-filters.tsx';
import { BrowseLayout } from './browse-layout.tsx';
import { BROWSE_FORM } from './browse-toolbar.tsx';
import { NoResults } from './no-results.tsx';
import { FILTERS, parseSearchState, searchHref } from './search-state.ts';
import '../catalog/catalog.css';
import './search.css';

const PAGE_SIZE = 24;

type RawParams = Record<string, string | string[] | undefined>;

export function searchMetadata(rawLocale: string, params: RawParams): Metadata {
  const messages = searchMessages(localeOrNotFound(rawLocale));
  const { q } = parseSearchState(params);
  return {
    title: q ? format(messages.titleFor, { query: q }) : messages.title,
    description: messages.description,
    // Result pages are endless combinations; search engines should index the catalogue pages instead.
    robots: { index: false, follow: true },
  };
}

/**
 * With the upc flag on (requirements §9), a query that is a UPC finds the product of that item. The
 * page is rendered per request, so the flag is read here, with the shell's visitor context.
 */
async function searchesByUpc(locale: Locale, q: string | undefined): Promise<boolean> {
  if (!q || !upcSchema.safeParse(q).success) return false;
  return serverFlag('upc', buildFlagContext(locale, undefined, ''));
}

/** /search.html: results with filters, facet counts, sort and pages, all in the address (GET forms). */
export async function SearchPage({ locale: rawLocale, params }: { locale: string; params: RawParams }) {
  const locale = localeOrNotFound(rawLocale);
  const messages = searchMessages(locale);
  const catalog = catalogMessages(locale);
  const state = parseSearchState(params);
  const byUpc = await searchesByUpc(locale, state.q);
  const [result, categories] = await Promise.all([
    searchCatalog({
      locale,
      ...(byUpc ? { upc: state.q } : state.q ? { q: state.q } : {}),
      ...Object.fromEntries(FILTERS.filter((f) => state[f].length > 0).map((f) => [f, state[f]])),
      sort: state.sort,
      page: state.page,
      pageSize: PAGE_SIZE,
    }),
    loadCategories(locale),
  ]);
  const categoryNames = new Map(categories.map((c) => [c.id, c.name]));
  const title = state.q ? format(messages.titleFor, { query: state.q }) : messages.title;

  return (
    <div className="search-page browse">
      <h1>{title}</h1>
      <form
        id={BROWSE_FORM}
        action={storePaths(locale).search()}
        method="get"
        className="search-page__form"
        role="search"
        aria-label={messages.formLabel}
      >
        <label htmlFor="search-query">{messages.query}</label>
        <div className="search-page__query">
          <input id="search-query" name="q" type="search" defaultValue={state.q} />
          <button type="submit" className="button button--primary">
            {messages.submit}
          </button>
        </div>
      </form>
      <BrowseLayout
        locale={locale}
        selected={state}
        sort={state.sort}
        result={result}
        categoryNames={categoryNames}
        countForms={{ one: messages.resultsOne, other: messages.resultsOther }}
        hrefFor={(page) => searchHref(locale, { ...state, page })}
      >
        {result.products.length ? (
          <ActiveFilters
            locale={locale}
            state={state}
            messages={messages}
            catalog={catalog}
            categoryNames={categoryNames}
          />
        ) : null}
        {result.products.length ? (
          <ProductGrid
            locale={locale}
            products={result.products}
            firstPosition={(result.page - 1) * result.pageSize + 1}
            listName={messages.title}
            messages={catalog}
          />
        ) : (
          <NoResults
            locale={locale}
            state={state}
            categories={categories}
            messages={messages}
            catalog={catalog}
            categoryNames={categoryNames}
          />
        )}
      </BrowseLayout>
    </div>
  );
}
