import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@store/locales';
import type enOrders from '../../apps/storefront/src/features/orders/messages/en-us.json';
import { ROOT } from './stores.ts';

/** The texts of order history and order detail as the storefront ships them. */
export function ordersTexts(locale: Locale): typeof enOrders {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/orders/messages', `${locale}.json`), 'utf8'),
  ) as typeof enOrders;
}
