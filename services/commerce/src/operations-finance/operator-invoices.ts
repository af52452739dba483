import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { INVOICE_KINDS, INVOICE_PAYMENT_METHODS, INVOICE_PAYMENT_STATUSES } from '@store/contracts/commerce';
import type {
  OperatorInvoiceDetail,
  OperatorInvoiceList,
  OperatorInvoicePaymentRecord,
  OperatorInvoiceQuery,
  OperatorInvoiceRow,
} from '@store/contracts/operator-finance';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../carts/carts.ts';
import {
  customers,
  invoiceLines,
  invoicePaymentAllocations,
  invoicePayments,
  invoices,
  orders,
} from '../db/schema.ts';
import { statusFilter } from '../invoices/invoice-reads.ts';
import { balanceOf, statusOf, utcToday } from '../invoices/invoice-status.ts';

/**
 * Invoices and credit notes of every store as finance reads them (docs/operations.md): one list with
 * the list conventions and one invoice in full, with its payments and credit notes. The status shown
 * is the customer's (`overdue` worked out from the due date), so the two never disagree.
 */

type Reader = Db | Tx;
type InvoiceRow = typeof invoices.$inferSelect;

const pick = <T extends string>(values: readonly T[], value: string): T => {
  const found = values.find((v) => v === value);
  if (found === undefined) throw new Error(`unexpected stored value '${value}'`);
  return found;
};

const iso = (stored: string) => new Date(stored).toISOString();

const money = (currency: string, amount: number) => ({ currency, amount });

const rowColumns = {
  invoice: invoices,
  orderNumber: orders.number,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
};

interface ReadRow {
  invoice: InvoiceRow;
  orderNumber: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

function toRow(
  { invoice, orderNumber, firstName, lastName, email }: ReadRow,
  today: string,
): OperatorInvoiceRow {
  const status = statusOf(invoice, today);
  return {
    id: invoice.id,
    number: invoice.number,
    kind: pick(INVOICE_KINDS, invoice.kind),
    status,
    overdue: status === 'overdue',
    siteId: invoice.siteId,
    orderNumber,
    customer: {
      userId: invoice.userId,
      name: `${firstName ?? ''} ${lastName ?? ''}`.trim() || invoice.buyer.name,
      email: email ?? invoice.buyer.email ?? '',
    },
    organisationId: invoice.organisationId,
    total: money(invoice.currency, invoice.total),
    paid: money(invoice.currency, invoice.paid),
    credited: money(invoice.currency, invoice.credited),
    balance: money(invoice.currency, balanceOf(invoice)),
    issuedAt: iso(invoice.issuedAt),
    dueOn: invoice.dueOn,
  };
}

/** The first instant after `day`: `to` takes the whole day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** An invoice number, an order number (either exactly or in part) or a customer's email. */
function searchFilter(q: string | undefined): SQL | undefined {
  if (q === undefined) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(invoices.number, like), ilike(orders.number, like), ilike(customers.email, like));
}

const SORT_KEYS = {
  issuedAt: invoices.issuedAt,
  dueOn: invoices.dueOn,
  total: invoices.total,
  number: invoices.number,
} as const;

export async function listOperatorInvoices(
  db: Reader,
  query: OperatorInvoiceQuery,
  now: Date = new Date(),
): Promise<OperatorInvoiceList> {
  const today = utcToday(now);
  const where = and(
    statusFilter(query.status, today),
    query.siteId === undefined ? undefined : eq(invoices.siteId, query.siteId),
    query.kind === undefined ? undefined : eq(invoices.kind, query.kind),
    query.from === undefined ? undefined : gte(invoices.issuedAt, `${query.from}T00:00:00.000Z`),
    query.to === undefined ? undefined : lt(invoices.issuedAt, dayAfter(query.to)),
    searchFilter(query.q),
  );
  const order = query.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select(rowColumns)
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .leftJoin(customers, eq(customers.id, invoices.userId))
      .where(where)
      .orderBy(order(SORT_KEYS[query.sort]), order(invoices.number))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ total: count() })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .leftJoin(customers, eq(customers.id, invoices.userId))
      .where(where),
  ]);
  return { data: rows.map((row) => toRow(row, today)), total: totals[0]?.total ?? 0 };
}

async function paymentsOf(db: Reader, invoiceId: string): Promise<OperatorInvoicePaymentRecord[]> {
  const payments = await db
    .select()
    .from(invoicePayments)
    .where(
      inArray(
        invoicePayments.id,
        db
          .select({ id: invoicePaymentAllocations.paymentId })
          .from(invoicePaymentAllocations)
          .where(eq(invoicePaymentAllocations.invoiceId, invoiceId)),
      ),
    )
    .orderBy(asc(invoicePayments.createdAt), asc(invoicePayments.receiptNumber));
  if (payments.length === 0) return [];
  const allocations = await db
    .select({
      paymentId: invoicePaymentAllocations.paymentId,
      invoiceId: invoicePaymentAllocations.invoiceId,
      invoiceNumber: invoices.number,
      amount: invoicePaymentAllocations.amount,
    })
    .from(invoicePaymentAllocations)
    .innerJoin(invoices, eq(invoices.id, invoicePaymentAllocations.invoiceId))
    .where(
      inArray(
        invoicePaymentAllocations.paymentId,
        payments.map((p) => p.id),
      ),
    )
    .orderBy(asc(invoices.number));
  return payments.map((payment) => ({
    id: payment.id,
    receiptNumber: payment.receiptNumber,
    method: pick(INVOICE_PAYMENT_METHODS, payment.method),
    status: pick(INVOICE_PAYMENT_STATUSES, payment.status),
    amount: money(payment.currency, payment.amount),
    createdAt: iso(payment.createdAt),
    paidAt: payment.paidAt === null ? null : iso(payment.paidAt),
    allocations: allocations
      .filter((a) => a.paymentId === payment.id)
      .map((a) => ({
        invoiceId: a.invoiceId,
        invoiceNumber: a.invoiceNumber,
        amount: money(payment.currency, a.amount),
      })),
  }));
}

/** One invoice or credit note in full; an unknown id is a 404. */
export async function operatorInvoice(
  db: Reader,
  invoiceId: string,
  now: Date = new Date(),
): Promise<OperatorInvoiceDetail> {
  const [found] = await db
    .select(rowColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(customers, eq(customers.id, invoices.userId))
    .where(eq(invoices.id, invoiceId));
  if (!found) throw new ProblemError(404, `There is no invoice ${invoiceId}.`);
  const { invoice } = found;
  const [lines, creditNotes, credits, payments] = await Promise.all([
    db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id))
      .orderBy(asc(invoiceLines.position)),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        total: invoices.total,
        issuedAt: invoices.issuedAt,
      })
      .from(invoices)
      .where(eq(invoices.creditsInvoiceId, invoice.id))
      .orderBy(asc(invoices.issuedAt), asc(invoices.number)),
    invoice.creditsInvoiceId === null
      ? Promise.resolve([])
      : db
          .select({ id: invoices.id, number: invoices.number })
          .from(invoices)
          .where(eq(invoices.id, invoice.creditsInvoiceId)),
    paymentsOf(db, invoice.id),
  ]);
  const currency = invoice.currency;
  return {
    ...toRow(found, utcToday(now)),
    creditsInvoice: credits[0] ?? null,
    purchaseOrderNumber: invoice.purchaseOrderNumber,
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: lines.map((line) => ({
      position: line.position,
      kind: pick(['item', 'delivery'] as const, line.kind),
      itemCode: line.itemCode,
      name: line.name,
      quantity: line.quantity,
      unitPrice: money(currency, line.unitPrice),
      net: money(currency, line.net),
      tax: money(currency, line.tax),
    })),
    payments,
    creditNotes: creditNotes.map((note) => ({
      id: note.id,
      number: note.number,
      total: money(currency, note.total),
      issuedAt: iso(note.issuedAt),
    })),
  };
}
