import type { QualificationLevel } from '@store/contracts/commerce-constants';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { Badge } from '../../shell/ui/badge.tsx';
import { catalogMessages } from '../catalog/messages.ts';
import { productMessages } from './messages.ts';

/**
 * The level a product needs, named as the store's scheme names it (docs/qualifications.md), and a
 * disclosure saying what it means: who may buy it and what the account needs. A native <details>,
 * so it opens by keyboard and touch alike, with no script.
 */
export function QualificationBadge({ locale, level }: { locale: Locale; level: QualificationLevel }) {
  const name = catalogMessages(locale).levels[level];
  const messages = productMessages(locale);
  return (
    <div className="qualification-badge" data-testid="qualification-badge">
      <Badge tone={level === 'A' ? 'success' : 'info'}>{name}</Badge>
      <details className="qualification-badge__about">
        <summary>{format(messages.levelExplain, { level: name })}</summary>
        <p>{messages.levelExplanations[level]}</p>
      </details>
    </div>
  );
}
