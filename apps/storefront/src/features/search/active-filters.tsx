import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { ChipList, RemovableChip } from '../../shell/ui/chip.tsx';
import type { CatalogMessages } from '../catalog/messages.ts';
import { activeFilters, filterValueLabel } from './filter-labels.ts';
import type { SearchMessages } from './messages.ts';
import { NO_FILTERS, searchHref, toggleFilter, type SearchState } from './search-state.ts';

/** The ticked facet values as chips, each a link to the results without it, and a link clearing them all. */
export function ActiveFilters({
  locale,
  state,
  messages,
  catalog,
  categoryNames,
}: {
  locale: Locale;
  state: SearchState;
  messages: SearchMessages;
  catalog: CatalogMessages;
  categoryNames: ReadonlyMap<string, string>;
}) {
  const active = activeFilters(state);
  if (active.length === 0) return null;
  return (
    <ChipList label={messages.activeFilters}>
      {active.map(({ name, value }) => {
        const label = filterValueLabel(name, value, catalog, categoryNames);
        return (
          <li key={`${name}=${value}`}>
            <RemovableChip
              href={searchHref(locale, toggleFilter(state, name, value))}
              label={label}
              removeLabel={format(messages.removeFilter, { value: label })}
            />
          </li>
        );
      })}
      <li>
        <a
          className="button button--quiet button--small"
          data-browse-link=""
          href={searchHref(locale, { ...state, ...NO_FILTERS, page: 1 })}
        >
          {messages.clearAll}
        </a>
      </li>
    </ChipList>
  );
}
