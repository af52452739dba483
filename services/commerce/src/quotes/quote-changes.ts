import { eq } from 'drizzle-orm';
import type { QuoteState } from '@store/contracts/commerce-quotes';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../carts/carts.ts';
import { quoteMessages, quotes } from '../db/schema.ts';
import { quoteState, type QuoteRow } from './quote-view.ts';

/**
 * Every change of a quote, the customer's or the operator's, runs here: the quote's row is locked, an
 * offer past its last day is stored as expired first (and stays so even when the change is refused),
 * and a change the quote's state does not allow is a 409 that says the state and what can be done.
 */

const WHAT_NEXT: Readonly<Record<QuoteState, string>> = {
  draft: 'it has not been sent to the store yet',
  submitted: 'it waits for the store’s offer; a message can be written, or the request cancelled',
  offered: 'the offer can be accepted, rejected or cancelled, and messages written',
  accepted: 'its lines are in the cart at the offered prices; place the order from checkout',
  ordered: 'an order has been placed from it; nothing more can change',
  rejected: 'a new quote with the same lines can be requested (POST …/requote)',
  expired: 'the offer has passed its last day; a new quote can be requested (POST …/requote)',
  cancelled: 'nothing more can change; request a new quote from the cart',
};

/** A refused change: `wanted` says what was asked ("accept it"). */
export function refusal(row: QuoteRow, state: QuoteState, wanted: string): ProblemError {
  return new ProblemError(
    409,
    `Quote ${row.number} is ${state}, so you cannot ${wanted}: ${WHAT_NEXT[state]}.`,
    { quoteState: state },
  );
}

/**
 * Runs `work` on the locked quote `lock` finds, in one transaction, after storing a due expiry. A
 * refusal `work` returns is thrown once the expiry is stored; otherwise answers the row as changed.
 */
export async function changeQuote(
  db: Db,
  lock: (tx: Tx) => Promise<QuoteRow>,
  work: (tx: Tx, row: QuoteRow, state: QuoteState) => Promise<ProblemError | undefined>,
): Promise<QuoteRow> {
  const outcome = await db.transaction(async (tx) => {
    let row = await lock(tx);
    const state = quoteState(row);
    if (state === 'expired' && row.status !== 'expired') {
      row = await updateQuote(tx, row.id, { status: 'expired' });
    }
    const refused = await work(tx, row, state);
    if (refused) return { refused };
    const [changed] = await tx.select().from(quotes).where(eq(quotes.id, row.id));
    if (!changed) throw new Error(`quote ${row.id} vanished in its own transaction`);
    return { row: changed };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.row;
}

export async function updateQuote(
  tx: Tx,
  id: string,
  set: Partial<Omit<QuoteRow, 'id' | 'number' | 'createdAt'>>,
): Promise<QuoteRow> {
  const [row] = await tx
    .update(quotes)
    .set({ ...set, updatedAt: new Date().toISOString() })
    .where(eq(quotes.id, id))
    .returning();
  if (!row) throw new Error(`quote ${id} was not updated`);
  return row;
}

export async function addQuoteMessage(
  tx: Tx,
  quoteId: string,
  author: 'customer' | 'operator',
  body: string,
): Promise<void> {
  await tx.insert(quoteMessages).values({ quoteId, author, body, at: new Date().toISOString() });
}
