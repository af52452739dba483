import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@store/locales';
import type { Tx } from '../carts/carts.ts';
import { invoiceLines, invoices } from '../db/schema.ts';
import { SITES } from '../http/site-context.ts';
import { nextDocumentNumber } from './document-numbers.ts';
import { shareOf } from './invoice-amounts.ts';
import { orderLocale } from './issue-invoices.ts';

/**
 * Credit notes (docs/invoices.md): when an order with invoices is cancelled, each invoice with a
 * balance gets a credit note for that balance, in the cancelling transaction. A credit note is a
 * document of its own (series CN, kind credit-note, status credited) that names the invoice it
 * credits; the invoice's `credited` grows by its total and the invoice reads credited.
 */

type InvoiceRow = typeof invoices.$inferSelect;

/** The one line of a credit note for part of an invoice, in the invoice's language. */
const CREDIT_LINE: Readonly<Record<Locale, string>> = {
  'en-us': 'Credit for invoice {number}',
  'en-ca': 'Credit for invoice {number}',
  'fr-ca': 'Crédit sur la facture {number}',
  'en-gb': 'Credit for invoice {number}',
  'en-au': 'Credit for invoice {number}',
  'en-nz': 'Credit for invoice {number}',
  'zh-sg': '发票 {number} 的贷项',
  'ja-jp': '請求書 {number} の取消',
  'nl-nl': 'Creditering van factuur {number}',
  'es-es': 'Abono de la factura {number}',
};

/** The part of the invoice's tax in `amount`, component by component, the last taking what rounding left. */
function creditedTax(invoice: InvoiceRow, amount: number) {
  const components = invoice.taxComponents.map((c) => ({
    ...c,
    amount: shareOf(c.amount, invoice.total, 0, amount),
  }));
  const tax =
    components.length > 0
      ? components.reduce((sum, c) => sum + c.amount, 0)
      : shareOf(invoice.taxTotal, invoice.total, 0, amount);
  return { components, tax };
}

/** The credit note's lines: the invoice's own when it credits all of it, else one line for the amount. */
async function creditLines(tx: Tx, invoice: InvoiceRow, amount: number, tax: number) {
  if (amount === invoice.total) {
    return tx
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id))
      .orderBy(asc(invoiceLines.position));
  }
  return [
    {
      invoiceId: invoice.id,
      position: 1,
      kind: 'item',
      orderLinePosition: null,
      itemCode: null,
      name: CREDIT_LINE[orderLocale(invoice)].replace('{number}', invoice.number),
      quantity: 1,
      unitPrice: amount - tax,
      net: amount - tax,
      tax,
    },
  ];
}

/**
 * Credits the invoice's balance with a credit note and answers its id, or undefined when nothing is
 * owed; the caller holds the invoice's order and the invoice locked.
 */
export async function creditInvoice(
  tx: Tx,
  invoice: InvoiceRow,
  at: Date = new Date(),
): Promise<string | undefined> {
  const amount = invoice.total - invoice.paid - invoice.credited;
  if (amount <= 0) return undefined;
  const site = SITES.get(invoice.siteId);
  if (!site) throw new Error(`invoice ${invoice.number} is of unknown store ${invoice.siteId}`);
  const { components, tax } = creditedTax(invoice, amount);
  const lines = await creditLines(tx, invoice, amount, tax);
  const id = randomUUID();
  await tx.insert(invoices).values({
    ...invoice,
    id,
    number: await nextDocumentNumber(tx, site.siteId, 'CN', at),
    kind: 'credit-note',
    creditsInvoiceId: invoice.id,
    status: 'credited',
    issuedAt: at.toISOString(),
    // Nothing is owed on a credit note: it is due the day it is issued.
    dueOn: at.toISOString().slice(0, 10),
    taxComponents: components,
    net: amount - tax,
    taxTotal: tax,
    total: amount,
    paid: 0,
    credited: 0,
    updatedAt: at.toISOString(),
  });
  await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: id })));
  await tx
    .update(invoices)
    .set({ credited: invoice.credited + amount, status: 'credited', updatedAt: at.toISOString() })
    .where(eq(invoices.id, invoice.id));
  return id;
}

/** Credits every invoice of the order that has a balance; the caller holds the order's row. */
export async function creditOrderInvoices(tx: Tx, orderId: string, at: Date = new Date()): Promise<string[]> {
  const open = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.orderId, orderId),
        eq(invoices.kind, 'invoice'),
        inArray(invoices.status, ['open', 'partially-paid']),
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.number))
    .for('update');
  const credited: string[] = [];
  for (const invoice of open) {
    const id = await creditInvoice(tx, invoice, at);
    if (id !== undefined) credited.push(id);
  }
  return credited;
}
