'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The product page's tabs, the APG "tabs with automatic activation" pattern: arrow keys move between
 * tabs, Home and End jump to the ends, only the selected tab is in the tab order. Every panel is in
 * the HTML; without JavaScript the stylesheet shows them all (scripting: none) and hides the tab list.
 */
export function ProductTabs({
  label,
  tabs,
  panels,
}: {
  label: string;
  tabs: { id: string; label: string }[];
  panels: ReactNode[];
}) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    setSelected(index);
    buttons.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className="product-tabs">
      <div role="tablist" aria-label={label} className="product-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
            className="product-tabs__tab"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== selected}
          className="product-tabs__panel"
        >
          {panels[index]}
        </div>
      ))}
    </div>
  );
}
