import type { ReactNode } from 'react';
import './chip.css';

/**
 * An active filter shown as a chip: a link to the same page without it, so it works without
 * JavaScript. Its accessible name says what following it does ("Remove filter: Kit"); the visible
 * text is the value and a cross.
 */
export function RemovableChip({
  href,
  label,
  removeLabel,
}: {
  href: string;
  label: string;
  removeLabel: string;
}) {
  return (
    <a className="chip" href={href} aria-label={removeLabel}>
      <span>{label}</span>
      <span className="chip__remove" aria-hidden="true">
        ×
      </span>
    </a>
  );
}

/** A row of chips: each child an item of the list. */
export function ChipList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="chip-list" aria-label={label}>
      {children}
    </ul>
  );
}
