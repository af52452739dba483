import { sql } from 'drizzle-orm';
import type { Address } from '@store/contracts/commerce';
import type { TaxComponentAmount, TaxComputation } from '../tax/compute-tax.ts';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The commerce service's tables, all in the `commerce` Postgres schema (one schema per service). */

export const commerce = pgSchema('commerce');

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Bytes as both drivers give them (node-postgres a Buffer, PGlite a Uint8Array), read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export interface TaxExemption {
  certificate: string;
  /** The state or province code that issued it (CA, ON). */
  jurisdiction: string;
  /** YYYY-MM-DD. */
  expiresOn: string;
}

export interface ScreeningMatch {
  /** Which name matched: the buyer's or the delivery address's. */
  field: 'buyer' | 'delivery';
  name: string;
  /** The list entry it matched, as the list names it. */
  entry: string;
}

/**
 * What switching the active account moved into a cart: the kind names the account the lines moved
 * to (ORGANIZATION or PERSONAL), from and to name the accounts, items counts the units moved.
 */
export interface CartMergeNoticeRecord {
  kind: 'ORGANIZATION' | 'PERSONAL';
  from: string;
  to: string;
  lines: number;
  items: number;
  adjustments: { itemCode: string; requested: number; kept: number; reason: string }[];
}

/** The support agent acting for the customer in an assisted session. */
export interface AssistedByRecord {
  staffId: string;
  name: string;
}

/** An organisation discount as an order copied it: which scheme, what percentage, what state. */
export interface OrderDiscountRecord {
  organisationId: string;
  scheme: 'uap' | 'old';
  /** Basis points: 1000 is 10 %. */
  basisPoints: number;
  state: string;
}

export interface StoredPriceList {
  price: number;
  tiers: { minQuantity: number; price: number }[];
}

/** generator (which generator and scale made the rows) and version (changes with every edit). */
export const catalogMeta = commerce.table('catalog_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
});

export const products = commerce.table('products', {
  code: text().primaryKey(),
  program: text().notNull(),
  qualification: text().notNull(),
  minMonths: integer('min_months').notNull(),
  maxMonths: integer('max_months').notNull(),
  adminMinutes: integer('admin_minutes').array().notNull(),
  categories: text().array().notNull(),
  stores: text().array().notNull(),
  popularity: integer().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/** One row per product and catalogue language; tsv is filled by SQL (unaccent is not immutable). */
export const productTexts = commerce.table(
  'product_texts',
  {
    code: text()
      .notNull()
      .references(() => products.code, { onDelete: 'cascade' }),
    lang: text().notNull(),
    name: text().notNull(),
    summary: text().notNull(),
    description: text().notNull(),
    /** The name and body as the text-search parser should see them (CJK: segmented with spaces). */
    searchName: text('search_name').notNull(),
    searchBody: text('search_body').notNull(),
    /** Lower-cased, unaccented name for trigram matching. */
    nameNorm: text('name_norm').notNull().default(''),
    tsv: tsvector(),
  },
  (t) => [
    primaryKey({ columns: [t.code, t.lang] }),
    index('product_texts_tsv_idx').using('gin', t.tsv),
    index('product_texts_name_trgm_idx').using('gin', sql`${t.nameNorm} gin_trgm_ops`),
  ],
);

/** The distinct words of product names per language: typo correction looks for similar words here. */
export const searchWords = commerce.table(
  'search_words',
  {
    lang: text().notNull(),
    word: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.word] }),
    index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);

export const items = commerce.table(
  'items',
  {
    code: text().primaryKey(),
    productCode: text('product_code')
      .notNull()
      .references(() => products.code, { onDelete: 'cascade' }),
    position: integer().notNull(),
    kind: text().notNull(),
    format: text().notNull(),
    digital: boolean().notNull(),
    minQuantity: integer('min_quantity').notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    stock: integer().notNull(),
    prices: jsonb().$type<Record<string, StoredPriceList>>().notNull(),
  },
  (t) => [index('items_product_idx').on(t.productCode)],
);

/** A cart is anonymous until it is a customer's; a customer has at most one cart per site. */
export const carts = commerce.table(
  'carts',
  {
    id: uuid().primaryKey(),
    siteId: text('site_id').notNull(),
    currency: text().notNull(),
    /** The identity provider's user id of the customer whose cart this is; null while anonymous. */
    userId: uuid('user_id'),
    /** The organisation account the customer's cart buys for (docs/organisations.md); null: personal. */
    organisationId: uuid('organisation_id'),
    /** What the last switch of account moved into this cart, shown once as the merge banner. */
    mergeNotice: jsonb('merge_notice').$type<CartMergeNoticeRecord>(),
    /** The accepted quote whose prices this cart holds (docs/quotes.md); null: catalogue prices. */
    quoteId: uuid('quote_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    /** One cart per customer, site and account (personal or each organisation). */
    uniqueIndex('carts_customer_site_account_idx')
      .on(
        t.userId,
        t.siteId,
        sql`coalesce(${t.organisationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.userId} is not null`),
  ],
);

/** Entries keep the item code without a foreign key: a reseeded catalogue must not delete carts. */
export const cartEntries = commerce.table(
  'cart_entries',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    entryNumber: integer('entry_number').notNull(),
    itemCode: text('item_code').notNull(),
    quantity: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.entryNumber] }),
    unique('cart_entries_item').on(t.cartId, t.itemCode),
  ],
);

/**
 * Customers by the identity provider's user id (the `user_id` claim): the demo customers are
 * seeded with their fixed ids, others are created from userinfo at their first signed-in call.
 */
export const customers = commerce.table('customers', {
  id: uuid().primaryKey(),
  email: text().notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  registrationCountry: text('registration_country').notNull(),
  /** Where order confirmations and invoices go; null: the sign-in email. Changed only after step-up. */
  orderEmail: text('order_email'),
  /** The payment provider's Customer (cus_…) that holds the customer's saved cards; made on first need. */
  paymentCustomerId: text('payment_customer_id'),
  /** Express checkout's delivery method (standard or express); null: standard. */
  defaultDeliveryMethod: text('default_delivery_method'),
  /** The organisation the customer buys for (docs/organisations.md); null: the personal account. */
  activeOrganisationId: uuid('active_organisation_id'),
  /** The language of the customer's mail within the region (en-ca or fr-ca); null: the site's first. */
  preferredLocale: text('preferred_locale'),
  /** Where invoices and receipts go; null: the order email, else the sign-in email. */
  invoiceEmail: text('invoice_email'),
  /** Marketing emails: off (the default), pending (confirmation link sent) or on (confirmed). */
  marketingEmails: text('marketing_emails').notNull().default('off'),
  /** The SHA-256 of the double opt-in link's token while pending. */
  marketingTokenHash: text('marketing_token_hash'),
  marketingRequestedAt: timestamp('marketing_requested_at', { withTimezone: true, mode: 'string' }),
  marketingConfirmedAt: timestamp('marketing_confirmed_at', { withTimezone: true, mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** A customer's address book: delivery addresses, also the billing place of an order with nothing to deliver. */
export const addresses = commerce.table(
  'addresses',
  {
    id: uuid().primaryKey(),
    userId: uuid('user_id').notNull(),
    fullName: text('full_name').notNull(),
    organisation: text(),
    line1: text().notNull(),
    line2: text(),
    /** Shown and taken only with the line3 address field flag (docs/flags.md). */
    line3: text(),
    city: text().notNull(),
    region: text(),
    postcode: text().notNull(),
    country: text().notNull(),
    phone: text(),
    /** The default delivery address (express checkout delivers to it); at most one per customer. */
    isDefault: boolean('is_default').notNull().default(false),
    /** The default billing address; at most one per customer. */
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    /** A school's, college's or clinic's address rather than a home: some qualification levels ship only there. */
    institution: boolean().notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    uniqueIndex('addresses_one_default_billing_idx')
      .on(t.userId)
      .where(sql`${t.isDefaultBilling}`),
  ],
);

/**
 * The last order number given per site and year. The row is incremented inside the placing
 * transaction, so a placement that rolls back gives its number back and the sequence has no gaps.
 */
export const orderSequences = commerce.table(
  'order_sequences',
  {
    siteId: text('site_id').notNull(),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.year] })],
);

/**
 * An order as placed: its amounts are integers in the currency's minor unit, copied with the tax
 * computation at placement so that a later price or rate change does not alter it. Order, payment
 * and fulfilment each have a state of their own; order_history dates every change.
 */
export const orders = commerce.table(
  'orders',
  {
    id: uuid().primaryKey(),
    number: text().notNull().unique(),
    userId: uuid('user_id').notNull(),
    siteId: text('site_id').notNull(),
    locale: text().notNull(),
    currency: text().notNull(),
    /** The cart the order was placed from (emptied in the same transaction). */
    cartId: uuid('cart_id').notNull(),
    email: text().notNull(),
    status: text().notNull(),
    paymentStatus: text('payment_status').notNull(),
    fulfilmentStatus: text('fulfilment_status').notNull(),
    paymentType: text('payment_type').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<Address>().notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    subtotal: integer().notNull(),
    deliveryCharge: integer('delivery_charge').notNull(),
    taxTotal: integer('tax_total').notNull(),
    total: integer().notNull(),
    tax: jsonb().$type<TaxComputation>().notNull(),
    /** The payment provider's ids: the Checkout Session and its PaymentIntent. */
    checkoutSessionId: text('checkout_session_id'),
    paymentIntentId: text('payment_intent_id'),
    /** The provider's code of the last failed attempt (card_declined, …), while unpaid. */
    paymentFailure: text('payment_failure'),
    /** The customer's purchase order number (payment type purchase-order). */
    purchaseOrderNumber: text('purchase_order_number'),
    /** The reference a bank transfer must quote (payment type bank-transfer). */
    paymentReference: text('payment_reference'),
    /** A business buyer's VAT number as given, checked, printed on the order and its invoice. */
    vatNumber: text('vat_number'),
    /** A US or Canadian tax exemption certificate; the order waits in tax review until it is accepted. */
    taxExemption: jsonb('tax_exemption').$type<TaxExemption>(),
    /** What sanctions screening matched (for operators only; never shown to the customer). */
    screeningMatch: jsonb('screening_match').$type<ScreeningMatch>(),
    /** The provider's refund (re_…) of a cancelled paid order. */
    refundId: text('refund_id'),
    /** The organisation account the order was placed for; its members with the finance role see it. */
    organisationId: uuid('organisation_id'),
    /** The member whose qualifications the order was placed under (the buyer when buying for themself). */
    qualifiedUserId: uuid('qualified_user_id'),
    /** The accepted quote the order was placed from, at its prices. */
    quoteId: uuid('quote_id'),
    /** The organisation discount taken off the subtotal (minor units), and what it was. */
    discountTotal: integer('discount_total').notNull().default(0),
    discount: jsonb().$type<OrderDiscountRecord>(),
    /** The support agent who placed the order for the customer in an assisted session (docs/operations.md). */
    assistedBy: jsonb('assisted_by').$type<AssistedByRecord>(),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_customer_idx').on(t.userId, t.siteId, t.placedAt),
    index('orders_organisation_idx')
      .on(t.organisationId, t.placedAt)
      .where(sql`${t.organisationId} is not null`),
  ],
);

export const orderLines = commerce.table(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    itemCode: text('item_code').notNull(),
    productCode: text('product_code').notNull(),
    name: text().notNull(),
    format: text().notNull(),
    digital: boolean().notNull(),
    taxClass: text('tax_class').notNull(),
    quantity: integer().notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** The organisation discount's share of this line; net is quantity × unit price − discount. */
    discount: integer().notNull().default(0),
    net: integer().notNull(),
    tax: integer().notNull(),
    taxComponents: jsonb('tax_components').$type<TaxComponentAmount[]>().notNull(),
    /** A digital line's licence or access code, given when it is fulfilled. */
    licence: text(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

/** A parcel sent for an order: which lines and how many of each, the carrier and its tracking number. */
export const orderShipments = commerce.table(
  'order_shipments',
  {
    id: uuid().primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text().notNull(),
    trackingNumber: text('tracking_number').notNull(),
    trackingUrl: text('tracking_url'),
    lines: jsonb().$type<{ position: number; quantity: number }[]>().notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('order_shipments_order_idx').on(t.orderId, t.shippedAt)],
);

/** Every change of an order's states: who or what changed which state, from what, to what, when. */
export const orderHistory = commerce.table(
  'order_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** `customer`, or `provider:<event id>` for a payment webhook. */
    actor: text().notNull(),
    /** `order`, `payment` or `fulfilment`. */
    state: text().notNull(),
    from: text(),
    to: text().notNull(),
    note: text(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.id)],
);

/**
 * Idempotency keys of order placements, per customer: the request's hash, the order it made, and
 * the answer once given (replayed for 24 hours). `lockedUntil` is the lease of the call running it.
 */
export const idempotencyKeys = commerce.table(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text().notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id'),
    response: jsonb().$type<unknown>(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * A customer's qualification records (docs/qualifications.md), per site, because a level is a code of
 * the site's scheme. `status` is stored as pending, approved or rejected; an approval past
 * `expiresOn` reads as expired. The document's bytes live in qualification_documents.
 */
export const qualifications = commerce.table(
  'qualifications',
  {
    id: uuid().primaryKey(),
    userId: uuid('user_id').notNull(),
    siteId: text('site_id').notNull(),
    type: text().notNull(),
    level: text().notNull(),
    status: text().notNull(),
    details: text().notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'string' }),
    /** The last day an approval counts, YYYY-MM-DD (UTC). */
    expiresOn: text('expires_on'),
    reviewerNote: text('reviewer_note'),
    /** When the reminder that the approval lapses in 30 days was sent (sent once per record). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('qualifications_customer_idx').on(t.userId, t.siteId, t.submittedAt),
    index('qualifications_status_idx').on(t.status, t.submittedAt),
  ],
);

/** The uploaded evidence, apart from the records so that listing them never reads the bytes. */
export const qualificationDocuments = commerce.table('qualification_documents', {
  qualificationId: uuid('qualification_id')
    .primaryKey()
    .references(() => qualifications.id, { onDelete: 'cascade' }),
  data: bytea().notNull(),
});

export interface InvoicePartyRecord {
  name: string;
  organisation?: string;
  addressLines: string[];
  country: string;
  email?: string;
  vatNumber?: string;
  registration?: string;
}

/** The last invoice, credit note or receipt number given per site, series (INV, CN, RC) and year. */
export const invoiceSequences = commerce.table(
  'invoice_sequences',
  {
    siteId: text('site_id').notNull(),
    series: text().notNull(),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.series, t.year] })],
);

/**
 * An invoice or credit note (docs/invoices.md), copied from its order when issued so that it never
 * changes after. `id` is what addresses name (unguessable); `number` is the printed, sequential one.
 * `status` is stored as open, partially-paid, paid, cancelled or credited; overdue is computed from
 * `dueOn`. The balance is total − paid − credited; `paid` moves only with a settled payment.
 */
export const invoices = commerce.table(
  'invoices',
  {
    id: uuid().primaryKey(),
    number: text().notNull().unique(),
    kind: text().notNull(),
    /** A credit note: the invoice it credits. */
    creditsInvoiceId: uuid('credits_invoice_id'),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    /** The order's organisation account: its members with the finance role see and pay the invoice. */
    organisationId: uuid('organisation_id'),
    siteId: text('site_id').notNull(),
    locale: text().notNull(),
    currency: text().notNull(),
    status: text().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** YYYY-MM-DD: the issue date plus the payment terms. */
    dueOn: text('due_on').notNull(),
    paymentTermsDays: integer('payment_terms_days').notNull(),
    seller: jsonb().$type<InvoicePartyRecord>().notNull(),
    buyer: jsonb().$type<InvoicePartyRecord>().notNull(),
    purchaseOrderNumber: text('purchase_order_number'),
    taxTreatment: text('tax_treatment').notNull(),
    taxJurisdiction: text('tax_jurisdiction').notNull(),
    taxComponents: jsonb('tax_components').$type<TaxComponentAmount[]>().notNull(),
    net: integer().notNull(),
    taxTotal: integer('tax_total').notNull(),
    total: integer().notNull(),
    paid: integer().notNull().default(0),
    credited: integer().notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_customer_idx').on(t.userId, t.siteId, t.issuedAt),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_organisation_idx')
      .on(t.organisationId, t.issuedAt)
      .where(sql`${t.organisationId} is not null`),
  ],
);

export const invoiceLines = commerce.table(
  'invoice_lines',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** `item` or `delivery`. */
    kind: text().notNull(),
    /** The order line it bills (null for delivery). */
    orderLinePosition: integer('order_line_position'),
    itemCode: text('item_code'),
    name: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: integer('unit_price').notNull(),
    net: integer().notNull(),
    tax: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.position] })],
);

/**
 * A payment of one or several invoices: card (a Checkout Session; the signed webhook settles it) or
 * bank transfer (announced by the customer, settled when an operator records it received). While
 * pending, its allocations hold their amounts, so no other payment can cover them.
 * `(userId, idempotencyKey)` makes creating it idempotent; `requestHash` tells a repeat from a misuse.
 */
export const invoicePayments = commerce.table(
  'invoice_payments',
  {
    id: uuid().primaryKey(),
    receiptNumber: text('receipt_number').notNull().unique(),
    userId: uuid('user_id').notNull(),
    siteId: text('site_id').notNull(),
    locale: text().notNull(),
    currency: text().notNull(),
    method: text().notNull(),
    status: text().notNull(),
    amount: integer().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    checkoutSessionId: text('checkout_session_id'),
    paymentIntentId: text('payment_intent_id'),
    /** The provider's code of the last failed attempt (card_declined, …), or `expired`. */
    failure: text(),
    /** Where the receipt went. */
    receiptEmail: text('receipt_email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_payments_key_idx').on(t.userId, t.idempotencyKey),
    index('invoice_payments_customer_idx').on(t.userId, t.siteId, t.createdAt),
    index('invoice_payments_pending_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const invoicePaymentAllocations = commerce.table(
  'invoice_payment_allocations',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => invoicePayments.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    index('invoice_payment_allocations_invoice_idx').on(t.invoiceId),
  ],
);

/**
 * A cart kept under a name (docs/saved-carts.md): its lines with the unit price they had when saved,
 * so that restoring it can say what changed. Per customer and site.
 */
export const savedCarts = commerce.table(
  'saved_carts',
  {
    id: uuid().primaryKey(),
    userId: uuid('user_id').notNull(),
    siteId: text('site_id').notNull(),
    currency: text().notNull(),
    name: text().notNull(),
    description: text(),
    /** The Idempotency-Key of the call that made it: a repeat of that call answers this saved cart. */
    creationKey: text('creation_key'),
    /** The organisation whose members may open and restore it (only its owner changes it); null: private. */
    sharedWithOrganisationId: uuid('shared_with_organisation_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_carts_customer_idx').on(t.userId, t.siteId, t.updatedAt),
    index('saved_carts_shared_idx')
      .on(t.sharedWithOrganisationId)
      .where(sql`${t.sharedWithOrganisationId} is not null`),
    uniqueIndex('saved_carts_creation_key_idx')
      .on(t.userId, t.creationKey)
      .where(sql`${t.creationKey} is not null`),
  ],
);

export const savedCartEntries = commerce.table(
  'saved_cart_entries',
  {
    savedCartId: uuid('saved_cart_id')
      .notNull()
      .references(() => savedCarts.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    itemCode: text('item_code').notNull(),
    quantity: integer().notNull(),
    /** The unit price when saved (minor units), to report a change on restore. */
    unitPrice: integer('unit_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.savedCartId, t.position] }),
    unique('saved_cart_entries_item').on(t.savedCartId, t.itemCode),
  ],
);

/**
 * An organisation account (docs/organisations.md): a school district, a clinic, a university
 * department, on one site. Customers join by invitation or by its account number and an
 * administrator's approval; orders placed for it, their invoices and its discount are its own.
 */
export const organisations = commerce.table('organisations', {
  id: uuid().primaryKey(),
  /** What a customer types to ask to join, and what invoices print (ORG-…). */
  accountNumber: text('account_number').notNull().unique(),
  siteId: text('site_id').notNull(),
  name: text().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** A customer's membership and roles: purchaser, qualified-user, finance, administrator. */
export const organisationMembers = commerce.table(
  'organisation_members',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    roles: text().array().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    index('organisation_members_user_idx').on(t.userId),
  ],
);

/** An invitation by email: the link carries a token whose SHA-256 is kept; it is used once. */
export const organisationInvitations = commerce.table(
  'organisation_invitations',
  {
    id: uuid().primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    roles: text().array().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'string' }),
    acceptedBy: uuid('accepted_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('organisation_invitations_org_idx').on(t.organisationId, t.createdAt)],
);

/** A request to join by account number, waiting for an administrator: pending, approved or declined. */
export const organisationJoinRequests = commerce.table(
  'organisation_join_requests',
  {
    id: uuid().primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    message: text(),
    status: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    decidedBy: uuid('decided_by'),
  },
  (t) => [
    index('organisation_join_requests_org_idx').on(t.organisationId, t.status, t.createdAt),
    uniqueIndex('organisation_join_requests_one_pending_idx')
      .on(t.organisationId, t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * An organisation's discount (org-level discount flag): a percentage between two dates. The uap
 * scheme has a spending limit on what its orders may total within the dates; the older scheme (old)
 * has none.
 */
export const organisationDiscounts = commerce.table(
  'organisation_discounts',
  {
    id: uuid().primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    scheme: text().notNull(),
    /** Basis points: 1000 is 10 %. */
    basisPoints: integer('basis_points').notNull(),
    /** YYYY-MM-DD, both days included. */
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    currency: text().notNull(),
    /** uap: the most its discounted orders may total (subtotal before discount, minor units). */
    spendingLimit: integer('spending_limit'),
  },
  (t) => [index('organisation_discounts_org_idx').on(t.organisationId, t.startsOn)],
);

/**
 * A quote (docs/quotes.md): requested from a cart, offered by an operator with prices and an expiry,
 * accepted (prices locked) and ordered, or rejected, expired, cancelled. `number` is printed (QT-…);
 * `id` is what addresses name.
 */
export const quotes = commerce.table(
  'quotes',
  {
    id: uuid().primaryKey(),
    number: text().notNull().unique(),
    userId: uuid('user_id').notNull(),
    organisationId: uuid('organisation_id'),
    siteId: text('site_id').notNull(),
    locale: text().notNull(),
    currency: text().notNull(),
    status: text().notNull(),
    /** The Idempotency-Key of the request that made it: a repeat answers this quote. */
    creationKey: text('creation_key'),
    /** The expired quote this one asks again for. */
    requoteOfId: uuid('requote_of_id'),
    /** The offer: its last day (YYYY-MM-DD), its terms. */
    expiresOn: text('expires_on'),
    terms: text(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'string' }),
    offeredAt: timestamp('offered_at', { withTimezone: true, mode: 'string' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'string' }),
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('quotes_customer_idx').on(t.userId, t.siteId, t.createdAt),
    index('quotes_status_idx').on(t.status, t.updatedAt),
    uniqueIndex('quotes_creation_key_idx')
      .on(t.userId, t.creationKey)
      .where(sql`${t.creationKey} is not null`),
  ],
);

export const quoteLines = commerce.table(
  'quote_lines',
  {
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    itemCode: text('item_code').notNull(),
    name: text().notNull(),
    quantity: integer().notNull(),
    /** The catalogue's unit price when requested (minor units). */
    listUnitPrice: integer('list_unit_price').notNull(),
    /** The offered unit price (minor units), set with the offer. */
    offeredUnitPrice: integer('offered_unit_price'),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.position] })],
);

/** Messages both ways: the customer's and the operator's, in order. */
export const quoteMessages = commerce.table(
  'quote_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** customer or operator. */
    author: text().notNull(),
    body: text().notNull(),
    at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('quote_messages_quote_idx').on(t.quoteId, t.id)],
);

/** A staff member's note on an order, for staff only (the customer never reads it). */
export const orderNotes = commerce.table(
  'order_notes',
  {
    id: uuid().primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id'),
    staffName: text('staff_name').notNull(),
    body: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Every staff action and every action of an assisted session (docs/operations.md): who, when, what,
 * and the record before and after. Append-only: a trigger (migration 0013) refuses UPDATE, DELETE
 * and TRUNCATE, and no API writes it except through recordAudit in the action's own transaction.
 */
export const auditLog = commerce.table(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** `staff`, `assisted` (an agent acting for a customer) or `system` (the operator key of server-to-server jobs). */
    actorKind: text('actor_kind').notNull(),
    staffId: uuid('staff_id'),
    staffName: text('staff_name'),
    /** The customer an assisted session acted for. */
    customerId: uuid('customer_id'),
    /** The operation's id (`shipOrder`, `placeOrder`, …). */
    action: text().notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
  ],
);

/**
 * A product's images (requirements §9, product imagery): its covers, one per format it is sold in,
 * written by the catalogue seed, or the one image an operator uploaded in their place. `version` is a
 * hash of the drawing or the upload, so a replaced image gets a new address.
 */
export const productImages = commerce.table(
  'product_images',
  {
    productCode: text('product_code')
      .notNull()
      .references(() => products.code, { onDelete: 'cascade' }),
    /** 0 is the main image. */
    position: integer().notNull(),
    /** The format the image shows; null for an operator's upload, which stands for every format. */
    format: text(),
    version: text().notNull(),
    mediaType: text('media_type').notNull(),
    /** The upload's bytes; null for a generated cover, drawn again from the generator (ADR 29). */
    source: bytea(),
  },
  (t) => [
    primaryKey({ columns: [t.productCode, t.position] }),
    index('product_images_version_idx').on(t.version),
  ],
);

/** The sizes and encodings of an image, made on first request and kept: keyed by the source's hash. */
export const imageRenditions = commerce.table(
  'image_renditions',
  {
    version: text().notNull(),
    type: text().notNull(),
    width: integer().notNull(),
    bytes: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.version, t.type, t.width] })],
);
