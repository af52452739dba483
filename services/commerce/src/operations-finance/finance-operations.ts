import { invoicePaymentSchema } from '@store/contracts/commerce';
import {
  operatorBankTransferRequestSchema,
  operatorBankTransferSchema,
  operatorCreditNoteRequestSchema,
  operatorInvoiceDetailSchema,
  operatorInvoiceListSchema,
  operatorInvoiceParamsSchema,
  operatorInvoiceQuerySchema,
  operatorReceivedParamsSchema,
  operatorReceivedRequestSchema,
  operatorVatNumberListSchema,
  operatorVatNumberQuerySchema,
} from '@store/contracts/operator-finance';
import { recordAnnouncedTransfer } from '../invoices/payments/invoice-payment-operator.ts';
import {
  OPERATOR_NO_BODY,
  OPERATOR_NO_PARAMS,
  OPERATOR_NO_QUERY,
  operatorOperation,
} from '../operator/operator-operation.ts';
import type { OperatorRouteGroup } from '../operator/operator-routes.ts';
import { recordBankTransfer } from './bank-transfers.ts';
import { historyActor } from './history-actor.ts';
import { issueCreditNote } from './issue-credit-note.ts';
import { listOperatorInvoices, operatorInvoice } from './operator-invoices.ts';
import { listVatNumbers } from './vat-number-list.ts';

/** Finance in the operator API: invoices, bank transfers received, credit notes and VAT numbers. */

const FINANCE = ['finance'] as const;
const INVOICE_READERS = ['finance', 'order-manager', 'support-agent'] as const;
const UNKNOWN_INVOICE = { 404: 'There is no invoice with that id.' };

export const listInvoices = operatorOperation({
  id: 'listOperatorInvoices',
  method: 'GET',
  path: '/invoices',
  summary: 'List invoices and credit notes',
  description:
    'Every store’s invoices and credit notes, newest first by default. `q` matches an invoice number, an order number or a customer’s email; `status` reads as the customer sees it (`overdue` for an owing invoice past its due day, `open` without those); `from` and `to` are issue days, both included.',
  roles: INVOICE_READERS,
  params: OPERATOR_NO_PARAMS,
  query: operatorInvoiceQuerySchema,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'One page of invoices.', schema: operatorInvoiceListSchema },
});

export const readInvoice = operatorOperation({
  id: 'readOperatorInvoice',
  method: 'GET',
  path: '/invoices/:id',
  summary: 'Read an invoice',
  description:
    'The invoice or credit note with its lines, its payments and their allocations, and its credit notes.',
  roles: INVOICE_READERS,
  params: operatorInvoiceParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'The invoice.', schema: operatorInvoiceDetailSchema },
  problems: UNKNOWN_INVOICE,
});

export const recordBankTransferOperation = operatorOperation({
  id: 'recordBankTransfer',
  method: 'POST',
  path: '/bank-transfers',
  summary: 'Record a bank transfer received',
  description:
    'A transfer received against one or several invoices of one customer (or one organisation) on one store, in their currency: a paid bank-transfer payment with a receipt number, each invoice’s paid amount and status updated, its orders paid when nothing is left to pay, and the customer’s receipt mailed. Sending the same transfer again answers the payment recorded the first time.',
  roles: FINANCE,
  params: OPERATOR_NO_PARAMS,
  query: OPERATOR_NO_QUERY,
  body: operatorBankTransferRequestSchema,
  success: { status: 201, description: 'The payment recorded.', schema: operatorBankTransferSchema },
  problems: {
    ...UNKNOWN_INVOICE,
    422: 'An amount is more than its invoice owes, an invoice is in another currency, or the invoices are of several payers.',
  },
});

export const recordTransferReceived = operatorOperation({
  id: 'recordBankTransferReceived',
  method: 'POST',
  path: '/invoice-payments/:receiptNumber/received',
  summary: 'Record an announced bank transfer received',
  description:
    'The customer announced a bank transfer (a pending payment quoting its receipt number) and it arrived: the payment is settled as a card payment is. `amount`, when given, must be the amount announced. Recording it again answers the payment as it is.',
  roles: FINANCE,
  params: operatorReceivedParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: operatorReceivedRequestSchema,
  success: { status: 200, description: 'The payment.', schema: invoicePaymentSchema },
  problems: {
    404: 'There is no bank transfer payment with that receipt number.',
    409: 'The payment was cancelled or failed.',
    422: 'The amount is not the amount announced.',
  },
});

export const issueCreditNoteOperation = operatorOperation({
  id: 'issueCreditNote',
  method: 'POST',
  path: '/invoices/:id/credit-notes',
  summary: 'Credit an invoice',
  description:
    'A credit note for what the invoice still owes, as a cancellation issues it; the invoice reads credited. The reason is kept in the audit log.',
  roles: FINANCE,
  params: operatorInvoiceParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: operatorCreditNoteRequestSchema,
  success: { status: 201, description: 'The credit note.', schema: operatorInvoiceDetailSchema },
  problems: { ...UNKNOWN_INVOICE, 409: 'The invoice owes nothing, or is a credit note.' },
});

export const listVatNumbersOperation = operatorOperation({
  id: 'listVatNumbers',
  method: 'GET',
  path: '/vat-numbers',
  summary: 'List the VAT numbers of orders',
  description:
    'Orders placed with a VAT number, newest first. Every number is checked (its country’s format and check digits) when the order is placed, so none waits for a review and each reads `valid`; `q` matches an order number or a VAT number.',
  roles: ['finance', 'order-manager'],
  params: OPERATOR_NO_PARAMS,
  query: operatorVatNumberQuerySchema,
  body: OPERATOR_NO_BODY,
  success: {
    status: 200,
    description: 'One page of orders with a VAT number.',
    schema: operatorVatNumberListSchema,
  },
});

export const financeOperations: OperatorRouteGroup = {
  operations: [
    listInvoices,
    readInvoice,
    recordBankTransferOperation,
    recordTransferReceived,
    issueCreditNoteOperation,
    listVatNumbersOperation,
  ],
  register(route, deps) {
    const db = deps.database.db;
    const settle = { db, storeOrigins: deps.storeOrigins, payments: deps.payments };
    route(listInvoices, async ({ query }) => listOperatorInvoices(db, query));
    route(readInvoice, async ({ params }) => operatorInvoice(db, params.id));
    route(recordBankTransferOperation, async ({ body, staff, requestId }) =>
      recordBankTransfer(settle, body, { actor: staff, requestId }),
    );
    route(recordTransferReceived, async ({ params, body, staff, requestId }) =>
      recordAnnouncedTransfer(settle, params.receiptNumber, body?.amount, {
        actor: staff,
        historyActor: historyActor(staff),
        requestId,
      }),
    );
    route(issueCreditNoteOperation, async ({ params, body, staff, requestId }) =>
      issueCreditNote(db, params.id, body.reason, { actor: staff, requestId }),
    );
    route(listVatNumbersOperation, async ({ query }) => listVatNumbers(db, query));
  },
};
