import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { toMinorUnits } from '@store/catalog';
import type {
  Quote,
  QuoteAcceptance,
  QuoteList,
  QuoteState,
  RequestQuote,
} from '@store/contracts/commerce-quotes';
import { ProblemError } from '@store/service-runtime';
import {
  entriesOf,
  setLines,
  view,
  type CartRow,
  type CartScope,
  type EntryRow,
  type Tx,
} from '../carts/carts.ts';
import { lockCustomerCart } from '../carts/customer-carts.ts';
import { cartEntries, carts, customers, quoteLines, quotes } from '../db/schema.ts';
import type { FileAnswer } from '../http/operations.ts';
import { sellerOf } from '../invoices/sellers.ts';
import { nextDocumentNumber } from '../invoices/document-numbers.ts';
import { claimKey, completeKey, releaseKey, requestHash, type KeyRef } from '../orders/idempotency.ts';
import { activeOrganisationId, membershipsOf, requireRole } from '../organisations/membership.ts';
import { addQuoteMessage, changeQuote, refusal, updateQuote } from './quote-changes.ts';
import { renderQuotePdf, type QuotePdfLayout } from './pdf/quote-pdf.ts';
import { presentQuote, presentSummaries, quoteLinesOf, type QuoteRow } from './quote-view.ts';
import type { Locale } from '@store/locales';

/**
 * The customer's side of quotes (docs/quotes.md). A quote is the customer's own, or, when asked for
 * an organisation's cart, the organisation's: then every member with the purchaser role reaches it
 * (membership.ts), and nobody else. Anyone else's quote reads as none (404).
 */

/** A cart's scope whose caller is the signed-in customer, and the locale their mails are written in. */
export type QuoteScope = CartScope & { userId: string; locale: Locale };

const PURCHASER = ['purchaser'] as const;

const notFound = (id: string) =>
  new ProblemError(
    404,
    `There is no quote ${id} on this store that you may reach; list yours with GET …/quotes.`,
  );

/** The quote when the caller may reach it; `lock` holds its row for a change. */
async function reachableQuote(tx: Tx, scope: QuoteScope, id: string, lock: boolean): Promise<QuoteRow> {
  const query = tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.siteId, scope.site.siteId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(id);
  if (row.organisationId === null) {
    if (row.userId !== scope.userId) throw notFound(id);
  } else {
    await requireRole(tx, row.organisationId, scope.userId, scope.site.siteId, PURCHASER, `quote ${id}`);
  }
  return row;
}

export async function listQuotes(scope: QuoteScope): Promise<QuoteList> {
  const purchasing = (await membershipsOf(scope.db, scope.userId, scope.site.siteId))
    .filter((membership) => membership.roles.includes('purchaser'))
    .map((membership) => membership.organisationId);
  const own = and(eq(quotes.userId, scope.userId), isNull(quotes.organisationId));
  const rows = await scope.db
    .select()
    .from(quotes)
    .where(
      and(
        eq(quotes.siteId, scope.site.siteId),
        purchasing.length === 0 ? own : or(own, inArray(quotes.organisationId, purchasing)),
      ),
    )
    .orderBy(desc(quotes.createdAt), desc(quotes.number));
  return { quotes: await presentSummaries(scope.db, rows) };
}

export async function readQuote(scope: QuoteScope, id: string): Promise<Quote> {
  return scope.db.transaction(async (tx) => presentQuote(tx, await reachableQuote(tx, scope, id, false)));
}

interface NewLine {
  itemCode: string;
  name: string;
  quantity: number;
  listUnitPrice: number;
}

/** Writes a submitted quote with its lines and the customer's first message. */
async function insertQuote(
  tx: Tx,
  scope: QuoteScope,
  values: { organisationId: string | null; creationKey: string | null; requoteOfId: string | null },
  lines: NewLine[],
  message: string | undefined,
): Promise<string> {
  const now = new Date();
  const id = randomUUID();
  await tx.insert(quotes).values({
    id,
    number: await nextDocumentNumber(tx, scope.site.siteId, 'QT', now),
    userId: scope.userId,
    siteId: scope.site.siteId,
    locale: scope.locale,
    currency: scope.site.currency,
    status: 'submitted',
    submittedAt: now.toISOString(),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    ...values,
  });
  await tx
    .insert(quoteLines)
    .values(lines.map((line, index) => ({ quoteId: id, position: index + 1, ...line })));
  if (message !== undefined) await addQuoteMessage(tx, id, 'customer', message);
  return id;
}

/** Lines priced as a cart shows them at catalogue prices today, in minor units. */
function linesAtListPrices(scope: QuoteScope, cart: CartRow, entries: EntryRow[]): NewLine[] {
  const { entries: priced } = view(scope, cart, entries);
  return priced.map((entry) => ({
    itemCode: entry.itemCode,
    name: entry.name,
    quantity: entry.quantity,
    listUnitPrice: toMinorUnits(entry.unitPrice.value, cart.currency),
  }));
}

async function createQuote(scope: QuoteScope, body: RequestQuote, key: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const [made] = await tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.userId, scope.userId), eq(quotes.creationKey, key)));
    if (made) return made.id;
    const [cart] = await tx
      .select()
      .from(carts)
      .where(
        and(eq(carts.id, body.cartId), eq(carts.userId, scope.userId), eq(carts.siteId, scope.site.siteId)),
      );
    if (!cart) {
      throw new ProblemError(
        404,
        `Cart ${body.cartId} is not your cart on this store; get it with POST /users/${scope.userId}/carts/current.`,
      );
    }
    if (cart.organisationId !== null) {
      await requireRole(
        tx,
        cart.organisationId,
        scope.userId,
        scope.site.siteId,
        PURCHASER,
        `organisation ${cart.organisationId} to buy for`,
      );
    }
    // The cart's own answer prices the lines at catalogue prices, and leaves out items no longer sold.
    const lines = linesAtListPrices(scope, cart, await entriesOf(tx, cart.id));
    if (lines.length === 0) {
      throw new ProblemError(
        422,
        'Your cart is empty: add what you want prices for before asking for a quote.',
      );
    }
    return insertQuote(
      tx,
      scope,
      { organisationId: cart.organisationId, creationKey: key, requoteOfId: null },
      lines,
      body.message,
    );
  });
}

/**
 * Asks for a quote for the customer's cart, once per Idempotency-Key: the same key and body answer
 * the same quote (as it is now) for 24 hours; the cart stays as it is.
 */
export async function requestQuote(
  scope: QuoteScope,
  body: RequestQuote,
  idempotencyKey: string,
): Promise<Quote> {
  const key: KeyRef = { userId: scope.userId, key: idempotencyKey };
  const claim = await claimKey(scope.db, key, requestHash(scope.site.siteId, { quote: body }));
  if (claim.kind === 'replay') {
    const [made] = await scope.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.userId, scope.userId), eq(quotes.creationKey, idempotencyKey)));
    if (made) return readQuote(scope, made.id);
  }
  try {
    const id = await createQuote(scope, body, idempotencyKey);
    await completeKey(scope.db, key, { quoteId: id });
    return readQuote(scope, id);
  } catch (error) {
    await releaseKey(scope.db, key);
    throw error;
  }
}

const lockReachable = (scope: QuoteScope, id: string) => (tx: Tx) => reachableQuote(tx, scope, id, true);

export async function writeCustomerMessage(scope: QuoteScope, id: string, body: string): Promise<Quote> {
  const row = await changeQuote(scope.db, lockReachable(scope, id), async (tx, quote, state) => {
    if (!['submitted', 'offered', 'accepted'].includes(state)) return refusal(quote, state, 'write about it');
    await addQuoteMessage(tx, quote.id, 'customer', body);
    await updateQuote(tx, quote.id, {});
    return undefined;
  });
  return presentQuote(scope.db, row);
}

/**
 * Accepts an offer before its last day: the prices are locked, and the quote's lines replace the
 * customer's cart for the quote's account, which then links to the quote so that checkout charges
 * the offered prices. Accepting an accepted quote answers the same and changes nothing.
 */
export async function acceptQuote(scope: QuoteScope, id: string): Promise<QuoteAcceptance> {
  let cartId = '';
  const row = await changeQuote(scope.db, lockReachable(scope, id), async (tx, quote, state) => {
    if (state === 'accepted') {
      const [linked] = await tx
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.quoteId, quote.id), eq(carts.siteId, scope.site.siteId)));
      cartId = linked?.id ?? (await lockCustomerCart(tx, scope, scope.userId)).id;
      return undefined;
    }
    if (state !== 'offered') return refusal(quote, state, 'accept it');
    const active = await activeOrganisationId(tx, scope.userId, scope.site.siteId);
    if (active !== quote.organisationId) {
      return new ProblemError(
        409,
        `Quote ${quote.number} is for ${quote.organisationId === null ? 'your personal account' : 'an organisation account'}: switch to that account in the account menu, then accept it.`,
        { quoteState: state },
      );
    }
    const cart = await lockCustomerCart(tx, scope, scope.userId);
    const lines = await quoteLinesOf(tx, quote.id);
    await tx.delete(cartEntries).where(eq(cartEntries.cartId, cart.id));
    await setLines(tx, cart.id, new Map(lines.map((line) => [line.itemCode, line.quantity])), []);
    await tx
      .update(carts)
      .set({ quoteId: quote.id, updatedAt: new Date().toISOString() })
      .where(eq(carts.id, cart.id));
    await updateQuote(tx, quote.id, { status: 'accepted', acceptedAt: new Date().toISOString() });
    cartId = cart.id;
    return undefined;
  });
  return { quote: await presentQuote(scope.db, row), cartId };
}

export async function rejectQuote(scope: QuoteScope, id: string): Promise<Quote> {
  const row = await changeQuote(scope.db, lockReachable(scope, id), async (tx, quote, state) => {
    if (state !== 'offered') return refusal(quote, state, 'reject it');
    await updateQuote(tx, quote.id, { status: 'rejected' });
    return undefined;
  });
  return presentQuote(scope.db, row);
}

export async function cancelQuote(scope: QuoteScope, id: string): Promise<Quote> {
  const row = await changeQuote(scope.db, lockReachable(scope, id), async (tx, quote, state) => {
    if (state !== 'submitted' && state !== 'offered') return refusal(quote, state, 'cancel it');
    await updateQuote(tx, quote.id, { status: 'cancelled' });
    return undefined;
  });
  return presentQuote(scope.db, row);
}

/**
 * Asks again for an expired or rejected quote: a new submitted quote with the same items and
 * quantities at today's list prices (items no longer sold are left out). Asking again for the same
 * quote answers the quote that first asked again.
 */
export async function requote(scope: QuoteScope, id: string): Promise<Quote> {
  let newId = '';
  await changeQuote(scope.db, lockReachable(scope, id), async (tx, quote, state) => {
    const [earlier] = await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.requoteOfId, quote.id));
    if (earlier) {
      newId = earlier.id;
      return undefined;
    }
    if (state !== 'expired' && state !== 'rejected') return refusal(quote, state, 'ask for it again');
    const old = await quoteLinesOf(tx, quote.id);
    const entries = old.map((line, index) => ({
      entryNumber: index,
      itemCode: line.itemCode,
      quantity: line.quantity,
    }));
    const lines = linesAtListPrices(scope, quote, entries);
    if (lines.length === 0) {
      throw new ProblemError(
        422,
        `None of the items of quote ${quote.number} is sold any more; request a quote from a new cart.`,
      );
    }
    newId = await insertQuote(
      tx,
      scope,
      { organisationId: quote.organisationId, creationKey: null, requoteOfId: quote.id },
      lines,
      undefined,
    );
    return undefined;
  });
  return readQuote(scope, newId);
}

const PRINTED_STATES: readonly QuoteState[] = ['offered', 'accepted', 'ordered'];

/**
 * An offered, accepted or ordered quote as its printed PDF, in `layout`: made out to the
 * organisation it buys for, or to the customer who asked for it.
 */
export async function quotePdf(scope: QuoteScope, id: string, layout: QuotePdfLayout): Promise<FileAnswer> {
  const { row, quote, buyer } = await scope.db.transaction(async (tx) => {
    const found = await reachableQuote(tx, scope, id, false);
    const [customer] = await tx
      .select({ firstName: customers.firstName, lastName: customers.lastName })
      .from(customers)
      .where(eq(customers.id, found.userId));
    const presented = await presentQuote(tx, found);
    const name =
      presented.organisation?.name ?? `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim();
    return { row: found, quote: presented, buyer: name };
  });
  if (!PRINTED_STATES.includes(quote.status)) throw refusal(row, quote.status, 'print it');
  return {
    bytes: await renderQuotePdf(quote, sellerOf(row.siteId), buyer, scope.locale, layout),
    filename: `${quote.number}.pdf`,
  };
}
