import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { invoicePaymentSchema } from '@store/contracts/commerce';
import { parseInput, ProblemError } from '@store/service-runtime';
import { invoicePayments } from '../../db/schema.ts';
import type { OperatorRoutes } from '../../operator/operator-routes.ts';
import { amountText, toInvoicePayment } from './invoice-payment-records.ts';
import { settleInvoicePayment } from './settle-invoice-payment.ts';

/**
 * A bank transfer received (services/commerce/README.md, Operator API): the operator matches the
 * remittance's reference, the payment's receipt number, and records it; the payment is then settled
 * as a card payment is by its webhook. Recording it again answers the payment as it is.
 */

const paramsSchema = z
  .object({
    receiptNumber: z
      .string()
      .regex(/^[A-Z]{2}-RC-\d{4}-\d{6}$/, 'expects a receipt number such as US-RC-2026-000007'),
  })
  .strict();
const bodySchema = z
  .object({
    amount: z
      .number('expects the amount received in minor units')
      .int('expects a whole number of minor units')
      .positive('expects an amount greater than 0')
      .optional(),
  })
  .strict()
  .optional();

export const registerInvoicePaymentOperator: OperatorRoutes = (scope, deps) => {
  const db = deps.database.db;
  scope.post('/invoice-payments/:receiptNumber/received', async (request) => {
    const { receiptNumber } = parseInput(paramsSchema, request.params, 'path');
    const body = parseInput(bodySchema, request.body, 'body');
    const [row] = await db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.receiptNumber, receiptNumber));
    if (!row || row.method !== 'bank-transfer') {
      throw new ProblemError(404, `There is no bank transfer payment ${receiptNumber}.`);
    }
    if (row.status === 'cancelled' || row.status === 'failed') {
      throw new ProblemError(
        409,
        `Payment ${receiptNumber} is ${row.status}; it holds no invoice any more. Return the transfer, or ask the customer to announce a new payment.`,
      );
    }
    if (body?.amount !== undefined && body.amount !== row.amount) {
      throw new ProblemError(
        422,
        `Payment ${receiptNumber} announced ${amountText(row.amount, row.currency)}; ${amountText(body.amount, row.currency)} cannot be recorded against it. Record the amount announced, or return the transfer.`,
        { errors: [{ path: 'body.amount', message: `expects ${row.amount}` }] },
      );
    }
    await settleInvoicePayment({ db, storeOrigins: deps.storeOrigins, payments: deps.payments }, row.id, {
      amount: row.amount,
      currency: row.currency,
      actor: 'operator',
    });
    const [now] = await db.select().from(invoicePayments).where(eq(invoicePayments.id, row.id));
    return invoicePaymentSchema.parse(await toInvoicePayment(db, now ?? row));
  });
};
