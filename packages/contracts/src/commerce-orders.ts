import { z } from 'zod';
import { LOCALES } from '@store/locales';
import { FORMATS, LINE_ERROR_CODES } from './commerce-constants.ts';
import { isPlainText, PLAIN_TEXT_RULE } from './plain-text.ts';
import { accountRefSchema, orderDiscountSchema, qualifiedUserIdSchema } from './commerce-org-buying.ts';

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
    /** A school's, college's or clinic's address rather than a home; false when left out. */
    institution: z
      .boolean('expects institution as true (an institution’s address) or false (a home)')
      .optional(),
  })
  .strict();
export type AddressInput = z.infer<typeof addressInputSchema>;

/**
 * POST /addresses/validations (the address doctor): an address as a person typed it. The region
 * may be a subdivision's name ("Ontario") as well as its code; the answer says which code it is.
 */
export const addressValidationInputSchema = addressInputSchema.extend({ region: optionalText(80) });
export type AddressValidationInput = z.infer<typeof addressValidationInputSchema>;

export const ADDRESS_ISSUE_FIELDS = ['postcode', 'region', 'country'] as const;
export const ADDRESS_ISSUE_CODES = [
  'postcode-format',
  'region-unknown',
  'region-missing',
  'country-unknown',
] as const;
export type AddressIssueCode = (typeof ADDRESS_ISSUE_CODES)[number];

/**
 * The address doctor's answer: `ok`, the address is fine as typed; `suggest`, the same address
 * written as the country's post writes it (`suggestion`, a valid addAddress body); `invalid`, what
 * no rewriting fixes, each issue at its field.
 */
export const addressVerdictSchema = z.object({
  verdict: z.enum(['ok', 'suggest', 'invalid']),
  suggestion: addressInputSchema.optional(),
  issues: z.array(z.object({ field: z.enum(ADDRESS_ISSUE_FIELDS), code: z.enum(ADDRESS_ISSUE_CODES) })),
});
export type AddressVerdict = z.infer<typeof addressVerdictSchema>;

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
  /** The default delivery address: checkout offers it first and express checkout delivers to it. */
  isDefault: z.boolean().optional(),
  /** The default billing address; at most one per customer. */
  isDefaultBilling: z.boolean().optional(),
  /** An institution's address rather than a home (some qualification levels ship only there). */
  institution: z.boolean().optional(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.object({ addresses: z.array(addressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;

/** The path of one address of the customer's address book. */
export const addressParamsSchema = z
  .object({
    userId: z.uuid('expects a user id (a UUID)'),
    addressId: z.uuid('expects an address id (a UUID)'),
  })
  .strict();

/**
 * PATCH /users/{userId}/addresses/{addressId}: the fields to change, checked as a new address is;
 * `null` clears an optional field.
 */
export const addressUpdateSchema = z
  .object({
    ...addressInputSchema.shape,
    fullName: addressInputSchema.shape.fullName.optional(),
    line1: addressInputSchema.shape.line1.optional(),
    city: addressInputSchema.shape.city.optional(),
    postcode: addressInputSchema.shape.postcode.optional(),
    country: addressInputSchema.shape.country.optional(),
    organisation: addressInputSchema.shape.organisation.nullable(),
    line2: addressInputSchema.shape.line2.nullable(),
    line3: addressInputSchema.shape.line3.nullable(),
    region: addressInputSchema.shape.region.nullable(),
    phone: addressInputSchema.shape.phone.nullable(),
  })
  .strict()
  .refine((update) => Object.keys(update).length > 0, 'expects at least one field to change');
export type AddressUpdate = z.infer<typeof addressUpdateSchema>;

/** POST /users/{userId}/addresses/{addressId}/defaults: which defaults the address becomes. */
export const addressDefaultsInputSchema = z
  .object({
    delivery: z.literal(true, 'expects delivery: true or leaves it out').optional(),
    billing: z.literal(true, 'expects billing: true or leaves it out').optional(),
  })
  .strict()
  .refine(
    (input) => input.delivery === true || input.billing === true,
    'expects delivery: true, billing: true or both',
  );
export type AddressDefaultsInput = z.infer<typeof addressDefaultsInputSchema>;

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
    /**
     * The reCAPTCHA response, required when payment options say `recaptcha` (the checkout reCAPTCHA
     * flag). Not part of the request an Idempotency-Key stands for: a repeat needs none.
     */
    recaptchaToken: z.string().max(4096, 'expects at most 4096 characters').optional(),
    /** A cart that buys for an organisation: the member the order is for (docs/organisations.md). */
    qualifiedUserId: qualifiedUserIdSchema.optional(),
  })
  .strict();
export type PlaceOrder = z.infer<typeof placeOrderSchema>;

/**
 * POST /users/{userId}/checkout/price: what placing the cart with these choices would charge, priced
 * by the code that places orders, with nothing written. With `paymentType` (and `purchaseOrderNumber`)
 * it also answers placement's refusals of that payment type.
 */
export const checkoutPriceRequestSchema = placeOrderSchema
  .pick({
    cartId: true,
    addressId: true,
    deliveryMethod: true,
    purchaseOrderNumber: true,
    vatNumber: true,
    taxExemption: true,
    locale: true,
    qualifiedUserId: true,
  })
  .extend({ paymentType: placeOrderSchema.shape.paymentType.optional() });
export type CheckoutPriceRequest = z.infer<typeof checkoutPriceRequestSchema>;

export const orderNumberSchema = z
  .string()
  .regex(/^[A-Z]{2}-\d{4}-\d{6}$/, 'expects an order number such as US-2026-000123');

export const orderParamsSchema = z
  .object({ userId: z.uuid('expects a user id (a UUID)'), orderNumber: orderNumberSchema })
  .strict();

export const ORDER_LIST_MAX = 100;

/**
 * GET /users/{userId}/orders: `q` finds orders by order number, purchase order number, or an item's
 * code or name; `cursor` is the `nextCursor` of the page before.
 */
export const orderListQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, `expects one of ${ORDER_STATUSES.join(', ')}`).optional(),
    q: z
      .string()
      .trim()
      .min(1, 'expects text to search for')
      .max(60, 'expects at most 60 characters')
      .optional(),
    limit: z.coerce
      .number('expects a number of orders')
      .int('expects a whole number of orders')
      .min(1, 'expects at least 1')
      .max(ORDER_LIST_MAX, `expects at most ${ORDER_LIST_MAX}`)
      .optional(),
    cursor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,200}$/, 'expects the nextCursor of the page before')
      .optional(),
  })
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
  /** The organisation discount's share of the line; net is quantity × unit price − discount. */
  discount: z.number().int().nonnegative().optional(),
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

/** The identifiers a region's bank account is given by; each store shows them in its own words. */
export const BANK_ACCOUNT_FIELDS = [
  'routingNumber',
  'accountNumber',
  'transitNumber',
  'institutionNumber',
  'sortCode',
  'iban',
  'bic',
  'bsb',
  'bankNumber',
  'branchNumber',
  'suffix',
  'bankCode',
  'branchCode',
  'branchName',
  'accountType',
] as const;
export type BankAccountField = (typeof BANK_ACCOUNT_FIELDS)[number];

/** The account a bank transfer goes to, as the region's bank gives it. */
export const bankTransferSchema = z.object({
  reference: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  /** The region's account identifiers by their local names (IBAN and BIC; sort code and account number; …). */
  account: z.array(z.object({ field: z.enum(BANK_ACCOUNT_FIELDS), value: z.string() })),
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
    /** The organisation discount taken off the subtotal; total is subtotal − discount + delivery + tax. */
    discount: z.number().int().nonnegative().optional(),
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
  /** The organisation the order was placed for; absent: the buyer's own order. */
  organisation: accountRefSchema.optional(),
  /** An organisation's order: the member whose qualifications it was placed under. */
  qualifiedUser: accountRefSchema.optional(),
  /** The organisation discount the order took (its amount is totals.discount). */
  discount: orderDiscountSchema.optional(),
  /** The support agent who placed the order for the customer in an assisted session: their name only. */
  assistedBy: z.object({ name: z.string() }).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** The lines, delivery, totals and taxes an order would have, before it is placed. */
export const checkoutPriceSchema = orderSchema.pick({
  currency: true,
  lines: true,
  deliveryMethod: true,
  totals: true,
  taxes: true,
  organisation: true,
  qualifiedUser: true,
  discount: true,
});
export type CheckoutPrice = z.infer<typeof checkoutPriceSchema>;

/** The placed order and, for a card, the provider's hosted page to send the customer to. */
export const placedOrderSchema = z.object({
  order: orderSchema,
  redirectUrl: z.url().optional(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderListSchema = z.object({
  orders: z.array(orderSummarySchema),
  /** Present when more orders follow: send it as `cursor` for the next page. */
  nextCursor: z.string().optional(),
});
export type OrderList = z.infer<typeof orderListSchema>;

/**
 * GET /users/{userId}/payment-options: what placement accepts in the customer's store right now,
 * read from the same flags and tables placement uses, so the storefront offers exactly that.
 */
export const paymentOptionsSchema = z.object({
  currency: z.string(),
  options: z.array(
    z.object({
      type: z.enum(PAYMENT_TYPES),
      offered: z.boolean(),
      /** Purchase order with the PO threshold flag on: the lowest order total (minor units) it is accepted for. */
      minimumTotal: z.number().int().positive().optional(),
    }),
  ),
  /** A VAT number is taken (the VAT flag is on and the store is GB, NL or ES). */
  vatNumbers: z.boolean(),
  /** A tax exemption certificate is taken (US and CA stores). */
  taxExemption: z.boolean(),
  /** Addresses take a third line (the line3 address field flag). */
  line3: z.boolean(),
  /** Placing an order needs a passed reCAPTCHA, its response in `recaptchaToken` (the checkout reCAPTCHA flag). */
  recaptcha: z.boolean(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** POST /users/{userId}/orders/{orderNumber}/reorder: the customer's cart the order's lines go into. */
export const reorderRequestSchema = z
  .object({ cartId: z.uuid('expects cartId, the customer’s cart id (a UUID)') })
  .strict();
export type ReorderRequest = z.infer<typeof reorderRequestSchema>;

/**
 * What a reorder put in the cart, at today's prices: `added` per item, and each line that could not
 * go in as ordered (cut to the item's maximum, or an item the store no longer sells), as a cart
 * merge reports it. The cart flags lines above the customer's qualification as it always does.
 */
export const reorderResultSchema = z.object({
  cartId: z.uuid(),
  added: z.array(z.object({ itemCode: z.string(), quantity: z.number().int().positive() })),
  adjustments: z.array(
    z.object({
      itemCode: z.string(),
      requested: z.number().int().positive(),
      kept: z.number().int().nonnegative(),
      reason: z.enum(LINE_ERROR_CODES),
    }),
  ),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;

/** Operator API: /operator/orders/{orderNumber}/… */
export const operatorOrderParamsSchema = z.object({ orderNumber: orderNumberSchema }).strict();

/** POST /operator/orders/{orderNumber}/shipments: without `lines`, everything not yet shipped. */
export const shipmentInputSchema = z
  .object({
    carrier: text(60),
    trackingNumber: z
      .string('expects the carrier’s tracking number')
      .trim()
      .regex(
        /^[A-Za-z0-9 -]{3,40}$/,
        'expects a tracking number of 3 to 40 letters, digits, spaces or hyphens',
      ),
    trackingUrl: z
      .url({ protocol: /^https$/, error: 'expects the tracking page as an https address' })
      .max(2048)
      .optional(),
    lines: z
      .array(
        z
          .object({
            itemCode: text(40),
            quantity: z
              .number('expects a quantity')
              .int('expects a whole quantity')
              .positive('expects at least 1'),
          })
          .strict(),
      )
      .min(1, 'expects at least one line, or no lines for all of them')
      .max(200)
      .optional(),
  })
  .strict();
export type ShipmentInput = z.infer<typeof shipmentInputSchema>;

/**
 * POST /orders/status-lookups: anyone (no customer token) asks after an order by its number and
 * either the email it was ordered with or its delivery postcode, exactly one of the two.
 */
export const orderStatusLookupSchema = z
  .object({
    orderNumber: z
      .string('expects an order number such as US-2026-000123')
      .trim()
      .toUpperCase()
      .pipe(orderNumberSchema),
    email: z.email('expects the email the order was placed with').max(254).optional(),
    postcode: text(16).optional(),
  })
  .strict()
  .refine((lookup) => (lookup.email === undefined) !== (lookup.postcode === undefined), {
    path: ['email'],
    message: 'expects either email or postcode (exactly one of them)',
  });
export type OrderStatusLookup = z.infer<typeof orderStatusLookupSchema>;

/** What a lookup shows: the order's states, items and tracking; never its addresses, prices or payment. */
export const orderStatusViewSchema = z.object({
  number: orderNumberSchema,
  placedAt: z.iso.datetime({ offset: true }),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
  lines: z.array(z.object({ name: z.string(), itemCode: z.string(), quantity: z.number().int().positive() })),
  shipments: z.array(
    z.object({
      carrier: z.string(),
      trackingNumber: z.string(),
      trackingUrl: z.url().optional(),
      shippedAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type OrderStatusView = z.infer<typeof orderStatusViewSchema>;

/**
 * POST /users/{userId}/orders/{orderNumber}/payment (with an Idempotency-Key): a new hosted payment
 * page for the customer's unpaid card order; the addresses it returns to are checked as placement's.
 */
export const paymentRetrySchema = placeOrderSchema.pick({ locale: true, successUrl: true, cancelUrl: true });
export type PaymentRetry = z.infer<typeof paymentRetrySchema>;

export const paymentRetryResultSchema = z.object({ order: orderSchema, redirectUrl: z.url() });
export type PaymentRetryResult = z.infer<typeof paymentRetryResultSchema>;

/** A card saved with the payment provider, as the store shows it: brand, last four digits and expiry only. */
export const savedCardSchema = z.object({
  /** The provider's PaymentMethod id (pm_…), which express checkout pays with. */
  id: z.string(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  /** The provider Customer's default card (its `invoice_settings.default_payment_method`), paid with first. */
  isDefault: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** GET /users/{userId}/payment-cards: the saved cards, the default first, then newest first, one per card. */
export const paymentCardListSchema = z.object({ cards: z.array(savedCardSchema) });
export type PaymentCardList = z.infer<typeof paymentCardListSchema>;

/** A saved card's PaymentMethod id, as the provider names it. */
export const paymentCardIdSchema = z
  .string()
  .regex(/^pm_[A-Za-z0-9]{1,200}$/, 'expects the id of a saved card (pm_…)');

export const paymentCardParamsSchema = z
  .object({ userId: z.uuid('expects a user id (a UUID)'), cardId: paymentCardIdSchema })
  .strict();

/**
 * POST /users/{userId}/payment-cards/setups (with an Idempotency-Key): the provider's hosted page
 * that saves a card without charging it, and the store addresses it returns to.
 */
export const cardSetupRequestSchema = placeOrderSchema.pick({
  locale: true,
  successUrl: true,
  cancelUrl: true,
});
export type CardSetupRequest = z.infer<typeof cardSetupRequestSchema>;

export const cardSetupStartedSchema = z.object({ redirectUrl: z.url() });
export type CardSetupStarted = z.infer<typeof cardSetupStartedSchema>;

/** PUT /users/{userId}/checkout-defaults: the address and delivery method express checkout uses. */
export const checkoutDefaultsInputSchema = z
  .object({
    addressId: z.uuid('expects addressId, an address of the customer’s address book (a UUID)'),
    deliveryMethod: z.enum(DELIVERY_METHOD_CODES, 'expects standard or express'),
  })
  .strict();
export type CheckoutDefaultsInput = z.infer<typeof checkoutDefaultsInputSchema>;

/** The customer's defaults: the default address (else the latest one) and delivery method (else standard). */
export const checkoutDefaultsSchema = z.object({
  /** Absent when the address book is empty. */
  address: addressSchema.optional(),
  deliveryMethod: z.enum(DELIVERY_METHOD_CODES),
  /** The customer chose these (a default address is marked); false when they are the fallbacks. */
  chosen: z.boolean(),
});
export type CheckoutDefaults = z.infer<typeof checkoutDefaultsSchema>;

/** GET /users/{userId}/express-checkout?cartId=…: what one click would order with. */
export const expressCheckoutQuerySchema = z
  .object({ cartId: z.uuid('expects cartId, the customer’s cart id (a UUID)') })
  .strict();

export const expressCheckoutSchema = z.object({
  defaults: checkoutDefaultsSchema,
  /** The default method, or `none` when nothing in the cart is delivered (digital items only). */
  deliveryMethod: z.enum([...DELIVERY_METHOD_CODES, 'none']),
  /** The customer's saved cards, newest first, one per card. */
  cards: z.array(savedCardSchema),
});
export type ExpressCheckout = z.infer<typeof expressCheckoutSchema>;

/**
 * POST /users/{userId}/express-orders with an `Idempotency-Key`: the cart placed with the customer's
 * defaults, paid with a saved card (`cardId`) or a purchase order (`purchaseOrderNumber`). The
 * return addresses are those of placeOrder; a saved card is charged without them.
 */
export const expressOrderSchema = placeOrderSchema
  .pick({
    cartId: true,
    purchaseOrderNumber: true,
    recaptchaToken: true,
    locale: true,
    successUrl: true,
    cancelUrl: true,
    qualifiedUserId: true,
  })
  .extend({
    paymentType: z.enum(['card', 'purchase-order'], 'expects card or purchase-order'),
    /** Required with paymentType card: one of the customer's saved cards. */
    cardId: paymentCardIdSchema.optional(),
  })
  .strict();
export type ExpressOrder = z.infer<typeof expressOrderSchema>;
