import { z } from 'zod';
import { LOCALES } from '@store/locales';
import { bankTransferSchema, orderNumberSchema, taxComponentSchema } from './commerce-orders.ts';

/**
 * Invoices and invoice payments of the store headless API (issue 13, docs/invoices.md). Amounts are
 * integers in the minor unit of the invoice's `currency`, computed by the server; a payment's
 * amounts are the only ones a request carries, and the server checks each against the invoice's
 * balance.
 */

/**
 * `overdue` is never stored: the server answers it for an open or partially paid invoice whose due
 * date has passed. A credit note is `credited` once issued; the invoice it cancels reads `credited`.
 */
export const INVOICE_STATUSES = [
  'open',
  'partially-paid',
  'paid',
  'overdue',
  'cancelled',
  'credited',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_SORTS = [
  'issued-desc',
  'issued-asc',
  'due-asc',
  'due-desc',
  'total-desc',
  'total-asc',
  'balance-desc',
] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

/** Invoices are addressed by an unguessable id; the printed number is the legal, sequential one. */
export const invoiceIdSchema = z.uuid('expects an invoice id (a UUID)');

/** A printed invoice number: the store's country, INV or CN, the year and a sequence (US-INV-2026-000042). */
export const invoiceNumberSchema = z
  .string()
  .regex(/^[A-Z]{2}-(INV|CN)-\d{4}-\d{6}$/, 'expects an invoice number such as US-INV-2026-000042');

export const invoiceParamsSchema = z
  .object({ userId: z.uuid('expects a user id (a UUID)'), invoiceId: invoiceIdSchema })
  .strict();

export const INVOICE_LIST_MAX = 100;

const day = (name: string) => z.iso.date(`expects ${name} as a date, YYYY-MM-DD`);
const minorAmount = (name: string) =>
  z.coerce
    .number(`expects ${name} as an amount in minor units`)
    .int(`expects ${name} as a whole number of minor units`)
    .nonnegative(`expects ${name} of 0 or more`);

/**
 * GET /users/{userId}/invoices: filters by status, issue date (from, to, inclusive), order number and
 * total (minor units); `cursor` is the `nextCursor` of the page before.
 */
export const invoiceListQuerySchema = z
  .object({
    status: z.enum(INVOICE_STATUSES, `expects one of ${INVOICE_STATUSES.join(', ')}`).optional(),
    from: day('from').optional(),
    to: day('to').optional(),
    order: orderNumberSchema.optional(),
    minTotal: minorAmount('minTotal').optional(),
    maxTotal: minorAmount('maxTotal').optional(),
    sort: z.enum(INVOICE_SORTS, `expects one of ${INVOICE_SORTS.join(', ')}`).optional(),
    limit: z.coerce
      .number('expects a number of invoices')
      .int('expects a whole number of invoices')
      .min(1, 'expects at least 1')
      .max(INVOICE_LIST_MAX, `expects at most ${INVOICE_LIST_MAX}`)
      .optional(),
    cursor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,200}$/, 'expects the nextCursor of the page before')
      .optional(),
  })
  .strict();
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const invoiceSummarySchema = z.object({
  id: invoiceIdSchema,
  number: invoiceNumberSchema,
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  orderNumber: orderNumberSchema,
  currency: z.string(),
  /** YYYY-MM-DD. */
  issuedOn: z.iso.date(),
  dueOn: z.iso.date(),
  total: z.number().int(),
  paid: z.number().int().nonnegative(),
  /** What is left to pay: total − paid − credited. */
  balance: z.number().int().nonnegative(),
  /**
   * What may be paid now: the balance less the amounts held by payments still in progress (a card
   * payment on the provider's page, a bank transfer announced), so two payments never cover one amount.
   */
  payable: z.number().int().nonnegative(),
  purchaseOrderNumber: z.string().optional(),
  /** The organisation the order was placed for; its finance members see and pay the invoice. */
  organisation: z.object({ id: z.uuid(), name: z.string() }).optional(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListSchema = z.object({
  invoices: z.array(invoiceSummarySchema),
  /** Over all the customer's invoices of the site, whatever the filters: what is open, and of it what is overdue. */
  totals: z.object({
    currency: z.string(),
    open: z.number().int().nonnegative(),
    overdue: z.number().int().nonnegative(),
    openCount: z.number().int().nonnegative(),
    overdueCount: z.number().int().nonnegative(),
  }),
  nextCursor: z.string().optional(),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** A party as printed on the invoice. */
export const invoicePartySchema = z.object({
  name: z.string(),
  organisation: z.string().optional(),
  /** The address lines as printed, city and postcode included. */
  addressLines: z.array(z.string()),
  country: z.string(),
  email: z.string().optional(),
  vatNumber: z.string().optional(),
  /** The seller's company or tax registration, as the region prints it. */
  registration: z.string().optional(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

export const invoiceLineSchema = z.object({
  position: z.number().int().positive(),
  /** `delivery` is the order's delivery charge. */
  kind: z.enum(['item', 'delivery']),
  itemCode: z.string().optional(),
  name: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: z.number().int(),
  net: z.number().int(),
  tax: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const INVOICE_PAYMENT_METHODS = ['card', 'bank-transfer'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

export const INVOICE_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];

/** A payment's part of one invoice, as the invoice's payment history shows it. */
export const invoicePaymentRecordSchema = z.object({
  paymentId: z.uuid(),
  receiptNumber: z.string(),
  method: z.enum(INVOICE_PAYMENT_METHODS),
  status: z.enum(INVOICE_PAYMENT_STATUSES),
  amount: z.number().int().positive(),
  createdAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).optional(),
});

export const invoiceSchema = invoiceSummarySchema.extend({
  locale: z.enum(LOCALES),
  seller: invoicePartySchema,
  buyer: invoicePartySchema,
  lines: z.array(invoiceLineSchema),
  totals: z.object({
    net: z.number().int(),
    tax: z.number().int(),
    total: z.number().int(),
  }),
  taxes: z.object({
    treatment: z.enum(['charged', 'exempt', 'reverse-charge']),
    jurisdiction: z.string(),
    components: z.array(taxComponentSchema),
  }),
  credited: z.number().int().nonnegative(),
  /** Payment terms in days from the issue date (net 30). */
  paymentTermsDays: z.number().int().positive(),
  /** A credit note: the invoice it credits. An invoice: the credit notes issued against it. */
  creditsInvoice: z.object({ id: invoiceIdSchema, number: invoiceNumberSchema }).optional(),
  creditNotes: z.array(
    z.object({ id: invoiceIdSchema, number: invoiceNumberSchema, total: z.number().int() }),
  ),
  payments: z.array(invoicePaymentRecordSchema),
  /** The reference a bank transfer of this invoice quotes, and the store's account. */
  bankTransfer: bankTransferSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /users/{userId}/invoices/{invoiceId}/pdf: the printed invoice, in this locale of the site. */
export const invoicePdfQuerySchema = z.object({ locale: z.enum(LOCALES).optional() }).strict();

const returnUrl = (name: string) =>
  z
    .url({ protocol: /^https?$/, error: `expects ${name} as an absolute http(s) address on the store` })
    .max(2048);

/** Where the provider's page sends the customer back: commerce puts the payment's id in place of this. */
export const INVOICE_PAYMENT_PLACEHOLDER = '{PAYMENT_ID}';

export const INVOICE_PAYMENT_MAX_INVOICES = 50;

/**
 * POST /users/{userId}/invoice-payments with an `Idempotency-Key` header: which invoices, how much of
 * each (minor units, more than 0 and at most what is payable), and how. One currency per payment.
 */
export const invoicePaymentRequestSchema = z
  .object({
    method: z.enum(INVOICE_PAYMENT_METHODS, `expects one of ${INVOICE_PAYMENT_METHODS.join(', ')}`),
    allocations: z
      .array(
        z
          .object({
            invoiceId: invoiceIdSchema,
            amount: z
              .number('expects an amount in minor units')
              .int('expects a whole number of minor units')
              .positive('expects an amount greater than 0'),
          })
          .strict(),
        'expects the invoices to pay',
      )
      .min(1, 'expects at least one invoice to pay')
      .max(INVOICE_PAYMENT_MAX_INVOICES, `expects at most ${INVOICE_PAYMENT_MAX_INVOICES} invoices`)
      .refine(
        (allocations) => new Set(allocations.map((a) => a.invoiceId)).size === allocations.length,
        'expects each invoice once',
      ),
    locale: z.enum(LOCALES).optional(),
    successUrl: returnUrl('successUrl'),
    cancelUrl: returnUrl('cancelUrl'),
  })
  .strict();
export type InvoicePaymentRequest = z.infer<typeof invoicePaymentRequestSchema>;

export const invoicePaymentParamsSchema = z
  .object({
    userId: z.uuid('expects a user id (a UUID)'),
    paymentId: z.uuid('expects a payment id (a UUID)'),
  })
  .strict();

export const invoicePaymentSchema = z.object({
  id: z.uuid(),
  /** Printed on the receipt and quoted by a bank transfer (US-RC-2026-000007). */
  receiptNumber: z.string(),
  method: z.enum(INVOICE_PAYMENT_METHODS),
  status: z.enum(INVOICE_PAYMENT_STATUSES),
  currency: z.string(),
  amount: z.number().int().positive(),
  allocations: z.array(
    z.object({
      invoiceId: invoiceIdSchema,
      invoiceNumber: invoiceNumberSchema,
      amount: z.number().int().positive(),
      /** The invoice's balance now. */
      balance: z.number().int().nonnegative(),
    }),
  ),
  /** The provider's code of the last failed card attempt (card_declined, …). */
  failure: z.string().optional(),
  /** A bank transfer: the reference to quote (the receipt number) and the store's account. */
  bankTransfer: bankTransferSchema.optional(),
  /** Where the receipt was sent, once paid. */
  receiptEmail: z.string().optional(),
  createdAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).optional(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** The payment and, for a card, the provider's hosted page to send the customer to. */
export const invoicePaymentStartedSchema = z.object({
  payment: invoicePaymentSchema,
  redirectUrl: z.url().optional(),
});
export type InvoicePaymentStarted = z.infer<typeof invoicePaymentStartedSchema>;
