import { z } from 'zod';
import { ALL_LOCALE_INFO } from '@store/locales';
import {
  INVOICE_KINDS,
  INVOICE_PAYMENT_MAX_INVOICES,
  INVOICE_PAYMENT_METHODS,
  INVOICE_PAYMENT_STATUSES,
  INVOICE_STATUSES,
  invoiceIdSchema,
  invoicePartySchema,
} from './commerce-invoices.ts';
import { operatorListSchema, operatorMoneySchema, operatorPagingSchema } from './operator-lists.ts';
import { isPlainText, PLAIN_TEXT_RULE } from './plain-text.ts';

/**
 * The finance part of the operator API (docs/operations.md): invoices and credit notes across every
 * store, bank transfers received against one or several invoices, credit notes, and the VAT numbers
 * orders were placed with. Amounts are Money in minor units, as everywhere in the operator API.
 */

const siteIds = [...new Set(ALL_LOCALE_INFO.map((l) => l.storeId))];
const siteIdSchema = z.enum(siteIds, `expects a site: ${siteIds.join(', ')}`);
const timestamp = z.iso.datetime({ offset: true });
const day = (name: string) => z.iso.date(`expects ${name} as a date, YYYY-MM-DD`);
const freeText = z
  .string()
  .trim()
  .min(1, 'expects some text to search for')
  .max(200, 'expects at most 200 characters');

export const OPERATOR_INVOICE_SORTS = ['issuedAt', 'dueOn', 'total', 'number'] as const;

/** GET /operator/invoices: `q` is an invoice number, an order number or a customer's email. */
export const operatorInvoiceQuerySchema = operatorPagingSchema
  .extend({
    sort: z
      .enum(OPERATOR_INVOICE_SORTS, `expects one of ${OPERATOR_INVOICE_SORTS.join(', ')}`)
      .default('issuedAt'),
    q: freeText.optional(),
    status: z.enum(INVOICE_STATUSES, `expects one of ${INVOICE_STATUSES.join(', ')}`).optional(),
    siteId: siteIdSchema.optional(),
    kind: z.enum(INVOICE_KINDS, `expects one of ${INVOICE_KINDS.join(', ')}`).optional(),
    from: day('from').optional(),
    to: day('to').optional(),
  })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'expects from on or before to',
    path: ['to'],
  });
export type OperatorInvoiceQuery = z.output<typeof operatorInvoiceQuerySchema>;

export const operatorInvoiceParamsSchema = z.object({ id: invoiceIdSchema }).strict();

export const operatorInvoiceRowSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** `overdue` in place of open or partially-paid once the due date has passed. */
  status: z.enum(INVOICE_STATUSES),
  overdue: z.boolean(),
  siteId: z.string(),
  orderNumber: z.string(),
  customer: z.object({ userId: z.uuid(), name: z.string(), email: z.string() }),
  organisationId: z.uuid().nullable(),
  total: operatorMoneySchema,
  paid: operatorMoneySchema,
  credited: operatorMoneySchema,
  balance: operatorMoneySchema,
  issuedAt: timestamp,
  dueOn: z.iso.date(),
});
export type OperatorInvoiceRow = z.infer<typeof operatorInvoiceRowSchema>;

export const operatorInvoiceListSchema = operatorListSchema(operatorInvoiceRowSchema);
export type OperatorInvoiceList = z.infer<typeof operatorInvoiceListSchema>;

export const operatorInvoicePaymentRecordSchema = z.object({
  id: z.uuid(),
  receiptNumber: z.string(),
  method: z.enum(INVOICE_PAYMENT_METHODS),
  status: z.enum(INVOICE_PAYMENT_STATUSES),
  /** The whole payment, of which `allocations` say what went to which invoice. */
  amount: operatorMoneySchema,
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
  allocations: z.array(
    z.object({ invoiceId: z.uuid(), invoiceNumber: z.string(), amount: operatorMoneySchema }),
  ),
});
export type OperatorInvoicePaymentRecord = z.infer<typeof operatorInvoicePaymentRecordSchema>;

/** GET /operator/invoices/{id}: the invoice or credit note with its lines, payments and credit notes. */
export const operatorInvoiceDetailSchema = operatorInvoiceRowSchema.extend({
  creditsInvoice: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  purchaseOrderNumber: z.string().nullable(),
  seller: invoicePartySchema,
  buyer: invoicePartySchema,
  lines: z.array(
    z.object({
      position: z.number().int().positive(),
      kind: z.enum(['item', 'delivery']),
      itemCode: z.string().nullable(),
      name: z.string(),
      quantity: z.number().int().positive(),
      unitPrice: operatorMoneySchema,
      net: operatorMoneySchema,
      tax: operatorMoneySchema,
    }),
  ),
  payments: z.array(operatorInvoicePaymentRecordSchema),
  creditNotes: z.array(
    z.object({ id: z.uuid(), number: z.string(), total: operatorMoneySchema, issuedAt: timestamp }),
  ),
});
export type OperatorInvoiceDetail = z.infer<typeof operatorInvoiceDetailSchema>;

export const BANK_TRANSFER_REFERENCE_MAX = 80;

/**
 * POST /operator/bank-transfers: a transfer received against one or several invoices of one customer
 * (or one organisation) on one store, in one currency; each amount at most the invoice's balance.
 */
export const operatorBankTransferRequestSchema = z
  .object({
    reference: z
      .string('expects the reference the transfer quoted')
      .trim()
      .min(1, 'expects the reference the transfer quoted')
      .max(BANK_TRANSFER_REFERENCE_MAX, `expects at most ${BANK_TRANSFER_REFERENCE_MAX} characters`)
      .refine(isPlainText, `expects ${PLAIN_TEXT_RULE}`),
    receivedOn: day('receivedOn'),
    currency: z
      .string('expects the currency, such as EUR')
      .regex(/^[A-Z]{3}$/, 'expects a currency code of three capitals, such as EUR'),
    allocations: z
      .array(
        z
          .object({
            invoiceId: invoiceIdSchema,
            amount: z
              .number('expects the amount in minor units')
              .int('expects a whole number of minor units')
              .positive('expects an amount greater than 0'),
          })
          .strict(),
        'expects the invoices the transfer pays',
      )
      .min(1, 'expects at least one invoice')
      .max(INVOICE_PAYMENT_MAX_INVOICES, `expects at most ${INVOICE_PAYMENT_MAX_INVOICES} invoices`)
      .refine(
        (list) => new Set(list.map((a) => a.invoiceId)).size === list.length,
        'expects each invoice once',
      ),
  })
  .strict();
export type OperatorBankTransferRequest = z.infer<typeof operatorBankTransferRequestSchema>;

export const operatorBankTransferSchema = z.object({
  id: z.uuid(),
  receiptNumber: z.string(),
  reference: z.string(),
  receivedOn: z.iso.date(),
  method: z.literal('bank-transfer'),
  status: z.enum(INVOICE_PAYMENT_STATUSES),
  customerId: z.uuid(),
  amount: operatorMoneySchema,
  /** Each invoice's share and its balance after the transfer. */
  allocations: z.array(
    z.object({
      invoiceId: z.uuid(),
      invoiceNumber: z.string(),
      amount: operatorMoneySchema,
      balance: operatorMoneySchema,
    }),
  ),
  receiptEmail: z.string().nullable(),
  paidAt: timestamp.nullable(),
});
export type OperatorBankTransfer = z.infer<typeof operatorBankTransferSchema>;

/** POST /operator/invoice-payments/{receiptNumber}/received: a transfer the customer announced has arrived. */
export const operatorReceivedParamsSchema = z
  .object({
    receiptNumber: z
      .string()
      .regex(/^[A-Z]{2}-RC-\d{4}-\d{6}$/, 'expects a receipt number such as US-RC-2026-000007'),
  })
  .strict();

/** `amount`, when given, must be what the customer announced. */
export const operatorReceivedRequestSchema = z
  .object({
    amount: z
      .number('expects the amount received in minor units')
      .int('expects a whole number of minor units')
      .positive('expects an amount greater than 0')
      .optional(),
  })
  .strict()
  .optional();

export const CREDIT_REASON_MAX = 500;

/** POST /operator/invoices/{id}/credit-notes: credits the invoice's whole balance. */
export const operatorCreditNoteRequestSchema = z
  .object({
    reason: z
      .string('expects the reason for the credit')
      .trim()
      .min(1, 'expects the reason for the credit')
      .max(CREDIT_REASON_MAX, `expects at most ${CREDIT_REASON_MAX} characters`)
      .refine(isPlainText, `expects ${PLAIN_TEXT_RULE}`),
  })
  .strict();
export type OperatorCreditNoteRequest = z.infer<typeof operatorCreditNoteRequestSchema>;

export const OPERATOR_VAT_SORTS = ['placedAt', 'orderNumber'] as const;

/** GET /operator/vat-numbers: orders placed with a VAT number; `q` is an order number or a VAT number. */
export const operatorVatNumberQuerySchema = operatorPagingSchema
  .extend({
    sort: z.enum(OPERATOR_VAT_SORTS, `expects one of ${OPERATOR_VAT_SORTS.join(', ')}`).default('placedAt'),
    q: freeText.optional(),
    siteId: siteIdSchema.optional(),
  })
  .strict();
export type OperatorVatNumberQuery = z.output<typeof operatorVatNumberQuerySchema>;

/**
 * A VAT number is checked (its country's format and check digits) when the order is placed and the
 * order refused otherwise, so every stored one reads `valid`: none waits for a review.
 */
export const operatorVatNumberRowSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  siteId: z.string(),
  vatNumber: z.string(),
  country: z.string(),
  check: z.literal('valid'),
  placedAt: timestamp,
  customer: z.object({ userId: z.uuid(), name: z.string(), email: z.string() }),
});
export type OperatorVatNumberRow = z.infer<typeof operatorVatNumberRowSchema>;

export const operatorVatNumberListSchema = operatorListSchema(operatorVatNumberRowSchema);
