import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  INVOICE_KINDS,
  INVOICE_LIST_MAX,
  INVOICE_PAYMENT_METHODS,
  INVOICE_PAYMENT_STATUSES,
  type Invoice,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoiceSort,
  type InvoiceSummary,
} from '@store/contracts/commerce';
import { isLocale } from '@store/locales';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { invoiceLines, invoicePaymentAllocations, invoicePayments, invoices, orders } from '../db/schema.ts';
import { SITES } from '../http/site-context.ts';
import { bankTransferOf } from '../orders/bank-transfer.ts';
import {
  invoiceOrganisationName,
  invoiceReader,
  reachableInvoices,
  type InvoiceReader,
} from './invoice-access.ts';
import { balanceOf, OWING_STATUSES, statusOf, utcToday } from './invoice-status.ts';

/**
 * A customer's invoices and credit notes on a site (docs/invoices.md): the list with its filters,
 * sorts and pages, and one invoice in full. They include the invoices of the organisations in which
 * the customer holds the finance role (invoice-access.ts). Another customer's invoice, one of
 * another site, or an organisation's out of reach, reads exactly like an unknown id: a 404.
 */

type InvoiceRow = typeof invoices.$inferSelect;

const pick = <T extends string>(values: readonly T[], value: string): T => {
  const found = values.find((v) => v === value);
  if (found === undefined) throw new Error(`unexpected stored value '${value}'`);
  return found;
};

const iso = (stored: string) => new Date(stored).toISOString();

const balanceSql = sql<number>`case when ${invoices.kind} = 'invoice' then greatest(${invoices.total} - ${invoices.paid} - ${invoices.credited}, 0) else 0 end`;

/** What payments still in progress hold of the invoice: the payable amount leaves it out. */
const heldSql = sql<number>`(select coalesce(sum(${invoicePaymentAllocations.amount}), 0) from ${invoicePaymentAllocations} inner join ${invoicePayments} on ${invoicePayments.id} = ${invoicePaymentAllocations.paymentId} where ${invoicePaymentAllocations.invoiceId} = ${invoices.id} and ${invoicePayments.status} = 'pending')`;

interface ReadRow {
  invoice: InvoiceRow;
  orderNumber: string;
  held: number;
  organisationName: string | null;
}

function toSummary(
  { invoice: row, orderNumber, held, organisationName }: ReadRow,
  today: string,
): InvoiceSummary {
  const balance = balanceOf(row);
  return {
    id: row.id,
    number: row.number,
    kind: pick(INVOICE_KINDS, row.kind),
    status: statusOf(row, today),
    orderNumber,
    currency: row.currency,
    issuedOn: iso(row.issuedAt).slice(0, 10),
    dueOn: row.dueOn,
    total: row.total,
    paid: row.paid,
    balance,
    payable: Math.max(0, balance - held),
    ...(row.purchaseOrderNumber === null ? {} : { purchaseOrderNumber: row.purchaseOrderNumber }),
    ...(row.organisationId !== null && organisationName !== null
      ? { organisation: { id: row.organisationId, name: organisationName } }
      : {}),
  };
}

const readColumns = {
  invoice: invoices,
  orderNumber: orders.number,
  held: heldSql.mapWith(Number),
  organisationName: invoiceOrganisationName,
};

/** The list's status filter reads as the status shown: `open` leaves out the overdue ones. */
export function statusFilter(status: InvoiceListQuery['status'], today: string): SQL | undefined {
  const owing = and(eq(invoices.kind, 'invoice'), inArray(invoices.status, [...OWING_STATUSES]));
  switch (status) {
    case undefined:
      return undefined;
    case 'overdue':
      return and(owing, lt(invoices.dueOn, today));
    case 'open':
    case 'partially-paid':
      return and(
        eq(invoices.status, status),
        or(eq(invoices.kind, 'credit-note'), gte(invoices.dueOn, today)),
      );
    default:
      return eq(invoices.status, status);
  }
}

/** The first day after `day`, YYYY-MM-DD: `to` takes the whole day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

interface SortSpec {
  key: SQL;
  direction: 'asc' | 'desc';
  value(row: InvoiceRow): string | number;
}

const SORTS: Readonly<Record<InvoiceSort, SortSpec>> = {
  'issued-desc': { key: sql`${invoices.issuedAt}`, direction: 'desc', value: (r) => r.issuedAt },
  'issued-asc': { key: sql`${invoices.issuedAt}`, direction: 'asc', value: (r) => r.issuedAt },
  'due-asc': { key: sql`${invoices.dueOn}`, direction: 'asc', value: (r) => r.dueOn },
  'due-desc': { key: sql`${invoices.dueOn}`, direction: 'desc', value: (r) => r.dueOn },
  'total-desc': { key: sql`${invoices.total}`, direction: 'desc', value: (r) => r.total },
  'total-asc': { key: sql`${invoices.total}`, direction: 'asc', value: (r) => r.total },
  'balance-desc': { key: balanceSql, direction: 'desc', value: balanceOf },
};

/** Where the page before ended: the sort key's value as stored, and the number (unique) that breaks ties. */
const cursorSchema = z
  .object({ v: z.union([z.string().max(40), z.number().int()]), n: z.string().max(40) })
  .strict();
type Cursor = z.infer<typeof cursorSchema>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(value: string): Cursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
  } catch {
    throw new ProblemError(400, 'The cursor is not one this list gave; start again without it.', {
      errors: [{ path: 'query.cursor', message: 'expects the nextCursor of the page before' }],
    });
  }
}

function after(sort: SortSpec, cursor: Cursor): SQL | undefined {
  const beyond = sort.direction === 'desc' ? lt : gt;
  return or(beyond(sort.key, cursor.v), and(eq(sort.key, cursor.v), beyond(invoices.number, cursor.n)));
}

/** Over every invoice the customer reaches on the site that still owes, whatever the filters. */
async function openTotals(db: Db, reader: InvoiceReader, today: string): Promise<InvoiceList['totals']> {
  const overdue = sql`${invoices.dueOn} < ${today}`;
  const [row] = await db
    .select({
      open: sql<number>`coalesce(sum(${balanceSql}), 0)`.mapWith(Number),
      overdue: sql<number>`coalesce(sum(${balanceSql}) filter (where ${overdue}), 0)`.mapWith(Number),
      openCount: sql<number>`count(*)`.mapWith(Number),
      overdueCount: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
    })
    .from(invoices)
    .where(
      and(
        reachableInvoices(reader),
        eq(invoices.kind, 'invoice'),
        inArray(invoices.status, [...OWING_STATUSES]),
      ),
    );
  const currency = SITES.get(reader.siteId)?.currency;
  if (!currency) throw new Error(`unknown site ${reader.siteId}`);
  return {
    currency,
    open: row?.open ?? 0,
    overdue: row?.overdue ?? 0,
    openCount: row?.openCount ?? 0,
    overdueCount: row?.overdueCount ?? 0,
  };
}

export async function customerInvoices(
  db: Db,
  userId: string,
  siteId: string,
  query: InvoiceListQuery = {},
  now: Date = new Date(),
): Promise<InvoiceList> {
  const reader = await invoiceReader(db, userId, siteId);
  const today = utcToday(now);
  const limit = query.limit ?? INVOICE_LIST_MAX;
  const sort = SORTS[query.sort ?? 'issued-desc'];
  const order = sort.direction === 'desc' ? desc : asc;
  const rows = await db
    .select(readColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        reachableInvoices(reader),
        statusFilter(query.status, today),
        query.from === undefined ? undefined : gte(invoices.issuedAt, `${query.from}T00:00:00.000Z`),
        query.to === undefined ? undefined : lt(invoices.issuedAt, dayAfter(query.to)),
        query.order === undefined ? undefined : eq(orders.number, query.order),
        query.minTotal === undefined ? undefined : gte(invoices.total, query.minTotal),
        query.maxTotal === undefined ? undefined : lte(invoices.total, query.maxTotal),
        query.cursor === undefined ? undefined : after(sort, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(order(sort.key), order(invoices.number))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1)?.invoice;
  return {
    invoices: page.map((row) => toSummary(row, today)),
    totals: await openTotals(db, reader, today),
    ...(rows.length > limit && last
      ? { nextCursor: encodeCursor({ v: sort.value(last), n: last.number }) }
      : {}),
  };
}

async function paymentsOf(db: Db, invoiceId: string): Promise<Invoice['payments']> {
  const rows = await db
    .select({ payment: invoicePayments, amount: invoicePaymentAllocations.amount })
    .from(invoicePaymentAllocations)
    .innerJoin(invoicePayments, eq(invoicePayments.id, invoicePaymentAllocations.paymentId))
    .where(eq(invoicePaymentAllocations.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.createdAt), asc(invoicePayments.receiptNumber));
  return rows.map(({ payment, amount }) => ({
    paymentId: payment.id,
    receiptNumber: payment.receiptNumber,
    method: pick(INVOICE_PAYMENT_METHODS, payment.method),
    status: pick(INVOICE_PAYMENT_STATUSES, payment.status),
    amount,
    createdAt: iso(payment.createdAt),
    ...(payment.paidAt === null ? {} : { paidAt: iso(payment.paidAt) }),
  }));
}

/** One invoice or credit note the customer reaches on the site, in full. */
export async function customerInvoice(
  db: Db,
  userId: string,
  siteId: string,
  invoiceId: string,
  now: Date = new Date(),
): Promise<Invoice> {
  const reader = await invoiceReader(db, userId, siteId);
  const [found] = await db
    .select(readColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, invoiceId), reachableInvoices(reader)));
  if (!found) throw new ProblemError(404, `You have no invoice ${invoiceId} on this store.`);
  const { invoice } = found;
  const [lines, creditNotes, credits, payments] = await Promise.all([
    db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id))
      .orderBy(asc(invoiceLines.position)),
    db
      .select({ id: invoices.id, number: invoices.number, total: invoices.total })
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
  const creditsInvoice = credits[0];
  if (!isLocale(invoice.locale)) throw new Error(`invoice ${invoice.number} has locale '${invoice.locale}'`);
  return {
    ...toSummary(found, utcToday(now)),
    locale: invoice.locale,
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: lines.map((line) => ({
      position: line.position,
      kind: pick(['item', 'delivery'] as const, line.kind),
      ...(line.itemCode === null ? {} : { itemCode: line.itemCode }),
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      net: line.net,
      tax: line.tax,
    })),
    totals: { net: invoice.net, tax: invoice.taxTotal, total: invoice.total },
    taxes: {
      treatment: pick(['charged', 'exempt', 'reverse-charge'] as const, invoice.taxTreatment),
      jurisdiction: invoice.taxJurisdiction,
      components: invoice.taxComponents,
    },
    credited: invoice.credited,
    paymentTermsDays: invoice.paymentTermsDays,
    ...(creditsInvoice ? { creditsInvoice } : {}),
    creditNotes,
    payments,
    bankTransfer: bankTransferOf(invoice.siteId, invoice.number),
  };
}
