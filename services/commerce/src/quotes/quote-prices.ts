import { and, eq } from 'drizzle-orm';
import type { Db } from '@store/database';
import type { Tx } from '../carts/carts.ts';
import { carts, quoteLines, quotes } from '../db/schema.ts';

/**
 * The prices an accepted quote gives the cart that holds it (docs/quotes.md). They apply while the
 * cart holds exactly the quote's lines, item for item at the quoted quantities; the cart's answer and
 * checkout both ask here, so the cart page, the checkout total and the order agree. A cart whose
 * lines change loses the link (carts.ts).
 */

export interface QuotedPrices {
  id: string;
  number: string;
  /** The offered unit price (minor units) and quantity of each quoted item. */
  lines: ReadonlyMap<string, { quantity: number; unitPrice: number }>;
}

/** The accepted quote the cart links to, with its prices; undefined for none or any other state. */
export async function quotedPricesOf(db: Db | Tx, quoteId: string | null): Promise<QuotedPrices | undefined> {
  if (quoteId === null) return undefined;
  const [quote] = await db
    .select({ id: quotes.id, number: quotes.number })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'accepted')));
  if (!quote) return undefined;
  const rows = await db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId));
  const lines = new Map<string, { quantity: number; unitPrice: number }>();
  for (const row of rows) {
    if (row.offeredUnitPrice === null) return undefined;
    lines.set(row.itemCode, { quantity: row.quantity, unitPrice: row.offeredUnitPrice });
  }
  return { ...quote, lines };
}

/** Whether the cart's lines are the quote's: the same items at the same quantities, none more. */
export function quoteApplies(
  quoted: QuotedPrices | undefined,
  entries: readonly { itemCode: string; quantity: number }[],
): quoted is QuotedPrices {
  return (
    quoted !== undefined &&
    entries.length === quoted.lines.size &&
    entries.every((entry) => quoted.lines.get(entry.itemCode)?.quantity === entry.quantity)
  );
}

/** In the placing transaction: the order was placed from the quote, and the cart holds it no more. */
export async function markQuoteOrdered(
  tx: Tx,
  quoted: QuotedPrices,
  orderId: string,
  cartId: string,
): Promise<void> {
  const now = new Date().toISOString();
  await tx
    .update(quotes)
    .set({ status: 'ordered', orderId, updatedAt: now })
    .where(and(eq(quotes.id, quoted.id), eq(quotes.status, 'accepted')));
  await tx.update(carts).set({ quoteId: null }).where(eq(carts.id, cartId));
}

/** The accepted quote whose prices the cart's entries take, when they are exactly its lines. */
export async function cartQuote(
  db: Db | Tx,
  quoteId: string | null,
  entries: readonly { itemCode: string; quantity: number }[],
): Promise<QuotedPrices | undefined> {
  const quoted = await quotedPricesOf(db, quoteId);
  return quoteApplies(quoted, entries) ? quoted : undefined;
}
