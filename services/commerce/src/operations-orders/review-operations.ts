import { operatorOrderParamsSchema, orderSchema, shipmentInputSchema } from '@store/contracts/commerce';
import {
  operatorOrderReviewListSchema,
  operatorOrderReviewQuerySchema,
  operatorOrderReviewSchema,
  operatorReviewDecisionSchema,
} from '@store/contracts/operator-orders';
import type { StaffRole } from '@store/contracts/staff';
import {
  OPERATOR_NO_BODY,
  OPERATOR_NO_PARAMS,
  OPERATOR_NO_QUERY,
  operatorOperation,
  pageOffset,
} from '../operator/operator-operation.ts';
import type { OperatorRouteGroup } from '../operator/operator-routes.ts';
import { decideReview, ordersUnderReview, type ReviewDecision } from '../orders/review-decisions.ts';
import { markDelivered, recordShipment } from '../orders/shipments.ts';
import { auditOrderChange } from './order-audit.ts';

/**
 * Shipping and reviews (docs/checkout.md, docs/orders.md): the orders held for a tax exemption
 * certificate or a sanctions screening match and the decision on each, the shipments of an order and
 * its delivery. Every change is audited with the order's states before and after.
 */

const MANAGERS = ['order-manager'] as const;
const UNKNOWN = { 404: 'There is no order with that number.' };

export const listOrderReviews = operatorOperation({
  id: 'listOrderReviews',
  method: 'GET',
  path: '/orders/reviews',
  summary: 'List orders held for review',
  description:
    'Orders in tax review with a certificate, or held by a sanctions screening match, oldest first unless `order` says otherwise; each as its customer reads it, with what it is held for.',
  roles: [...MANAGERS, 'finance'],
  params: OPERATOR_NO_PARAMS,
  query: operatorOrderReviewQuerySchema,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'One page of held orders.', schema: operatorOrderReviewListSchema },
});

export const shipOrder = operatorOperation({
  id: 'shipOrder',
  method: 'POST',
  path: '/orders/:orderNumber/shipments',
  summary: 'Record a shipment',
  description:
    'The carrier, its tracking number and page, and the lines shipped (without `lines`, everything left to ship). A purchase-order order’s shipment is invoiced.',
  roles: MANAGERS,
  params: operatorOrderParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: shipmentInputSchema,
  success: { status: 201, description: 'The order as its customer reads it.', schema: orderSchema },
  problems: {
    ...UNKNOWN,
    409: 'The order is not processing or partly shipped, or everything has been shipped.',
    422: 'A line is not on the order or not that many are left to ship.',
  },
});

export const markOrderDelivered = operatorOperation({
  id: 'markOrderDelivered',
  method: 'POST',
  path: '/orders/:orderNumber/delivered',
  summary: 'Mark an order delivered',
  description: 'An order shipped in full; an order already delivered answers as it is.',
  roles: MANAGERS,
  params: operatorOrderParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'The order as its customer reads it.', schema: orderSchema },
  problems: { ...UNKNOWN, 409: 'The order is not shipped in full.' },
});

const NOT_WAITING = { ...UNKNOWN, 409: 'The order is not waiting for this review.' };

function decisionOperation(
  id: string,
  path: string,
  summary: string,
  description: string,
  roles: readonly StaffRole[],
) {
  return operatorOperation({
    id,
    method: 'POST',
    path: `/orders/:orderNumber/${path}`,
    summary,
    description,
    roles,
    params: operatorOrderParamsSchema,
    query: OPERATOR_NO_QUERY,
    body: operatorReviewDecisionSchema,
    success: { status: 200, description: 'The order after the decision.', schema: operatorOrderReviewSchema },
    problems: NOT_WAITING,
  });
}

const DECISIONS: readonly [ReturnType<typeof decisionOperation>, ReviewDecision][] = [
  [
    decisionOperation(
      'acceptTaxExemption',
      'tax-exemption/accept',
      'Accept a tax exemption certificate',
      'The order goes on untaxed as its payment allows, and is invoiced as its confirmation would have been; the note is shown to the customer.',
      [...MANAGERS, 'finance'],
    ),
    'accept-exemption',
  ],
  [
    decisionOperation(
      'rejectTaxExemption',
      'tax-exemption/reject',
      'Reject a tax exemption certificate',
      'The order is cancelled, its invoices credited, a paid card payment refunded; the note is shown to the customer.',
      [...MANAGERS, 'finance'],
    ),
    'reject-exemption',
  ],
  [
    decisionOperation(
      'releaseScreenedOrder',
      'screening/release',
      'Release an order held by screening',
      'The order goes on to payment or tax review; the customer is never told why it was held.',
      MANAGERS,
    ),
    'release',
  ],
  [
    decisionOperation(
      'cancelScreenedOrder',
      'screening/cancel',
      'Cancel an order held by screening',
      'The order is cancelled, its invoices credited, a paid card payment refunded; the customer is never told why.',
      MANAGERS,
    ),
    'cancel',
  ],
];

export const orderReviewOperations: OperatorRouteGroup = {
  operations: [listOrderReviews, shipOrder, markOrderDelivered, ...DECISIONS.map(([operation]) => operation)],
  register(route, deps) {
    const db = deps.database.db;
    const review = { db, payments: deps.payments, storeOrigins: deps.storeOrigins };
    route(listOrderReviews, async ({ query }) => {
      const { rows, total } = await ordersUnderReview(db, query.status, {
        limit: query.perPage,
        offset: pageOffset(query),
        order: query.order,
      });
      return { data: rows.map((row) => ({ id: row.order.number, ...row })), total };
    });
    route(shipOrder, async ({ params, body, staff, requestId }) =>
      recordShipment(
        db,
        params.orderNumber,
        body,
        deps.storeOrigins,
        auditOrderChange({
          actor: staff,
          requestId,
          action: shipOrder.id,
          details: { carrier: body.carrier, trackingNumber: body.trackingNumber },
        }),
      ),
    );
    route(markOrderDelivered, async ({ params, staff, requestId }) =>
      markDelivered(
        db,
        params.orderNumber,
        auditOrderChange({ actor: staff, requestId, action: markOrderDelivered.id }),
      ),
    );
    for (const [operation, decision] of DECISIONS) {
      route(operation, async ({ params, body, staff, requestId }) =>
        decideReview(
          review,
          params.orderNumber,
          decision,
          body?.note,
          auditOrderChange({ actor: staff, requestId, action: operation.id }),
        ),
      );
    }
  },
};
