'use client';

import type { Suggestion, SuggestionsAnswer } from '@store/contracts/suggestions';
import type { Locale } from '@store/locales';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { storePaths } from '../routing/store-paths.ts';
import './search-box.css';

const DEBOUNCE_MS = 150;

/**
 * The header's search form with auto-suggest, an ARIA combobox (APG "combobox with listbox popup").
 * Without JavaScript it is a plain GET form to the search page. Suggestions come from the storefront's
 * /api/suggest; an answer to an older input is ignored. The popup floats over the page (no layout shift).
 */
export function SearchBox({
  locale,
  lang,
  labels,
}: {
  locale: Locale;
  lang: string;
  labels: {
    label: string;
    placeholder: string;
    submit: string;
    products: string;
    categories: string;
    countOne: string;
    countOther: string;
    none: string;
  };
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [value, setValue] = useState('');
  const [answer, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);
  // An emptied box shows nothing, whatever the last answer was.
  const suggestions = value.trim() ? answer : [];

  useEffect(() => {
    const q = value.trim();
    const request = ++latest.current;
    if (!q) return;
    const timer = setTimeout(() => {
      fetch(`/api/suggest?locale=${encodeURIComponent(locale)}&q=${encodeURIComponent(q)}`)
        .then((r) => (r.ok ? (r.json() as Promise<SuggestionsAnswer>) : { suggestions: [] }))
        .then((body) => {
          if (request !== latest.current) return;
          setSuggestions(body.suggestions);
          setOpen(true);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, locale]);

  const expanded = open && suggestions.length > 0;
  // A newer, shorter answer may leave the highlight past its end.
  const current = active < suggestions.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 ? count - 1 : a - 1));
    } else if (event.key === 'Enter' && expanded && current >= 0) {
      event.preventDefault();
      window.location.assign(suggestions[current]!.href);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else setValue('');
      setActive(-1);
    }
  }

  const count = suggestions.length;
  const announcement =
    !value.trim() || !open
      ? ''
      : count === 0
        ? labels.none
        : (new Intl.PluralRules(lang).select(count) === 'one' ? labels.countOne : labels.countOther).replace(
            '{count}',
            String(count),
          );

  const groups = (['product', 'category'] as const).map((kind) => ({
    kind,
    heading: kind === 'product' ? labels.products : labels.categories,
    items: suggestions.map((s, index) => ({ ...s, index })).filter((s) => s.kind === kind),
  }));

  return (
    <form role="search" action={storePaths(locale).search()} method="get" className="search-box">
      <label htmlFor="site-search" className="visually-hidden">
        {labels.label}
      </label>
      <div className="search-box__field">
        <input
          id="site-search"
          name="q"
          type="search"
          placeholder={labels.placeholder}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && current >= 0 ? optionId(current) : undefined}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={labels.label}
          className="search-box__list"
          hidden={!expanded}
        >
          {groups
            .filter((g) => g.items.length)
            .map((group) => (
              <li key={group.kind} role="presentation">
                <span id={`${id}-${group.kind}`} className="search-box__group">
                  {group.heading}
                </span>
                <ul role="group" aria-labelledby={`${id}-${group.kind}`}>
                  {group.items.map((s) => (
                    <li
                      key={s.href}
                      id={optionId(s.index)}
                      role="option"
                      aria-selected={s.index === current}
                      className="search-box__option"
                      // mousedown, not click: the input's blur would close the list before a click lands.
                      onMouseDown={(e) => {
                        e.preventDefault();
                        window.location.assign(s.href);
                      }}
                    >
                      {s.label}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
        </ul>
      </div>
      <button type="submit">{labels.submit}</button>
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
    </form>
  );
}
