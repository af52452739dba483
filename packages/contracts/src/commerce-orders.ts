import { z } from 'zod';
import { LOCALES } from '@store/locales';
import { FORMATS } from './commerce-constants.ts';
import { isPlainText, PLAIN_TEXT_RULE } from './plain-text.ts';

/**
 * Addresses, delivery methods and orders of the store headless API (issue 12). Every amount here is
 * an integer in the minor unit of the order's `currency` (cents; whole yen for JPY): the server
 * computes each one from its own data and never takes one from a request.
 */

const text = (max: number) =>
  z
    .string('expects text')
    .trim()
    .min(1, 'expects a value')
    .max(max, `expects at most ${max} characters`)
    .refine(isPlainText, `expects ${PLAIN_TEXT_RULE}`);
const optionalText = (max: number) => text(max).optional();

/** POST /users/{userId}/addresses. Country and region are checked against the site's tax table. */
export const addressInputSchema = z
  .object({
    fullName: text(120),
    organisation: optionalText(120),
    line1: text(120),
    line2: optionalText(120),
    /** Taken only when the line3 address field flag is on (docs/flags.md). */
    line3: optionalText(120),
    city: text(80),
    /** ISO 3166-2 subdivision without the country (`CA`, `ON`); required where the store taxes by state or province. */
    region: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,3}$/, 'expects a subdivision code such as CA or ON')
      .optional(),
    postcode: text(16),
    /** ISO 3166-1 alpha-2. */
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'expects a country code such as US'),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{5,24}$/, 'expects a phone number such as +1 555 0100')
      .optional(),
  })
  .strict();
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  organisation: z.string().optional(),
  line1: z.string(),
  line2: z.string().optional(),
  line3: z.string().optional(),
  city: z.string(),
  region: z.string().optional(),
  postcode: z.string(),
  country: z.string(),
  phone: z.string().optional(),
  /** The address express checkout delivers to. */
  isDefault: z.boolean().optional(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.object({ addresses: z.array(addressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;

export const DELIVERY_METHOD_CODES = ['standard', 'express'] as const;
export type DeliveryMethodCode = (typeof DELIVERY_METHOD_CODES)[number];

/** GET /delivery-methods: `subtotal` (minor units) gives each method's charge for a cart of that value. */
export const deliveryMethodsQuerySchema = z
  .object({
    subtotal: z.coerce
      .number('expects the subtotal in minor units')
      .int('expects the subtotal in minor units')
      .min(0, 'expects the subtotal in minor units')
      .max(1_000_000_000)
      .optional(),
  })
  .strict();

export const deliveryMethodSchema = z.object({
  code: z.enum(DELIVERY_METHOD_CODES),
  /** The price before any threshold. */
  price: z.number().int().nonnegative(),
  /** From this subtotal up the method costs nothing; absent when it never does. */
  freeFrom: z.number().int().positive().optional(),
  /** What the method costs at the query's subtotal (the price when none was sent). */
  charge: z.number().int().nonnegative(),
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

export const deliveryMethodsSchema = z.object({
  currency: z.string(),
  methods: z.array(deliveryMethodSchema),
});
export type DeliveryMethods = z.infer<typeof deliveryMethodsSchema>;

export const ORDER_STATUSES = [
  'placed',
  'awaiting-payment',
  'tax-review',
  'held-for-review',
  'processing',
  'partially-shipped',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'unpaid',
  'awaiting-payment',
  'paid',
  'refunded',
  'partially-refunded',
  'failed',
  /** Purchase order: nothing is taken now; the customer pays the invoice. */
  'on-account',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const FULFILMENT_STATUSES = ['unfulfilled', 'partially-fulfilled', 'fulfilled'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export const PAYMENT_TYPES = ['card', 'purchase-order', 'bank-transfer'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** An address for the browser to come back to from the provider's hosted page; checked against the store's origins. */
const returnUrl = (name: string) =>
  z
    .url({ protocol: /^https?$/, error: `expects ${name} as an absolute http(s) address on the store` })
    .max(2048);

/**
 * Where the provider's page sends the customer back may name the order it is about: commerce puts
 * the placed order's number in place of this, as Stripe puts the session id for `{CHECKOUT_SESSION_ID}`.
 */
export const ORDER_NUMBER_PLACEHOLDER = '{ORDER_NUMBER}';

export const taxExemptionSchema = z
  .object({
    certificate: text(40),
    /** The state or province that issued it (CA, ON). */
    jurisdiction: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'expects a state or province code such as CA or ON'),
    expiresOn: z.iso.date('expects a date such as 2027-06-30'),
  })
  .strict();
export type TaxExemptionInput = z.infer<typeof taxExemptionSchema>;

/**
 * POST /users/{userId}/orders with an `Idempotency-Key` header. The body names what the customer
 * chose; every price, limit and tax comes from the server, so any other field is refused.
 * `deliveryMethod` is left out when nothing in the cart is delivered (digital items only).
 */
export const placeOrderSchema = z
  .object({
    cartId: z.uuid('expects cartId, the customer’s cart id (a UUID)'),
    addressId: z.uuid('expects addressId, an address of the customer’s address book (a UUID)'),
    deliveryMethod: z.enum(DELIVERY_METHOD_CODES, 'expects standard or express').optional(),
    paymentType: z.enum(PAYMENT_TYPES, `expects one of ${PAYMENT_TYPES.join(', ')}`),
    /** Required with paymentType purchase-order. */
    purchaseOrderNumber: optionalText(35),
    /** An EU or UK business buyer's VAT number (with the VAT flag); format and checksum are checked. */
    vatNumber: optionalText(20),
    /** US and Canadian stores: no tax is charged and the order waits in tax review. */
    taxExemption: taxExemptionSchema.optional(),
    locale: z.enum(LOCALES).optional(),
    successUrl: returnUrl('successUrl'),
    cancelUrl: returnUrl('cancelUrl'),
  })
  .strict();
export type PlaceOrder = z.infer<typeof placeOrderSchema>;

/**
 * POST /users/{userId}/checkout/price: what placing the cart with these choices would charge, priced
 * by the code that places orders, with nothing written.
 */
export const checkoutPriceRequestSchema = placeOrderSchema.pick({
  cartId: true,
  addressId: true,
  deliveryMethod: true,
  vatNumber: true,
  taxExemption: true,
  locale: true,
});
export type CheckoutPriceRequest = z.infer<typeof checkoutPriceRequestSchema>;

export const orderNumberSchema = z
  .string()
  .regex(/^[A-Z]{2}-\d{4}-\d{6}$/, 'expects an order number such as US-2026-000123');

export const orderParamsSchema = z
  .object({ userId: z.uuid('expects a user id (a UUID)'), orderNumber: orderNumberSchema })
  .strict();

export const orderListQuerySchema = z
  .object({ status: z.enum(ORDER_STATUSES, `expects one of ${ORDER_STATUSES.join(', ')}`).optional() })
  .strict();

export const taxComponentSchema = z.object({
  name: z.string(),
  /** Percent (9.975). */
  rate: z.number(),
  amount: z.number().int(),
});

export const orderLineSchema = z.object({
  itemCode: z.string(),
  productCode: z.string(),
  name: z.string(),
  format: z.enum(FORMATS),
  digital: z.boolean(),
  quantity: z.number().int().positive(),
  unitPrice: z.number().int().nonnegative(),
  net: z.number().int().nonnegative(),
  taxClass: z.string(),
  tax: z.number().int().nonnegative(),
  taxComponents: z.array(taxComponentSchema),
  /** A digital line's licence or access code, once fulfilled. */
  licence: z.string().optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderHistoryEntrySchema = z.object({
  at: z.iso.datetime({ offset: true }),
  actor: z.string(),
  state: z.enum(['order', 'payment', 'fulfilment']),
  from: z.string().nullable(),
  to: z.string(),
  note: z.string().optional(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** The account a bank transfer goes to, as the region's bank gives it. */
export const bankTransferSchema = z.object({
  reference: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  /** The region's account identifiers by their local names (IBAN and BIC; sort code and account number; …). */
  account: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

export const shipmentSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.url().optional(),
  shippedAt: z.iso.datetime({ offset: true }),
  lines: z.array(z.object({ itemCode: z.string(), quantity: z.number().int().positive() })),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const orderSummarySchema = z.object({
  id: z.uuid(),
  number: orderNumberSchema,
  siteId: z.string(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
  placedAt: z.iso.datetime({ offset: true }),
  totalItems: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSchema = orderSummarySchema.extend({
  email: z.string(),
  lines: z.array(orderLineSchema),
  deliveryAddress: addressSchema,
  deliveryMethod: z.enum([...DELIVERY_METHOD_CODES, 'none']),
  totals: z.object({
    subtotal: z.number().int().nonnegative(),
    delivery: z.number().int().nonnegative(),
    tax: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
  taxes: z.object({
    treatment: z.enum(['charged', 'exempt', 'reverse-charge']),
    jurisdiction: z.string(),
    deliveryTax: z.number().int().nonnegative(),
    components: z.array(taxComponentSchema.extend({ base: z.number().int() })),
  }),
  payments: z.array(
    z.object({
      type: z.enum(PAYMENT_TYPES),
      provider: z.literal('stripe'),
      status: z.enum(PAYMENT_STATUSES),
      checkoutSessionId: z.string().optional(),
      paymentIntentId: z.string().optional(),
      /** The provider's code of the last failed attempt (card_declined, …). */
      failure: z.string().optional(),
      purchaseOrderNumber: z.string().optional(),
      /** Bank transfer: the reference to quote and the region's bank account. */
      bankTransfer: bankTransferSchema.optional(),
    }),
  ),
  vatNumber: z.string().optional(),
  taxExemption: taxExemptionSchema.optional(),
  shipments: z.array(shipmentSchema),
  history: z.array(orderHistoryEntrySchema),
});
export type Order = z.infer<typeof orderSchema>;

/** The lines, delivery, totals and taxes an order would have, before it is placed. */
export const checkoutPriceSchema = orderSchema.pick({
  currency: true,
  lines: true,
  deliveryMethod: true,
  totals: true,
  taxes: true,
});
export type CheckoutPrice = z.infer<typeof checkoutPriceSchema>;

/** The placed order and, for a card, the provider's hosted page to send the customer to. */
export const placedOrderSchema = z.object({
  order: orderSchema,
  redirectUrl: z.url().optional(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderListSchema = z.object({ orders: z.array(orderSummarySchema) });
export type OrderList = z.infer<typeof orderListSchema>;
