import { and, count, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { OperatorDashboard } from '@store/contracts/operator-orders';
import type { Db } from '@store/database';
import { ALL_LOCALE_INFO } from '@store/locales';
import { invoicePayments, invoices, orders, qualifications, quotes } from '../db/schema.ts';
import { OWING_STATUSES, utcToday } from '../invoices/invoice-status.ts';

/**
 * The operations dashboard (docs/operations.md): today's orders and revenue per store, the lengths
 * of the review queues, the overdue invoices and the failed payments. Today is the server's UTC day;
 * cancelled orders count neither as orders nor as revenue.
 */

const DAY_MS = 86_400_000;
const FAILED_PAYMENT_DAYS = 7;

/** Every store once, with its currency. */
const STORES = [...new Map(ALL_LOCALE_INFO.map((info) => [info.storeId, info.currency])).entries()];

const countOf = (rows: { n: number }[]) => rows[0]?.n ?? 0;

export async function dashboard(db: Db, now: Date = new Date()): Promise<OperatorDashboard> {
  const date = utcToday(now);
  const dayStart = `${date}T00:00:00.000Z`;
  const dayEnd = new Date(Date.parse(dayStart) + DAY_MS).toISOString();
  const failedSince = new Date(now.getTime() - FAILED_PAYMENT_DAYS * DAY_MS).toISOString();
  const [today, pendingQualifications, held, submittedQuotes, overdue, failedOrders, failedInvoicePayments] =
    await Promise.all([
      db
        .select({
          siteId: orders.siteId,
          currency: orders.currency,
          orders: count(),
          revenue: sql<number>`coalesce(sum(${orders.total}), 0)`.mapWith(Number),
        })
        .from(orders)
        .where(
          and(gte(orders.placedAt, dayStart), lt(orders.placedAt, dayEnd), ne(orders.status, 'cancelled')),
        )
        .groupBy(orders.siteId, orders.currency),
      db.select({ n: count() }).from(qualifications).where(eq(qualifications.status, 'pending')),
      db
        .select({ status: orders.status, n: count() })
        .from(orders)
        .where(inArray(orders.status, ['tax-review', 'held-for-review']))
        .groupBy(orders.status),
      db.select({ n: count() }).from(quotes).where(eq(quotes.status, 'submitted')),
      db
        .select({
          currency: invoices.currency,
          n: count(),
          amount: sql<number>`sum(${invoices.total} - ${invoices.paid} - ${invoices.credited})`.mapWith(
            Number,
          ),
        })
        .from(invoices)
        .where(
          and(
            eq(invoices.kind, 'invoice'),
            inArray(invoices.status, [...OWING_STATUSES]),
            lt(invoices.dueOn, date),
          ),
        )
        .groupBy(invoices.currency)
        .orderBy(invoices.currency),
      db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.status, 'awaiting-payment'), isNotNull(orders.paymentFailure))),
      db
        .select({ n: count() })
        .from(invoicePayments)
        .where(and(eq(invoicePayments.status, 'failed'), gte(invoicePayments.updatedAt, failedSince))),
    ]);
  const heldFor = (status: string) => held.find((row) => row.status === status)?.n ?? 0;
  return {
    date,
    stores: STORES.map(([siteId, currency]) => {
      const sold = today.find((row) => row.siteId === siteId && row.currency === currency);
      return {
        siteId,
        currency,
        orders: sold?.orders ?? 0,
        revenue: { currency, amount: sold?.revenue ?? 0 },
      };
    }),
    queues: {
      qualifications: countOf(pendingQualifications),
      taxReviews: heldFor('tax-review'),
      screeningHolds: heldFor('held-for-review'),
      quotes: countOf(submittedQuotes),
    },
    overdueInvoices: {
      count: overdue.reduce((sum, row) => sum + row.n, 0),
      amounts: overdue.map((row) => ({ currency: row.currency, amount: row.amount })),
    },
    failedPayments: { count: countOf(failedOrders) + countOf(failedInvoicePayments) },
  };
}
