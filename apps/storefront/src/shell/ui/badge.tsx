import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning';

/**
 * A short label set apart from the text around it (a qualification level, "Default", a status).
 * The words carry the meaning; the tone only echoes it, so nothing depends on colour alone.
 */
export function Badge({
  children,
  tone = 'neutral',
  id,
  className,
}: {
  children: ReactNode;
  tone?: BadgeTone;
  id?: string;
  className?: string;
}) {
  return (
    <span id={id} className={`badge badge--${tone}${className ? ` ${className}` : ''}`}>
      {children}
    </span>
  );
}
