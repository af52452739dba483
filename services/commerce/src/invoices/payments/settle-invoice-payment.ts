import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@store/database';
import { DEFAULT_LOCALE, isLocale, storeOrigin, type Locale } from '@store/locales';
import { enqueueMail } from '@store/mail';
import type { Tx } from '../../carts/carts.ts';
import { customers, invoicePaymentAllocations, invoicePayments, invoices, orders } from '../../db/schema.ts';
import type { StripePayments } from '../../payments/stripe-payments.ts';
import { balanceOf, lockPayment, type InvoiceRow, type PaymentRow } from './invoice-payment-records.ts';
import { markOrderPaid } from './paid-orders.ts';

/**
 * Settling an invoice payment (docs/invoice-payments.md, "Settling"): the signed webhook or the
 * reconciler for a card, an operator for a bank transfer. Once per payment: the payment's row is
 * locked and only a pending one is settled, so a repeated event pays nothing twice. Each invoice is
 * credited with its allocation up to its balance (it may have been credited meanwhile); what could
 * not be applied is refunded through the provider after the transaction, under a key derived from
 * the payment, so a retry never refunds twice.
 */

export interface SettleScope {
  db: Db;
  storeOrigins: ReadonlySet<string>;
  payments: Pick<StripePayments, 'refundPayment'>;
}

/** What the provider or the operator says arrived. */
export interface Received {
  amount: number | null;
  currency: string | null;
  paymentIntentId?: string;
  /** Who settles, for the order's history (provider:evt_…, reconciler:cs_…, operator). */
  actor: string;
}

export type Settlement = 'settled' | 'already-paid' | 'mismatch' | 'refunded' | 'unknown';

export const refundKeyOf = (paymentId: string) => `invoice-payment-${paymentId}-refund`;

const localeOf = (row: PaymentRow): Locale => (isLocale(row.locale) ? row.locale : DEFAULT_LOCALE);

/** Locks rows in id order, orders before invoices, as every path that holds both does. */
async function lockInvoicesAndOrders(tx: Tx, invoiceIds: string[]) {
  const owners = await tx
    .selectDistinct({ orderId: invoices.orderId })
    .from(invoices)
    .where(inArray(invoices.id, invoiceIds));
  const orderRows = await tx
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        owners.map((o) => o.orderId),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update');
  const invoiceRows = await tx
    .select()
    .from(invoices)
    .where(inArray(invoices.id, invoiceIds))
    .orderBy(asc(invoices.id))
    .for('update');
  return { orderRows, invoiceRows };
}

interface Applied {
  invoice: InvoiceRow;
  amount: number;
  balance: number;
}

/** Adds each allocation to its invoice's `paid`, capped at its balance; answers what each took. */
async function applyAllocations(
  tx: Tx,
  allocations: readonly { invoiceId: string; amount: number }[],
  invoiceRows: readonly InvoiceRow[],
  now: string,
): Promise<Applied[]> {
  const applied: Applied[] = [];
  for (const allocation of allocations) {
    const invoice = invoiceRows.find((row) => row.id === allocation.invoiceId);
    if (!invoice) continue;
    const live = invoice.status !== 'cancelled' && invoice.status !== 'credited';
    const amount = live ? Math.min(allocation.amount, balanceOf(invoice)) : 0;
    const balance = balanceOf({ ...invoice, paid: invoice.paid + amount });
    if (amount > 0) {
      await tx
        .update(invoices)
        .set({
          paid: invoice.paid + amount,
          status: balance === 0 ? 'paid' : 'partially-paid',
          updatedAt: now,
        })
        .where(eq(invoices.id, invoice.id));
    }
    applied.push({ invoice, amount, balance });
  }
  return applied;
}

/** Where the receipt goes: the customer's invoice email, their order confirmation address, else the order's email. */
async function receiptEmail(tx: Tx, userId: string, orderEmail: string | undefined): Promise<string | null> {
  const [customer] = await tx
    .select({
      invoiceEmail: customers.invoiceEmail,
      orderEmail: customers.orderEmail,
      email: customers.email,
    })
    .from(customers)
    .where(eq(customers.id, userId));
  return customer?.invoiceEmail ?? customer?.orderEmail ?? orderEmail ?? customer?.email ?? null;
}

async function greetingName(tx: Tx, userId: string, fallback: string): Promise<string> {
  const [customer] = await tx
    .select({ firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, userId));
  return customer?.firstName ?? fallback;
}

/**
 * Settles the pending payment with what arrived. Money for a payment no longer pending (cancelled,
 * failed) is refunded in full; an amount or currency that is not the payment's leaves it pending
 * with failure `amount_mismatch` for an operator to look at.
 */
export async function settleInvoicePayment(
  scope: SettleScope,
  paymentId: string,
  received: Received,
): Promise<Settlement> {
  const outcome = await scope.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) return { settlement: 'unknown' as const, refund: 0 };
    const now = new Date().toISOString();
    const intentId = received.paymentIntentId ?? payment.paymentIntentId;
    if (payment.status === 'paid') return { settlement: 'already-paid' as const, refund: 0, payment };
    if (payment.status !== 'pending') {
      return { settlement: 'refunded' as const, refund: received.amount ?? 0, payment, intentId };
    }
    if (received.amount !== payment.amount || received.currency?.toUpperCase() !== payment.currency) {
      await tx
        .update(invoicePayments)
        .set({ failure: 'amount_mismatch', paymentIntentId: intentId, updatedAt: now })
        .where(eq(invoicePayments.id, payment.id));
      return { settlement: 'mismatch' as const, refund: 0, payment };
    }
    const allocations = await tx
      .select()
      .from(invoicePaymentAllocations)
      .where(eq(invoicePaymentAllocations.paymentId, payment.id));
    const { orderRows, invoiceRows } = await lockInvoicesAndOrders(
      tx,
      allocations.map((a) => a.invoiceId),
    );
    const applied = await applyAllocations(tx, allocations, invoiceRows, now);
    const refund =
      allocations.reduce((sum, a) => sum + a.amount, 0) - applied.reduce((s, a) => s + a.amount, 0);
    const firstOrder = orderRows[0];
    const email = await receiptEmail(tx, payment.userId, firstOrder?.email);
    await tx
      .update(invoicePayments)
      .set({
        status: 'paid',
        paidAt: now,
        receiptEmail: email,
        paymentIntentId: intentId,
        failure: null,
        updatedAt: now,
      })
      .where(eq(invoicePayments.id, payment.id));
    const note = `invoice payment ${payment.receiptNumber}`;
    for (const order of orderRows) {
      await markOrderPaid(tx, order, received.actor, note, scope.storeOrigins);
    }
    if (email !== null) {
      const locale = localeOf(payment);
      await enqueueMail(tx, {
        template: 'invoicePaymentReceipt',
        to: email,
        locale,
        params: {
          name: await greetingName(tx, payment.userId, firstOrder?.deliveryAddress.fullName ?? email),
          receiptNumber: payment.receiptNumber,
          paidAt: now,
          method: payment.method === 'card' ? 'card' : 'bank-transfer',
          currency: payment.currency,
          amount: payment.amount,
          invoices: applied
            .map(({ invoice, amount, balance }) => ({ number: invoice.number, amount, balance }))
            .sort((a, b) => a.number.localeCompare(b.number)),
          invoicesLink: new URL(`/${locale}/invoices`, storeOrigin(scope.storeOrigins, locale)).toString(),
        },
      });
    }
    return { settlement: 'settled' as const, refund, payment, intentId };
  });
  if (outcome.refund > 0 && 'intentId' in outcome && outcome.intentId) {
    await scope.payments.refundPayment(outcome.intentId, refundKeyOf(paymentId), outcome.refund);
  }
  return outcome.settlement;
}
