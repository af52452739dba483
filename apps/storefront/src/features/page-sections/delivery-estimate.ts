import { isQLocalItem, type Format } from '@store/contracts/commerce-constants';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { pageSectionMessages } from './messages.ts';

/** How long a physical item in stock takes to leave the warehouse with standard delivery. */
export const SHIPPING_BUSINESS_DAYS = { min: 2, max: 3 } as const;

export type EstimateKind = 'ships' | 'immediate' | 'training' | 'q-local';

/** What an estimate is worked out from: a product page's item or a cart line. */
export interface EstimatedItem {
  itemCode: string;
  format: Format;
  digital: boolean;
  /** Unknown on a cart line, which only ever holds items that could be added. */
  inStock?: boolean;
}

/**
 * When the customer gets an item (the page content's estimate messages): Q Local usages and
 * training by their own routes, other digital items at once, physical items shipped; none for a
 * physical item out of stock, whose page says so instead.
 */
export function estimateKind(item: EstimatedItem): EstimateKind | undefined {
  if (isQLocalItem(item.itemCode)) return 'q-local';
  if (item.format === 'training') return 'training';
  if (item.digital) return 'immediate';
  return item.inStock === false ? undefined : 'ships';
}

export function estimateText(locale: Locale, kind: EstimateKind): string {
  const messages = pageSectionMessages(locale).estimates;
  switch (kind) {
    case 'ships':
      return format(messages.ships, SHIPPING_BUSINESS_DAYS);
    case 'immediate':
      return messages.immediate;
    case 'training':
      return messages.training;
    case 'q-local':
      return messages.qLocal;
  }
}
