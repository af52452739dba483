import { eq, inArray } from 'drizzle-orm';
import {
  QUOTE_STATES,
  type Quote,
  type QuoteAction,
  type QuoteState,
  type QuoteSummary,
} from '@store/contracts/commerce-quotes';
import type { Db } from '@store/database';
import type { Tx } from '../carts/carts.ts';
import { orders, organisations, quoteLines, quoteMessages, quotes } from '../db/schema.ts';
import { moneyOfMinor } from '../saved-carts/saved-cart-view.ts';

/**
 * A quote as the customer and the operator read it. `expired` is worked out on read for an offered
 * quote past its last day, as an invoice's overdue is, and stored when the quote is next changed
 * (quotes.ts).
 */

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;
type Reader = Db | Tx;

/** Today as YYYY-MM-DD in UTC, the calendar an offer's last day is written in. */
export const todayOf = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

export function quoteState(row: Pick<QuoteRow, 'status' | 'expiresOn'>, today = todayOf()): QuoteState {
  const stored = QUOTE_STATES.find((state) => state === row.status);
  if (stored === undefined) throw new Error(`quote status ${row.status} is not a quote state`);
  return stored === 'offered' && row.expiresOn !== null && row.expiresOn < today ? 'expired' : stored;
}

/** What the customer may do with a quote in each state. */
export const CUSTOMER_ACTIONS: Readonly<Record<QuoteState, readonly QuoteAction[]>> = {
  draft: [],
  submitted: ['message', 'cancel'],
  offered: ['message', 'accept', 'reject', 'cancel'],
  accepted: ['message'],
  ordered: [],
  rejected: ['requote'],
  expired: ['requote'],
  cancelled: [],
};

const iso = (at: string) => new Date(at).toISOString();

function totals(row: QuoteRow, lines: QuoteLineRow[]) {
  const list = lines.reduce((sum, line) => sum + line.listUnitPrice * line.quantity, 0);
  const offered = lines.every((line) => line.offeredUnitPrice !== null)
    ? lines.reduce((sum, line) => sum + (line.offeredUnitPrice ?? 0) * line.quantity, 0)
    : undefined;
  return {
    listSubtotal: moneyOfMinor(list, row.currency),
    ...(row.offeredAt !== null && offered !== undefined
      ? { offeredTotal: moneyOfMinor(offered, row.currency) }
      : {}),
  };
}

function summaryOf(
  row: QuoteRow,
  lines: QuoteLineRow[],
  organisationName: string | undefined,
  today: string,
): QuoteSummary {
  return {
    id: row.id,
    number: row.number,
    status: quoteState(row, today),
    currency: row.currency,
    lineCount: lines.length,
    ...totals(row, lines),
    ...(row.expiresOn !== null ? { expiresOn: row.expiresOn } : {}),
    ...(row.organisationId !== null && organisationName !== undefined
      ? { organisation: { id: row.organisationId, name: organisationName } }
      : {}),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

async function organisationNames(db: Reader, rows: QuoteRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.organisationId === null ? [] : [row.organisationId])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(inArray(organisations.id, ids));
  return new Map(found.map((org) => [org.id, org.name]));
}

export function quoteLinesOf(db: Reader, quoteId: string): Promise<QuoteLineRow[]> {
  return db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(quoteLines.position);
}

export async function presentSummaries(db: Reader, rows: QuoteRow[]): Promise<QuoteSummary[]> {
  return (await summariesOf(db, rows)).map(({ summary }) => summary);
}

/** Each row with its summary, for answers that add to the summary. */
export async function summariesOf(
  db: Reader,
  rows: QuoteRow[],
): Promise<{ row: QuoteRow; summary: QuoteSummary }[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(quoteLines)
    .where(
      inArray(
        quoteLines.quoteId,
        rows.map((row) => row.id),
      ),
    );
  const names = await organisationNames(db, rows);
  const today = todayOf();
  return rows.map((row) => ({
    row,
    summary: summaryOf(
      row,
      lines.filter((line) => line.quoteId === row.id),
      row.organisationId === null ? undefined : names.get(row.organisationId),
      today,
    ),
  }));
}

/** The quote in full; `actions` are the customer's. */
export async function presentQuote(db: Reader, row: QuoteRow): Promise<Quote> {
  const lines = await quoteLinesOf(db, row.id);
  const messages = await db
    .select()
    .from(quoteMessages)
    .where(eq(quoteMessages.quoteId, row.id))
    .orderBy(quoteMessages.id);
  const names = await organisationNames(db, [row]);
  const [requoteOf] =
    row.requoteOfId === null
      ? []
      : await db
          .select({ id: quotes.id, number: quotes.number })
          .from(quotes)
          .where(eq(quotes.id, row.requoteOfId));
  const [order] =
    row.orderId === null
      ? []
      : await db.select({ number: orders.number }).from(orders).where(eq(orders.id, row.orderId));
  const summary = summaryOf(
    row,
    lines,
    row.organisationId === null ? undefined : names.get(row.organisationId),
    todayOf(),
  );
  return {
    ...summary,
    lines: lines.map((line) => ({
      position: line.position,
      itemCode: line.itemCode,
      name: line.name,
      quantity: line.quantity,
      listUnitPrice: moneyOfMinor(line.listUnitPrice, row.currency),
      listTotal: moneyOfMinor(line.listUnitPrice * line.quantity, row.currency),
      ...(line.offeredUnitPrice !== null && row.offeredAt !== null
        ? {
            offeredUnitPrice: moneyOfMinor(line.offeredUnitPrice, row.currency),
            offeredTotal: moneyOfMinor(line.offeredUnitPrice * line.quantity, row.currency),
          }
        : {}),
    })),
    messages: messages.map((message) => ({
      id: message.id,
      author: message.author === 'operator' ? 'operator' : 'customer',
      body: message.body,
      at: iso(message.at),
    })),
    ...(row.terms !== null ? { terms: row.terms } : {}),
    ...(requoteOf ? { requoteOf } : {}),
    ...(order ? { orderNumber: order.number } : {}),
    actions: [...CUSTOMER_ACTIONS[summary.status]],
  };
}
