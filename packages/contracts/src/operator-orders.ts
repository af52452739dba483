import { z } from 'zod';
import { ALL_LOCALE_INFO } from '@store/locales';
import { FORMATS } from './commerce-constants.ts';
import { INVOICE_KINDS, INVOICE_STATUSES } from './commerce-invoices.ts';
import {
  addressSchema,
  DELIVERY_METHOD_CODES,
  FULFILMENT_STATUSES,
  ORDER_STATUSES,
  orderSchema,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
} from './commerce-orders.ts';
import { operatorListSchema, operatorMoneySchema, operatorPagingSchema } from './operator-lists.ts';

/**
 * Orders in the operator API (docs/operations.md): the search across every store, an order's detail
 * with its whole history, staff notes and audit entries, a staff cancellation, the reviews of held
 * orders, and the dashboard of the day. Amounts are Money in minor units, as everywhere in the
 * operator API; the reviews, shipments and deliveries answer the order as its customer reads it.
 */

const siteIds = [...new Set(ALL_LOCALE_INFO.map((l) => l.storeId))];
const siteIdSchema = z.enum(siteIds, `expects a site: ${siteIds.join(', ')}`);
const timestamp = z.iso.datetime({ offset: true });
const day = (name: string) => z.iso.date(`expects ${name} as a date, YYYY-MM-DD`);
const minorUnits = (name: string) =>
  z.coerce.number().int(`expects ${name} as a whole number of minor units`).min(0, `expects ${name} from 0`);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `expects one of ${values.join(', ')}`);

export const OPERATOR_ORDER_SORTS = ['placedAt', 'total', 'number'] as const;

/** GET /operator/orders: `q` is the start of an order number, or part of the customer's email or name. */
export const operatorOrderQuerySchema = operatorPagingSchema
  .extend({
    sort: oneOf(OPERATOR_ORDER_SORTS).default('placedAt'),
    q: z
      .string()
      .trim()
      .min(1, 'expects some text to search for')
      .max(200, 'expects at most 200 characters')
      .optional(),
    status: oneOf(ORDER_STATUSES).optional(),
    paymentStatus: oneOf(PAYMENT_STATUSES).optional(),
    fulfilmentStatus: oneOf(FULFILMENT_STATUSES).optional(),
    siteId: siteIdSchema.optional(),
    from: day('from').optional(),
    to: day('to').optional(),
    minTotal: minorUnits('minTotal').optional(),
    maxTotal: minorUnits('maxTotal').optional(),
  })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'expects from on or before to',
    path: ['to'],
  })
  .refine(
    (query) =>
      query.minTotal === undefined || query.maxTotal === undefined || query.minTotal <= query.maxTotal,
    {
      message: 'expects minTotal at most maxTotal',
      path: ['maxTotal'],
    },
  );
export type OperatorOrderQuery = z.output<typeof operatorOrderQuerySchema>;

export const operatorOrderRowSchema = z.object({
  /** The order number. */
  id: z.string(),
  number: z.string(),
  placedAt: timestamp,
  siteId: z.string(),
  customer: z.object({ userId: z.uuid(), name: z.string(), email: z.string() }),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
  paymentType: z.enum(PAYMENT_TYPES),
  total: operatorMoneySchema,
  /** The support agent who placed it in an assisted session. */
  assistedBy: z.object({ staffId: z.string(), name: z.string() }).nullable(),
  organisationId: z.uuid().nullable(),
});
export type OperatorOrderRow = z.infer<typeof operatorOrderRowSchema>;

export const operatorOrderListSchema = operatorListSchema(operatorOrderRowSchema);
export type OperatorOrderList = z.infer<typeof operatorOrderListSchema>;

export const ORDER_NOTE_MAX = 2000;

/** POST /operator/orders/{orderNumber}/notes: for staff only, never shown to the customer. */
export const operatorOrderNoteRequestSchema = z
  .object({
    body: z
      .string('expects the note’s text')
      .trim()
      .min(1, 'expects the note’s text')
      .max(ORDER_NOTE_MAX, `expects at most ${ORDER_NOTE_MAX} characters`),
  })
  .strict();
export type OperatorOrderNoteRequest = z.infer<typeof operatorOrderNoteRequestSchema>;

export const operatorOrderNoteSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  /** Null for a note of the operator key (the system). */
  staffId: z.uuid().nullable(),
  staffName: z.string(),
  body: z.string(),
  createdAt: timestamp,
});
export type OperatorOrderNote = z.infer<typeof operatorOrderNoteSchema>;

export const ORDER_CANCELLATION_REASON_MAX = 500;

/** POST /operator/orders/{orderNumber}/cancellation: the reason goes into the order's history. */
export const operatorOrderCancellationSchema = z
  .object({
    reason: z
      .string('expects the reason for cancelling')
      .trim()
      .min(1, 'expects the reason for cancelling')
      .max(ORDER_CANCELLATION_REASON_MAX, `expects at most ${ORDER_CANCELLATION_REASON_MAX} characters`),
  })
  .strict();
export type OperatorOrderCancellation = z.infer<typeof operatorOrderCancellationSchema>;

export const AUDIT_ACTOR_KINDS = ['staff', 'assisted', 'system'] as const;

export const operatorAuditEntrySchema = z.object({
  id: z.number().int(),
  at: timestamp,
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type OperatorAuditEntry = z.infer<typeof operatorAuditEntrySchema>;

/** GET /operator/orders/{orderNumber}: everything staff may see of an order (never a card number). */
export const operatorOrderDetailSchema = operatorOrderRowSchema.extend({
  locale: z.string(),
  /** Where the order's mails go. */
  email: z.string(),
  lines: z.array(
    z.object({
      position: z.number().int().nonnegative(),
      itemCode: z.string(),
      productCode: z.string(),
      name: z.string(),
      format: z.enum(FORMATS),
      digital: z.boolean(),
      quantity: z.number().int().positive(),
      unitPrice: operatorMoneySchema,
      discount: operatorMoneySchema,
      net: operatorMoneySchema,
      tax: operatorMoneySchema,
    }),
  ),
  deliveryAddress: addressSchema,
  deliveryMethod: z.enum([...DELIVERY_METHOD_CODES, 'none']),
  totals: z.object({
    subtotal: operatorMoneySchema,
    discount: operatorMoneySchema,
    delivery: operatorMoneySchema,
    tax: operatorMoneySchema,
    total: operatorMoneySchema,
  }),
  payment: z.object({
    type: z.enum(PAYMENT_TYPES),
    status: z.enum(PAYMENT_STATUSES),
    /** The provider's code of the last failed attempt (card_declined, …). */
    failure: z.string().nullable(),
    /** The provider's refund of a cancelled paid order. */
    refundId: z.string().nullable(),
    purchaseOrderNumber: z.string().nullable(),
    /** The reference a bank transfer quotes. */
    paymentReference: z.string().nullable(),
  }),
  tax: z.object({
    treatment: z.string(),
    jurisdiction: z.string(),
    exemption: z
      .object({ certificate: z.string(), jurisdiction: z.string(), expiresOn: z.iso.date() })
      .nullable(),
    vatNumber: z.string().nullable(),
  }),
  /** What sanctions screening matched; staff only, never the customer. */
  screeningMatch: z
    .object({ field: z.enum(['buyer', 'delivery']), name: z.string(), entry: z.string() })
    .nullable(),
  shipments: z.array(
    z.object({
      id: z.uuid(),
      carrier: z.string(),
      trackingNumber: z.string(),
      trackingUrl: z.string().nullable(),
      shippedAt: timestamp,
      lines: z.array(
        z.object({ itemCode: z.string(), name: z.string(), quantity: z.number().int().positive() }),
      ),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      kind: z.enum(INVOICE_KINDS),
      status: z.enum(INVOICE_STATUSES),
      total: operatorMoneySchema,
    }),
  ),
  /** Every change of the order's three states, oldest first. */
  history: z.array(
    z.object({
      id: z.number().int(),
      at: timestamp,
      actor: z.string(),
      state: z.enum(['order', 'payment', 'fulfilment']),
      from: z.string().nullable(),
      to: z.string(),
      note: z.string().nullable(),
    }),
  ),
  notes: z.array(operatorOrderNoteSchema),
  /** The audit entries of the order (subject `order`, the number), oldest first. */
  audit: z.array(operatorAuditEntrySchema),
});
export type OperatorOrderDetail = z.infer<typeof operatorOrderDetailSchema>;

export const ORDER_REVIEW_STATUSES = ['tax-review', 'held-for-review'] as const;

/** GET /operator/orders/reviews: the held orders, oldest first unless `order` says otherwise. */
export const operatorOrderReviewQuerySchema = operatorPagingSchema
  .extend({
    sort: oneOf(['placedAt']).default('placedAt'),
    order: z.enum(['asc', 'desc'], 'expects asc or desc').default('asc'),
    status: oneOf(ORDER_REVIEW_STATUSES).optional(),
  })
  .strict();
export type OperatorOrderReviewQuery = z.output<typeof operatorOrderReviewQuerySchema>;

/** An order held for review: as its customer reads it, with what it is held for. */
export const operatorOrderReviewRowSchema = z.object({
  /** The order number. */
  id: z.string(),
  order: orderSchema,
  taxExemption: z
    .object({ certificate: z.string(), jurisdiction: z.string(), expiresOn: z.string() })
    .nullable(),
  screeningMatch: z
    .object({ field: z.enum(['buyer', 'delivery']), name: z.string(), entry: z.string() })
    .nullable(),
});
export type OperatorOrderReviewRow = z.infer<typeof operatorOrderReviewRowSchema>;

export const operatorOrderReviewListSchema = operatorListSchema(operatorOrderReviewRowSchema);
export type OperatorOrderReviewList = z.infer<typeof operatorOrderReviewListSchema>;

/** The answer of a review decision: the order after it, and what it was held for. */
export const operatorOrderReviewSchema = operatorOrderReviewRowSchema.omit({ id: true });

/** POST …/tax-exemption/accept|reject, …/screening/release|cancel. */
export const operatorReviewDecisionSchema = z
  .object({ note: z.string().trim().min(1).max(500, 'expects at most 500 characters').optional() })
  .strict()
  .optional();

/** GET /operator/dashboard: today is the server's UTC day. */
export const operatorDashboardSchema = z.object({
  date: z.iso.date(),
  /** Every store, with the orders placed today that are not cancelled. */
  stores: z.array(
    z.object({
      siteId: z.string(),
      currency: z.string(),
      orders: z.number().int(),
      revenue: operatorMoneySchema,
    }),
  ),
  queues: z.object({
    /** Qualification submissions waiting for a reviewer. */
    qualifications: z.number().int(),
    taxReviews: z.number().int(),
    screeningHolds: z.number().int(),
    /** Quotes submitted and waiting for an offer. */
    quotes: z.number().int(),
  }),
  /** Invoices past their due day with a balance, the balances summed per currency. */
  overdueInvoices: z.object({ count: z.number().int(), amounts: z.array(operatorMoneySchema) }),
  /** Orders awaiting payment after a failed attempt, and invoice payments failed in the last 7 days. */
  failedPayments: z.object({ count: z.number().int() }),
});
export type OperatorDashboard = z.infer<typeof operatorDashboardSchema>;
