import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { minorDigits } from '@store/catalog';
import {
  INVOICE_PAYMENT_METHODS,
  INVOICE_PAYMENT_STATUSES,
  type InvoicePayment,
} from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../../carts/carts.ts';
import { invoicePaymentAllocations, invoicePayments, invoices } from '../../db/schema.ts';
import { bankTransferOf } from '../../orders/bank-transfer.ts';

/**
 * Invoice payments as stored and as the customer reads them (docs/invoice-payments.md), and what an
 * invoice's balance and payable amount are: balance = total − paid − credited; payable = balance −
 * what payments still pending hold of it.
 */

export type PaymentRow = typeof invoicePayments.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export const balanceOf = (invoice: Pick<InvoiceRow, 'total' | 'paid' | 'credited'>): number =>
  Math.max(0, invoice.total - invoice.paid - invoice.credited);

/** An amount in minor units as a problem message writes it: 1234.50 USD. */
export function amountText(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
}

/** What payments still pending hold of each invoice: no other payment may cover it. */
export async function heldAmounts(db: Db | Tx, invoiceIds: readonly string[]): Promise<Map<string, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({
      invoiceId: invoicePaymentAllocations.invoiceId,
      held: sql<number>`cast(sum(${invoicePaymentAllocations.amount}) as integer)`,
    })
    .from(invoicePaymentAllocations)
    .innerJoin(invoicePayments, eq(invoicePayments.id, invoicePaymentAllocations.paymentId))
    .where(
      and(
        inArray(invoicePaymentAllocations.invoiceId, [...invoiceIds]),
        eq(invoicePayments.status, 'pending'),
      ),
    )
    .groupBy(invoicePaymentAllocations.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId, Number(row.held)]));
}

const pick = <T extends string>(values: readonly T[], value: string): T => {
  const found = values.find((v) => v === value);
  if (found === undefined) throw new Error(`unexpected stored value '${value}'`);
  return found;
};

const iso = (stored: string) => new Date(stored).toISOString();

/** The payment as its customer reads it, each allocation with its invoice's number and balance now. */
export async function toInvoicePayment(db: Db | Tx, row: PaymentRow): Promise<InvoicePayment> {
  const allocations = await db
    .select({
      invoiceId: invoicePaymentAllocations.invoiceId,
      amount: invoicePaymentAllocations.amount,
      number: invoices.number,
      total: invoices.total,
      paid: invoices.paid,
      credited: invoices.credited,
    })
    .from(invoicePaymentAllocations)
    .innerJoin(invoices, eq(invoices.id, invoicePaymentAllocations.invoiceId))
    .where(eq(invoicePaymentAllocations.paymentId, row.id))
    .orderBy(asc(invoices.number));
  const method = pick(INVOICE_PAYMENT_METHODS, row.method);
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    method,
    status: pick(INVOICE_PAYMENT_STATUSES, row.status),
    currency: row.currency,
    amount: row.amount,
    allocations: allocations.map((a) => ({
      invoiceId: a.invoiceId,
      invoiceNumber: a.number,
      amount: a.amount,
      balance: balanceOf(a),
    })),
    ...(row.failure === null ? {} : { failure: row.failure }),
    ...(method === 'bank-transfer' ? { bankTransfer: bankTransferOf(row.siteId, row.receiptNumber) } : {}),
    ...(row.receiptEmail === null ? {} : { receiptEmail: row.receiptEmail }),
    createdAt: iso(row.createdAt),
    ...(row.paidAt === null ? {} : { paidAt: iso(row.paidAt) }),
  };
}

/** The customer's payment on the site; another customer's or another site's reads as none. */
export async function ownPayment(
  db: Db | Tx,
  owner: { userId: string; siteId: string },
  paymentId: string,
): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.id, paymentId),
        eq(invoicePayments.userId, owner.userId),
        eq(invoicePayments.siteId, owner.siteId),
      ),
    );
  if (!row) throw new ProblemError(404, `You have no invoice payment ${paymentId} on this store.`);
  return row;
}

export async function lockPayment(tx: Tx, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.id, paymentId))
    .for('update');
  return row;
}
