import type { FastifyInstance } from 'fastify';
import type { Database } from '@store/database';
import { registerInvoicePaymentOperator } from '../invoices/payments/invoice-payment-operator.ts';
import { registerOrderReviews } from '../orders/order-reviews.ts';
import { registerDiscountOperator } from '../org-buying/discount-operator.ts';
import { registerShipmentReviews } from '../orders/shipment-reviews.ts';
import { registerOperatorOrganisations } from '../organisations/operator-organisations.ts';
import type { StripePayments } from '../payments/stripe-payments.ts';
import { registerQualificationReviews } from '../qualifications/qualification-reviews.ts';
import { registerQuoteOperator } from '../quotes/quote-operator.ts';

/** What operator routes may use; a domain that needs more adds it here and in app.ts. */
export interface OperatorDeps {
  database: Database;
  payments: StripePayments;
  /** The store origins commerce's mails link to (an invoice issued by a shipment or a review). */
  storeOrigins: ReadonlySet<string>;
}

export type OperatorRoutes = (scope: FastifyInstance, deps: OperatorDeps) => void;

/** Every domain's operator routes, registered under /operator behind the operator key. */
export const OPERATOR_ROUTES: readonly OperatorRoutes[] = [
  registerQualificationReviews,
  registerShipmentReviews,
  registerOrderReviews,
  registerInvoicePaymentOperator,
  registerQuoteOperator,
  registerDiscountOperator,
  registerOperatorOrganisations,
];
