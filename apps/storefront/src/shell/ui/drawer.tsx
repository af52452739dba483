import type { ReactNode } from 'react';
import './drawer.css';

/**
 * A panel behind a button on narrow screens (a disclosure: <details>, so it opens and closes
 * without JavaScript) that sits open beside the content on wide ones, where its button is not shown.
 * Opened on a narrow screen it covers the page, its button on top as the way back; Escape closes it
 * where the page loads closeDrawerOnEscape (drawer-keys.ts). One copy of the content serves both
 * layouts, laid out by CSS.
 */
export function Drawer({
  summary,
  title,
  className,
  children,
}: {
  /** The button's content: what the panel holds, with a count or a state beside it. */
  summary: ReactNode;
  /** The panel's heading, shown on wide screens where the button is not. */
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details className={`drawer${className ? ` ${className}` : ''}`}>
      <summary className="drawer__toggle button">{summary}</summary>
      <div className="drawer__panel">
        <h2 className="drawer__title">{title}</h2>
        {children}
      </div>
    </details>
  );
}
