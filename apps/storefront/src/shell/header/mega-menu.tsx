'use client';

import type { NavMenuItem } from '@store/contracts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMobileMenu } from './mobile-menu.tsx';

/**
 * The primary mega menu as a disclosure navigation (WAI-ARIA APG): each section is a button that
 * shows its panel; arrows move between sections, Escape closes and returns focus, leaving closes.
 * A panel's links are rendered while it is open: closed, they were two fifths of every page's
 * elements, sent and hydrated on each first visit for nothing (requirements §10.11). The empty
 * panel keeps its id, so each button's aria-controls names an element from the start.
 */
export function MegaMenu({ id, label, sections }: { id: string; label: string; sections: NavMenuItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | undefined>(undefined);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const navRef = useRef<HTMLElement>(null);
  const { open: mobileOpen } = useMobileMenu();

  useEffect(() => {
    if (openIndex === undefined) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenIndex(undefined);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [openIndex]);

  const focusButton = (index: number) => {
    const count = sections.length;
    buttons.current[(index + count) % count]?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    switch (event.key) {
      case 'ArrowRight':
        event.preventDefault();
        focusButton(index + 1);
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusButton(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusButton(0);
        break;
      case 'End':
        event.preventDefault();
        focusButton(sections.length - 1);
        break;
      case 'ArrowDown': {
        event.preventDefault();
        setOpenIndex(index);
        const panelId = sections[index]?.ariaControlsId;
        requestAnimationFrame(() => {
          if (panelId) document.getElementById(panelId)?.querySelector<HTMLAnchorElement>('a')?.focus();
        });
        break;
      }
      default:
    }
  };

  const onPanelKey = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpenIndex(undefined);
      buttons.current[index]?.focus();
    }
  };

  return (
    <nav
      id={id}
      ref={navRef}
      aria-label={label}
      className="mega-nav"
      data-mobile-open={mobileOpen}
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpenIndex(undefined);
      }}
    >
      <ul className="mega-nav__sections">
        {sections.map((section, index) => {
          const panelId = section.ariaControlsId ?? `mega-panel-${index}`;
          const expanded = openIndex === index;
          return (
            <li key={panelId} className="mega-nav__section" onKeyDown={(event) => onPanelKey(event, index)}>
              <button
                type="button"
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                className="mega-nav__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                aria-label={section.ariaLabel}
                onClick={() => setOpenIndex(expanded ? undefined : index)}
                onKeyDown={(event) => onButtonKey(event, index)}
              >
                {section.title}
              </button>
              <div id={panelId} className="mega-panel" hidden={!expanded}>
                {expanded ? <PanelGroups groups={section.children ?? []} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function PanelGroups({ groups }: { groups: NavMenuItem[] }) {
  return groups.map((group) =>
    group.thumbnailImagePath ? (
      <a key={group.title} className="mega-promo" href={group.linkPath} aria-label={group.ariaLabel}>
        <img src={group.thumbnailImagePath} alt="" width={240} height={120} loading="lazy" />
        <strong>{group.title}</strong>
        {group.description ? <span>{group.description}</span> : null}
      </a>
    ) : (
      <div key={group.title} className="mega-group">
        <h2 className="mega-group__title">{group.title}</h2>
        <ul>
          {(group.children ?? []).map((item) => (
            <li key={`${item.title}-${item.linkPath ?? ''}`}>
              <a
                href={item.linkPath}
                aria-label={item.ariaLabel}
                {...(item.openInNewWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
    ),
  );
}
