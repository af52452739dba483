import type { ProductSearchResult } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { Drawer } from '../../shell/ui/drawer.tsx';
import { countText, formatNumber } from '../catalog/format-catalog.ts';
import type { CatalogMessages } from '../catalog/messages.ts';
import { activeFilters, filterValueLabel } from './filter-labels.ts';
import type { SearchMessages } from './messages.ts';
import { FILTERS, type SearchFilters } from './search-state.ts';

/**
 * The facets as groups of checkboxes with their counts, fields of the page's filter form (by its id,
 * wherever the panel sits): a sidebar on wide screens, a drawer on narrow ones, one copy for both.
 * A value no result has is left out unless it is ticked, so it can be unticked.
 */
export function FacetPanel({
  locale,
  formId,
  selected,
  facets,
  total,
  messages,
  catalog,
  categoryNames,
}: {
  locale: Locale;
  formId: string;
  selected: SearchFilters;
  facets: ProductSearchResult['facets'];
  total: number;
  messages: SearchMessages;
  catalog: CatalogMessages;
  categoryNames: ReadonlyMap<string, string>;
}) {
  const active = activeFilters(selected).length;
  return (
    <Drawer
      className="browse__facets"
      summary={
        active
          ? format(messages.filtersButtonCount, { count: formatNumber(active, locale) })
          : messages.filtersButton
      }
      title={messages.filters}
    >
      <div className="browse__facet-lists">
        {FILTERS.map((name) => {
          const ticked: readonly string[] = selected[name];
          const values = facets[name].filter((f) => f.count > 0 || ticked.includes(f.value));
          if (values.length === 0) return null;
          return (
            <fieldset key={name} className="fieldset facet">
              <legend>{messages[name]}</legend>
              <ul className="facet__values">
                {values.map((f) => {
                  const id = `facet-${name}-${f.value}`;
                  return (
                    <li key={f.value}>
                      <label className="choice facet__choice" htmlFor={id}>
                        <input
                          type="checkbox"
                          id={id}
                          name={name}
                          value={f.value}
                          form={formId}
                          defaultChecked={ticked.includes(f.value)}
                        />
                        <span className="facet__label">
                          {filterValueLabel(name, f.value, catalog, categoryNames)}
                        </span>{' '}
                        <span className="facet__count">{formatNumber(f.count, locale)}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
      </div>
      <button type="submit" form={formId} className="button button--primary browse__apply">
        {/* Without JavaScript the count is that of the filters last applied, so the button says what it does instead. */}
        <span className="browse__apply-static">{messages.apply}</span>
        <span className="browse__apply-instant">
          {countText(locale, total, { one: messages.showResultsOne, other: messages.showResultsOther })}
        </span>
      </button>
    </Drawer>
  );
}
