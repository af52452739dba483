import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Env } from '@store/config';
import type { Database } from '@store/database';
import type { Bus } from '@store/service-runtime/bus';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { catalogueOperator } from '../operations-catalogue/catalogue-operator.ts';
import { productImagesOperator } from '../operations-catalogue/product-images-operator.ts';
import { customerOperations } from '../operations-customers/customer-operations.ts';
import { financeOperations } from '../operations-finance/finance-operations.ts';
import { orderOperations } from '../operations-orders/order-operations.ts';
import { systemOperator } from '../operations-system/system-operator.ts';
import type { StripePayments } from '../payments/stripe-payments.ts';
import { qualificationReviews } from '../qualifications/qualification-reviews.ts';
import { quoteOperator } from '../quotes/quote-operator.ts';
import type { OperatorOperation, OperatorRoute } from './operator-operation.ts';

/** What operator routes may use; a domain that needs more adds it here and in app.ts. */
export interface OperatorDeps {
  database: Database;
  payments: StripePayments;
  env: Env;
  /** The store origins commerce's mails link to (an invoice issued by a shipment or a review). */
  storeOrigins: ReadonlySet<string>;
  /** The catalogue snapshot, reloaded after an operator's change to it. */
  catalogue: Catalogue;
  /** For what an operation does besides its answer (the storefront's revalidation). */
  log: FastifyBaseLogger;
  /** Tells the storefront instances which pages to render again (over Redis with REDIS_URL). */
  bus: Bus;
}

/** A domain's operator operations and the handlers it registers for them, one each. */
export interface OperatorRouteGroup {
  operations: readonly OperatorOperation[];
  register(route: OperatorRoute, deps: OperatorDeps): void;
}

/** Every domain's operator operations, under /operator (operator-api.ts checks who calls). */
export const OPERATOR_ROUTE_GROUPS: readonly OperatorRouteGroup[] = [
  qualificationReviews,
  quoteOperator,
  orderOperations,
  catalogueOperator,
  productImagesOperator,
  systemOperator,
  financeOperations,
  customerOperations,
];

/** Every operator operation, for the route registration, the OpenAPI document and the role tests. */
export const OPERATOR_OPERATIONS: readonly OperatorOperation[] = OPERATOR_ROUTE_GROUPS.flatMap(
  (group) => group.operations,
);

export type OperatorRoutes = (scope: FastifyInstance, deps: OperatorDeps) => void;

/** Routes not yet written as operations: administrators and the operator key only. */
export const OPERATOR_ROUTES: readonly OperatorRoutes[] = [];
