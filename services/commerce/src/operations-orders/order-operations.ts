import { operatorOrderParamsSchema } from '@store/contracts/commerce';
import {
  operatorDashboardSchema,
  operatorOrderCancellationSchema,
  operatorOrderDetailSchema,
  operatorOrderListSchema,
  operatorOrderNoteRequestSchema,
  operatorOrderNoteSchema,
  operatorOrderQuerySchema,
} from '@store/contracts/operator-orders';
import { STAFF_ROLES } from '@store/contracts/staff';
import {
  OPERATOR_NO_BODY,
  OPERATOR_NO_PARAMS,
  OPERATOR_NO_QUERY,
  operatorOperation,
} from '../operator/operator-operation.ts';
import type { OperatorRouteGroup } from '../operator/operator-routes.ts';
import { dashboard } from './dashboard.ts';
import { addOrderNote } from './order-notes.ts';
import { orderDetail, searchOrders } from './order-reads.ts';
import { orderReviewOperations } from './review-operations.ts';
import { cancelByStaff } from './staff-cancellation.ts';

/**
 * Orders for staff: the search, an order in full, notes, a cancellation, the dashboard, and the
 * shipping and reviews of review-operations.ts, registered as one group.
 */

const READERS = ['order-manager', 'support-agent', 'finance'] as const;
const UNKNOWN = { 404: 'There is no order with that number.' };

export const searchOperatorOrders = operatorOperation({
  id: 'searchOrders',
  method: 'GET',
  path: '/orders',
  summary: 'Search orders',
  description:
    'Orders of every store, newest first unless `sort` and `order` say otherwise; `q` matches the start of an order number, or part of the customer’s email or name; `from` and `to` are placing days (UTC); `minTotal` and `maxTotal` are minor units.',
  roles: READERS,
  params: OPERATOR_NO_PARAMS,
  query: operatorOrderQuerySchema,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'One page of orders.', schema: operatorOrderListSchema },
});

export const readOperatorOrder = operatorOperation({
  id: 'readOrder',
  method: 'GET',
  path: '/orders/:orderNumber',
  summary: 'Read an order',
  description:
    'The order with its lines, payment (never a card number), tax, screening match, shipments, invoices, its whole history, staff notes and audit entries.',
  roles: READERS,
  params: operatorOrderParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'The order.', schema: operatorOrderDetailSchema },
  problems: UNKNOWN,
});

export const addOperatorOrderNote = operatorOperation({
  id: 'addOrderNote',
  method: 'POST',
  path: '/orders/:orderNumber/notes',
  summary: 'Add a note to an order',
  description: 'A note for staff, signed with the caller’s name; the customer never reads it.',
  roles: ['order-manager', 'support-agent'],
  params: operatorOrderParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: operatorOrderNoteRequestSchema,
  success: { status: 201, description: 'The note.', schema: operatorOrderNoteSchema },
  problems: UNKNOWN,
});

export const cancelOperatorOrder = operatorOperation({
  id: 'cancelOrderAsStaff',
  method: 'POST',
  path: '/orders/:orderNumber/cancellation',
  summary: 'Cancel an order',
  description:
    'An order that has not shipped: its payment page is closed, its invoices credited, and a paid card payment refunded in full through the payment provider. The reason is kept in the audit log.',
  roles: ['order-manager'],
  params: operatorOrderParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: operatorOrderCancellationSchema,
  success: { status: 200, description: 'The cancelled order.', schema: operatorOrderDetailSchema },
  problems: {
    ...UNKNOWN,
    409: 'The order has shipped, is already cancelled, is paid otherwise than by card, or its payment is just being confirmed.',
    503: 'The payment provider cannot be reached to refund it; the order stays cancelled and paid, and cancelling again refunds it.',
  },
});

export const readOperatorDashboard = operatorOperation({
  id: 'readDashboard',
  method: 'GET',
  path: '/dashboard',
  summary: 'Read the dashboard',
  description:
    'Today’s (UTC) orders and revenue per store, not counting cancelled orders; the review queues’ lengths; overdue invoices with their balances per currency; orders awaiting payment after a failed attempt and invoice payments failed in the last 7 days.',
  roles: STAFF_ROLES,
  params: OPERATOR_NO_PARAMS,
  query: OPERATOR_NO_QUERY,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'The dashboard.', schema: operatorDashboardSchema },
});

export const orderOperations: OperatorRouteGroup = {
  operations: [
    searchOperatorOrders,
    readOperatorOrder,
    addOperatorOrderNote,
    cancelOperatorOrder,
    readOperatorDashboard,
    ...orderReviewOperations.operations,
  ],
  register(route, deps) {
    orderReviewOperations.register(route, deps);
    const db = deps.database.db;
    route(searchOperatorOrders, async ({ query }) => searchOrders(db, query));
    route(readOperatorOrder, async ({ params }) => orderDetail(db, params.orderNumber));
    route(addOperatorOrderNote, async ({ params, body, staff, requestId }) =>
      addOrderNote(db, params.orderNumber, body.body, staff, requestId),
    );
    route(cancelOperatorOrder, async ({ params, body, staff, requestId }) =>
      cancelByStaff({ db, payments: deps.payments }, params.orderNumber, body.reason, staff, requestId),
    );
    route(readOperatorDashboard, async () => dashboard(db));
  },
};
