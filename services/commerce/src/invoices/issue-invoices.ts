import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@store/locales';
import type { Tx } from '../carts/carts.ts';
import { invoiceLines, invoices, orderLines, orders, type InvoicePartyRecord } from '../db/schema.ts';
import { SITES } from '../http/site-context.ts';
import { queueInvoiceIssued } from '../mail/invoice-mails.ts';
import type { OrderRow } from '../orders/orders.ts';
import { discountedLineName } from '../org-buying/invoice-discount-note.ts';
import { nextDocumentNumber } from './document-numbers.ts';
import { invoiceAmounts, type LinePart } from './invoice-amounts.ts';
import { dueOn, paymentTermsOf } from './payment-terms.ts';
import { sellerOf } from './sellers.ts';

/**
 * Issuing invoices (docs/invoices.md), always inside the transaction that confirms or ships the
 * order, which holds the order's row: a purchase-order order is invoiced for its digital lines when
 * it is confirmed and for each shipment's quantities when shipped (the delivery charge on the first
 * shipment's invoice); a bank-transfer order once, whole, when it is confirmed. Card orders never.
 * What an order was invoiced for is read from its invoices, so issuing twice invoices nothing twice.
 */

/** The delivery line's name, in the invoice's language. */
const DELIVERY_NAME: Readonly<Record<Locale, string>> = {
  'en-us': 'Shipping',
  'en-ca': 'Shipping',
  'fr-ca': 'Livraison',
  'en-gb': 'Delivery',
  'en-au': 'Delivery',
  'en-nz': 'Delivery',
  'zh-sg': '运费',
  'ja-jp': '送料',
  'nl-nl': 'Verzending',
  'es-es': 'Envío',
};

/** Orders that wait for an operator are not confirmed yet; a cancelled one is invoiced no more. */
const NOT_CONFIRMED: readonly string[] = ['placed', 'tax-review', 'held-for-review', 'cancelled'];

/** Where the invoice mail goes; without it (demo data) none is queued. */
export type InvoiceMailOrigins = ReadonlySet<string> | undefined;

export function orderLocale(row: Pick<OrderRow, 'locale' | 'siteId'>): Locale {
  return isLocale(row.locale) ? row.locale : (SITES.get(row.siteId)?.defaultLocale ?? DEFAULT_LOCALE);
}

function buyerOf(row: OrderRow): InvoicePartyRecord {
  const address = row.deliveryAddress;
  return {
    name: address.fullName,
    ...(address.organisation ? { organisation: address.organisation } : {}),
    addressLines: [
      address.line1,
      address.line2,
      address.line3,
      [address.city, address.region, address.postcode].filter(Boolean).join(' '),
    ].filter((line): line is string => typeof line === 'string' && line !== ''),
    country: address.country,
    email: row.email,
    ...(row.vatNumber ? { vatNumber: row.vatNumber } : {}),
  };
}

/** Units of each order line already invoiced (by position), and whether the delivery charge is. */
async function invoicedSoFar(tx: Tx, orderId: string) {
  const rows = await tx
    .select({
      kind: invoiceLines.kind,
      position: invoiceLines.orderLinePosition,
      quantity: sql<number>`sum(${invoiceLines.quantity})`.mapWith(Number),
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
    .groupBy(invoiceLines.kind, invoiceLines.orderLinePosition);
  const units = new Map<number, number>();
  for (const row of rows)
    if (row.kind === 'item' && row.position !== null) units.set(row.position, row.quantity);
  return { units, delivery: rows.some((row) => row.kind === 'delivery') };
}

/**
 * Issues one invoice of these units of the order's lines (by position), with the delivery charge if
 * `withDelivery` and it is not invoiced yet. Units beyond what is left to invoice are left out; an
 * invoice with nothing on it is not issued. Answers the invoice's id.
 */
export async function issueInvoice(
  tx: Tx,
  row: OrderRow,
  units: ReadonlyMap<number, number>,
  withDelivery: boolean,
  at: Date,
  origins: InvoiceMailOrigins,
): Promise<string | undefined> {
  const [lines, sofar] = await Promise.all([
    tx.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.position)),
    invoicedSoFar(tx, row.id),
  ]);
  const parts: LinePart[] = lines.flatMap((line) => {
    const before = sofar.units.get(line.position) ?? 0;
    const quantity = Math.min(units.get(line.position) ?? 0, line.quantity - before);
    return quantity > 0 ? [{ line, before, quantity }] : [];
  });
  const locale = orderLocale(row);
  const delivery =
    withDelivery && !sofar.delivery ? { name: DELIVERY_NAME[locale], shipping: row.tax.shipping } : undefined;
  const amounts = invoiceAmounts(parts, delivery);
  if (amounts.lines.length === 0) return undefined;

  const site = SITES.get(row.siteId);
  if (!site) throw new Error(`order ${row.number} is of unknown store ${row.siteId}`);
  const id = randomUUID();
  const number = await nextDocumentNumber(tx, site.siteId, 'INV', at);
  const terms = paymentTermsOf(row.siteId);
  const invoice = {
    id,
    number,
    kind: 'invoice',
    creditsInvoiceId: null,
    orderId: row.id,
    userId: row.userId,
    // An order placed for an organisation is invoiced to it: its finance members see and pay it.
    organisationId: row.organisationId,
    siteId: row.siteId,
    locale,
    currency: row.currency,
    status: amounts.total === 0 ? 'paid' : 'open',
    issuedAt: at.toISOString(),
    dueOn: dueOn(at, terms),
    paymentTermsDays: terms,
    seller: sellerOf(row.siteId),
    buyer: buyerOf(row),
    purchaseOrderNumber: row.purchaseOrderNumber,
    taxTreatment: row.tax.treatment,
    taxJurisdiction: row.tax.jurisdiction.name,
    taxComponents: amounts.components,
    net: amounts.net,
    taxTotal: amounts.tax,
    total: amounts.total,
    paid: 0,
    credited: 0,
    updatedAt: at.toISOString(),
  };
  await tx.insert(invoices).values(invoice);
  const discountOf = new Map(lines.map((line) => [line.position, line.discount]));
  await tx.insert(invoiceLines).values(
    amounts.lines.map((line) => ({
      invoiceId: id,
      ...line,
      name: discountedLineName(
        line.name,
        discountOf.get(line.orderLinePosition ?? -1) ?? 0,
        row.discount,
        locale,
      ),
    })),
  );
  if (origins) {
    await queueInvoiceIssued(tx, row, invoice, { userId: row.userId, locale, origins });
  }
  return id;
}

async function orderRow(tx: Tx, orderId: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} is gone`);
  return row;
}

/**
 * What confirming an order issues: a purchase-order order's digital lines, a bank-transfer order
 * whole. Called where an order is confirmed (at placement, fulfilment/confirm-order.ts) and where an
 * operator lets a held order go on (orders/review-decisions.ts); an order still waiting gets none.
 */
export async function issueOnConfirmation(
  tx: Tx,
  orderId: string,
  origins: InvoiceMailOrigins,
  at: Date = new Date(),
): Promise<string | undefined> {
  const row = await orderRow(tx, orderId);
  if (NOT_CONFIRMED.includes(row.status)) return undefined;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, row.id));
  switch (row.paymentType) {
    case 'purchase-order':
      return issueInvoice(
        tx,
        row,
        new Map(lines.filter((line) => line.digital).map((line) => [line.position, line.quantity])),
        false,
        at,
        origins,
      );
    case 'bank-transfer':
      return issueInvoice(
        tx,
        row,
        new Map(lines.map((line) => [line.position, line.quantity])),
        true,
        at,
        origins,
      );
    default:
      return undefined;
  }
}

/** A shipment of a purchase-order order is invoiced for the units it carried (positions and quantities). */
export async function issueOnShipment(
  tx: Tx,
  orderId: string,
  shipped: ReadonlyMap<number, number>,
  origins: InvoiceMailOrigins,
  at: Date = new Date(),
): Promise<string | undefined> {
  const row = await orderRow(tx, orderId);
  if (row.paymentType !== 'purchase-order') return undefined;
  return issueInvoice(tx, row, shipped, true, at, origins);
}
