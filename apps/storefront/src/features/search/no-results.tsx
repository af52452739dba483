import type { Category } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { PRODUCT_A_Z } from '../catalog/catalog-path.ts';
import type { CatalogMessages } from '../catalog/messages.ts';
import { ActiveFilters } from './active-filters.tsx';
import type { SearchMessages } from './messages.ts';
import { hasFilters, type SearchState } from './search-state.ts';

const SUGGESTED_CATEGORIES = 4;

/**
 * A search that finds nothing says what was asked, which filters left nothing (each removable), and
 * where else to look: Product A-Z, the largest categories, the customer service team.
 */
export function NoResults({
  locale,
  state,
  categories,
  messages,
  catalog,
  categoryNames,
}: {
  locale: Locale;
  state: SearchState;
  categories: Category[];
  messages: SearchMessages;
  catalog: CatalogMessages;
  categoryNames: ReadonlyMap<string, string>;
}) {
  const paths = storePaths(locale);
  return (
    <section className="search-empty" aria-labelledby="search-empty-heading">
      <h2 id="search-empty-heading">
        {state.q ? format(messages.noResultsFor, { query: state.q }) : messages.noResults}
      </h2>
      {hasFilters(state) ? (
        <>
          <p>{messages.noResultsFiltered}</p>
          <ActiveFilters
            locale={locale}
            state={state}
            messages={messages}
            catalog={catalog}
            categoryNames={categoryNames}
          />
        </>
      ) : null}
      <h3>{messages.waysOn}</h3>
      <ul className="search-empty__ways">
        <li>
          <a href={paths.category(PRODUCT_A_Z)}>{catalog.browseAz}</a>
        </li>
        <li>
          <a href={paths.contactUs}>{messages.contact}</a>
        </li>
      </ul>
      <h3>{messages.suggestedCategories}</h3>
      <ul className="search-empty__ways">
        {[...categories]
          .sort((a, b) => b.productCount - a.productCount)
          .slice(0, SUGGESTED_CATEGORIES)
          .map((c) => (
            <li key={c.id}>
              <a href={paths.category(c.id)}>{c.name}</a>
            </li>
          ))}
      </ul>
    </section>
  );
}
