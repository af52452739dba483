import type { LanguageCatalogues } from './messages.ts';
import * as orders from '../resources/orders/messages.ts';
import * as qualifications from '../resources/qualifications/messages.ts';
import * as quotes from '../resources/quotes/messages.ts';
import * as invoices from '../resources/invoices/messages.ts';
import * as bankTransfers from '../resources/bank-transfers/messages.ts';
import * as ordersReviews from '../resources/orders-reviews/messages.ts';
import * as vatNumbers from '../resources/vat-numbers/messages.ts';
import * as customers from '../resources/customers/messages.ts';
import * as organisations from '../resources/organisations/messages.ts';
import * as catalogueItems from '../resources/catalogue-items/messages.ts';
import * as flags from '../resources/flags/messages.ts';
import * as mail from '../resources/mail/messages.ts';
import * as auditLog from '../resources/audit-log/messages.ts';

/**
 * Each resource's messages (src/resources/<name>/messages.ts) by its folder, merged into the
 * console's catalogue: one import and one line per resource.
 */
export const RESOURCE_MESSAGES: Record<string, LanguageCatalogues> = {
  orders,
  qualifications,
  quotes,
  invoices,
  'bank-transfers': bankTransfers,
  'orders-reviews': ordersReviews,
  'vat-numbers': vatNumbers,
  customers,
  organisations,
  'catalogue-items': catalogueItems,
  flags,
  mail,
  'audit-log': auditLog,
};
