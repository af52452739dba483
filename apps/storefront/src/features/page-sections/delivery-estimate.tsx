import type { Locale } from '@store/locales';
import { estimateKind, estimateText, type EstimatedItem } from './delivery-estimate.ts';
import './page-sections.css';

/** The estimate message of a product page's item or a cart line; nothing when there is none to give. */
export function DeliveryEstimate({ locale, item }: { locale: Locale; item: EstimatedItem }) {
  const kind = estimateKind(item);
  if (!kind) return null;
  return (
    <p className="delivery-estimate" data-testid="delivery-estimate" data-estimate={kind}>
      {estimateText(locale, kind)}
    </p>
  );
}
