import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { itemName, minorDigits, roundMoney, type CatalogLanguage } from '@store/catalog';
import {
  cartMergeNoticeSchema,
  type BatchAddResult,
  type Cart,
  type CartEntry,
} from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { priceOf, productName } from '../catalogue/present.ts';
import type { Snapshot } from '../catalogue/snapshot.ts';
import { cartEntries, carts, type CartMergeNoticeRecord } from '../db/schema.ts';
import type { Site } from '../http/site-context.ts';
import { withOrganisationDiscount } from '../org-buying/cart-discount.ts';
import { quoteApplies, quotedPricesOf, type QuotedPrices } from '../quotes/quote-prices.ts';
import { checkBatchRow } from './batch-rows.ts';
import { cartWithAccount } from './cart-account.ts';
import { checkLine, lineProblem } from './lines.ts';
import { lineTotal, unitPriceAt } from './pricing.ts';

/**
 * Carts, anonymous or a customer's (customer-carts.ts). Every change runs in one transaction that
 * first locks the cart row, so concurrent changes to one cart apply one after another and a
 * refused change writes nothing. A customer's cart is reached only with that customer's access
 * token; an anonymous cart's id is its only credential (ADR 16).
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface CartScope {
  db: Db;
  snapshot: Snapshot;
  site: Site;
  language: CatalogLanguage;
  /** The user id of the call's access token; undefined for a call without one. */
  callerId: string | undefined;
  /** Whether the org-level discount flag is on for the caller; left out, carts show no discount. */
  orgDiscountOn?: () => Promise<boolean>;
}

export interface CartRow {
  id: string;
  siteId: string;
  currency: string;
  updatedAt: string;
  /** The organisation the cart buys for and its name (cart-account.ts); null: the personal account. */
  organisationId?: string | null;
  accountName?: string | null;
  mergeNotice?: CartMergeNoticeRecord | null;
}

/**
 * Another customer's cart, or a customer's cart asked for without a token, reads as no cart at all:
 * the answer says nothing about whether the id exists.
 */
const notFound = (id: string, site: Site) =>
  new ProblemError(
    404,
    `There is no cart ${id} on site ${site.siteId} for this caller (a customer's cart needs that customer's access token); create one with POST /carts.`,
  );

/** The carts a call may reach: anonymous ones by id, and the caller's own. */
function reachable(scope: CartScope, id: string) {
  const owner =
    scope.callerId === undefined
      ? isNull(carts.userId)
      : or(isNull(carts.userId), eq(carts.userId, scope.callerId));
  return and(eq(carts.id, id), eq(carts.siteId, scope.site.siteId), owner);
}

export async function createCart(scope: CartScope): Promise<Cart> {
  const [row] = await scope.db
    .insert(carts)
    .values({ id: randomUUID(), siteId: scope.site.siteId, currency: scope.site.currency })
    .returning();
  if (!row) throw new Error('the cart insert returned no row');
  return view(scope, row, []);
}

export async function readCart(scope: CartScope, id: string): Promise<Cart> {
  const [row] = await scope.db.select(cartWithAccount).from(carts).where(reachable(scope, id));
  if (!row) throw notFound(id, scope.site);
  const entries = await scope.db
    .select()
    .from(cartEntries)
    .where(eq(cartEntries.cartId, id))
    .orderBy(cartEntries.entryNumber);
  const cart = view(scope, row, entries, await quotedPricesOf(scope.db, row.quoteId));
  return withOrganisationDiscount(scope, scope.db, cart);
}

export interface EntryRow {
  entryNumber: number;
  itemCode: string;
  quantity: number;
}

/** A cart's entries inside a transaction that holds the cart's lock. */
export function entriesOf(tx: Tx, cartId: string): Promise<EntryRow[]> {
  return tx
    .select({
      entryNumber: cartEntries.entryNumber,
      itemCode: cartEntries.itemCode,
      quantity: cartEntries.quantity,
    })
    .from(cartEntries)
    .where(eq(cartEntries.cartId, cartId))
    .orderBy(cartEntries.entryNumber);
}

/**
 * Runs a change on a locked cart and answers the cart as the change left it. The work keeps the
 * entry list it is given in step with what it writes, which saves reading the entries again.
 */
async function change<T>(
  scope: CartScope,
  id: string,
  work: (tx: Tx, entries: EntryRow[]) => Promise<T>,
): Promise<{ cart: Cart; outcome: T }> {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx.select(cartWithAccount).from(carts).where(reachable(scope, id)).for('update');
    if (!row) throw notFound(id, scope.site);
    const entries = await entriesOf(tx, id);
    const before = JSON.stringify(entries);
    const outcome = await work(tx, entries);
    const updatedAt = new Date().toISOString();
    entries.sort((a, b) => a.entryNumber - b.entryNumber);
    // Changed lines are no longer the accepted quote's: the cart goes back to catalogue prices.
    const quoteId = JSON.stringify(entries) === before ? row.quoteId : null;
    await tx.update(carts).set({ updatedAt, quoteId }).where(eq(carts.id, id));
    const quoted = await quotedPricesOf(tx, quoteId);
    const cart = view(scope, { ...row, updatedAt }, entries, quoted);
    return { cart: await withOrganisationDiscount(scope, tx, cart), outcome };
  });
}

/**
 * Sets the quantities of the cart's entries (a new entry per new item), given checked lines. Lines
 * written here are no longer an accepted quote's (docs/quotes.md): the cart loses its quote link.
 */
export async function setLines(tx: Tx, cartId: string, lines: Map<string, number>, entries: EntryRow[]) {
  if (lines.size > 0) {
    await tx
      .update(carts)
      .set({ quoteId: null })
      .where(and(eq(carts.id, cartId), isNotNull(carts.quoteId)));
  }
  let next = entries.reduce((max, e) => Math.max(max, e.entryNumber + 1), 0);
  for (const [itemCode, quantity] of lines) {
    const entry = entries.find((e) => e.itemCode === itemCode);
    if (entry) {
      await tx
        .update(cartEntries)
        .set({ quantity })
        .where(and(eq(cartEntries.cartId, cartId), eq(cartEntries.entryNumber, entry.entryNumber)));
      entry.quantity = quantity;
    } else {
      const added = { entryNumber: next++, itemCode, quantity };
      await tx.insert(cartEntries).values({ cartId, ...added });
      entries.push(added);
    }
  }
}

export async function addEntry(
  scope: CartScope,
  id: string,
  itemCode: string,
  quantity: number,
): Promise<Cart> {
  const { cart } = await change(scope, id, async (tx, entries) => {
    const total = (entries.find((e) => e.itemCode === itemCode)?.quantity ?? 0) + quantity;
    const check = checkLine(scope.snapshot, scope.site.siteId, itemCode, total);
    if (!check.ok) throw lineProblem(check.status, check.error, check.message, check.limit);
    await setLines(tx, id, new Map([[itemCode, total]]), entries);
  });
  return cart;
}

export async function updateEntry(
  scope: CartScope,
  id: string,
  entryNumber: number,
  quantity: number,
): Promise<Cart> {
  const { cart } = await change(scope, id, async (tx, entries) => {
    const entry = entries.find((e) => e.entryNumber === entryNumber);
    if (!entry) throw new ProblemError(404, `Cart ${id} has no entry ${entryNumber}.`);
    const check = checkLine(scope.snapshot, scope.site.siteId, entry.itemCode, quantity);
    if (!check.ok) throw lineProblem(check.status, check.error, check.message, check.limit);
    await setLines(tx, id, new Map([[entry.itemCode, quantity]]), entries);
  });
  return cart;
}

export async function removeEntry(scope: CartScope, id: string, entryNumber: number): Promise<Cart> {
  const { cart } = await change(scope, id, async (tx, entries) => {
    const index = entries.findIndex((e) => e.entryNumber === entryNumber);
    if (index < 0) throw new ProblemError(404, `Cart ${id} has no entry ${entryNumber}.`);
    await tx
      .delete(cartEntries)
      .where(and(eq(cartEntries.cartId, id), eq(cartEntries.entryNumber, entryNumber)));
    entries.splice(index, 1);
  });
  return cart;
}

/** Quick order: each row is checked on its own; the good ones are added together; bad ones are reported. */
export async function addBatch(
  scope: CartScope,
  id: string,
  rows: { code: string; quantity: unknown }[],
  options: { acceptUpc?: boolean } = {},
): Promise<BatchAddResult> {
  const { cart, outcome } = await change(scope, id, async (tx, existing) => {
    const planned = new Map<string, number>();
    const results: BatchAddResult['rows'] = rows.map((row, index) => {
      const check = checkBatchRow(
        scope.snapshot,
        scope.site.siteId,
        row,
        (code) => planned.get(code) ?? existing.find((e) => e.itemCode === code)?.quantity ?? 0,
        options,
      );
      if (!check.ok) {
        const { ok: _ok, ...rejected } = check;
        return { row: index, status: 'rejected', ...rejected };
      }
      planned.set(check.itemCode, check.total);
      return { row: index, status: 'added', itemCode: check.itemCode, quantity: check.quantity };
    });
    await setLines(tx, id, planned, existing);
    return results;
  });
  return { cart, rows: outcome };
}

/** With an accepted quote whose lines the cart holds, each line shows the quote's unit price. */
export function view(scope: CartScope, row: CartRow, entries: EntryRow[], quoted?: QuotedPrices): Cart {
  const { currency } = row;
  const quote = quoteApplies(quoted, entries) ? quoted : undefined;
  const lines: CartEntry[] = [];
  for (const entry of entries) {
    const item = scope.snapshot.items.get(entry.itemCode);
    const product = item && scope.snapshot.products.get(item.productCode);
    // An item the catalogue no longer has cannot be priced; it drops out of the cart's answer.
    if (!item || !product) continue;
    const list = priceOf(item, currency);
    const quotedUnit = quote?.lines.get(item.code)?.unitPrice;
    const unitPrice =
      quotedUnit === undefined
        ? unitPriceAt(list, entry.quantity)
        : roundMoney(quotedUnit / 10 ** minorDigits(currency), currency);
    lines.push({
      entryNumber: entry.entryNumber,
      productCode: product.code,
      itemCode: item.code,
      name: itemName(productName(product, scope.language), item.kind, scope.language),
      program: product.program,
      format: item.format,
      digital: item.digital,
      qualificationLevel: product.qualification,
      quantity: entry.quantity,
      basePrice: { currency, value: list.price },
      unitPrice: { currency, value: unitPrice },
      totalPrice: {
        currency,
        value:
          quotedUnit === undefined
            ? lineTotal(list, entry.quantity, currency)
            : roundMoney(unitPrice * entry.quantity, currency),
      },
      minOrderQuantity: item.minQuantity,
      maxOrderQuantity: item.maxQuantity,
      images: product.images,
    });
  }
  const subtotal = roundMoney(
    lines.reduce((sum, line) => sum + line.totalPrice.value, 0),
    currency,
  );
  return {
    id: row.id,
    siteId: row.siteId,
    currency,
    entries: lines,
    totalItems: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: { currency, value: subtotal },
    total: { currency, value: subtotal },
    updatedAt: new Date(row.updatedAt).toISOString(),
    ...(quote ? { quote: { id: quote.id, number: quote.number } } : {}),
    ...(row.organisationId && row.accountName
      ? { account: { organisationId: row.organisationId, name: row.accountName } }
      : {}),
    ...(row.mergeNotice ? { mergeNotice: cartMergeNoticeSchema.parse(row.mergeNotice) } : {}),
  };
}
