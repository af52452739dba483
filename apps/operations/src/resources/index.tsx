import type { ResourceProps } from 'react-admin';
import { ordersResource } from './orders/index.tsx';
import { qualificationsResource } from './qualifications/index.tsx';
import { quotesResource } from './quotes/index.tsx';
import { invoicesResource } from './invoices/index.tsx';
import { bankTransfersResource } from './bank-transfers/index.tsx';
import { ordersReviewsResource } from './orders-reviews/index.tsx';
import { vatNumbersResource } from './vat-numbers/index.tsx';
import { customersResource } from './customers/index.tsx';
import { organisationsResource } from './organisations/index.tsx';
import { catalogueItemsResource } from './catalogue-items/index.tsx';
import { flagsResource } from './flags/index.tsx';
import { mailResource } from './mail/index.tsx';
import { auditLogResource } from './audit-log/index.tsx';

/** The console's resources, in menu order: each folder's definition, one line each. */
export const RESOURCES: ResourceProps[] = [
  // src/resources/<name>/index.tsx exports <name>Resource
  ordersResource,
  qualificationsResource,
  quotesResource,
  invoicesResource,
  bankTransfersResource,
  ordersReviewsResource,
  vatNumbersResource,
  customersResource,
  organisationsResource,
  catalogueItemsResource,
  flagsResource,
  mailResource,
  auditLogResource,
];
