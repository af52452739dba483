import { and, asc, desc, eq, ilike, inArray } from 'drizzle-orm';
import { minorDigits, toMinorUnits } from '@store/catalog';
import type {
  OperatorQuote,
  OperatorQuoteListQuery,
  QuoteOffer,
  QuoteState,
  QuoteSummary,
} from '@store/contracts/commerce-quotes';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../carts/carts.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import { quoteLines, quotes } from '../db/schema.ts';
import { addQuoteMessage, changeQuote, refusal, updateQuote } from './quote-changes.ts';
import { queueQuoteMail } from './quote-mails.ts';
import { presentQuote, summariesOf, quoteLinesOf, quoteState, todayOf, type QuoteRow } from './quote-view.ts';

/**
 * The operator's side of quotes (docs/quotes.md), used by the operations console: list quotes by
 * state, read one, make or replace an offer, write to the customer, reject; each change audited. The customer is mailed in
 * the quote's locale when an offer is made and when the operator writes.
 */

export interface QuoteOperatorScope {
  db: Db;
  storeOrigins: ReadonlySet<string>;
  /** Who acts, for the audit log. */
  actor: AuditActor;
  requestId: string;
}

/** The stored states a shown state may be stored as: an expired offer may still be stored as offered. */
const STORED_AS: Readonly<Record<QuoteState, readonly string[]>> = {
  draft: ['draft'],
  submitted: ['submitted'],
  offered: ['offered'],
  accepted: ['accepted'],
  ordered: ['ordered'],
  rejected: ['rejected'],
  expired: ['offered', 'expired'],
  cancelled: ['cancelled'],
};

/** Quotes in the state asked for (every quote without one), oldest first: the queue to work through. */
export async function operatorQuotes(
  db: Db,
  query: OperatorQuoteListQuery,
): Promise<{ data: (QuoteSummary & { userId: string; siteId: string })[]; total: number }> {
  const { status } = query;
  const rows = await db
    .select()
    .from(quotes)
    .where(
      and(
        status === undefined ? undefined : inArray(quotes.status, [...STORED_AS[status]]),
        query.siteId ? eq(quotes.siteId, query.siteId) : undefined,
        query.q ? ilike(quotes.number, `%${query.q}%`) : undefined,
      ),
    )
    .orderBy(
      query.order === 'asc' ? asc(quotes.createdAt) : desc(quotes.createdAt),
      query.order === 'asc' ? asc(quotes.number) : desc(quotes.number),
    );
  const today = todayOf();
  // An offer past its last day is stored as offered: the shown state is settled here, not in SQL.
  const shown = rows.filter((row) => status === undefined || quoteState(row, today) === status);
  const start = (query.page - 1) * query.perPage;
  const page = shown.slice(start, start + query.perPage);
  const data = (await summariesOf(db, page)).map(({ row, summary }) => ({
    ...summary,
    userId: row.userId,
    siteId: row.siteId,
  }));
  return { data, total: shown.length };
}

async function audit(tx: Tx, scope: QuoteOperatorScope, action: string, before: QuoteRow, after: QuoteRow) {
  await recordAudit(tx, scope.actor, {
    action,
    subjectType: 'quote',
    subjectId: before.number,
    before: { status: before.status, expiresOn: before.expiresOn },
    after: { status: after.status, expiresOn: after.expiresOn, terms: after.terms },
    requestId: scope.requestId,
  });
}

async function operatorView(db: Db | Tx, row: QuoteRow): Promise<OperatorQuote> {
  return { ...(await presentQuote(db, row)), userId: row.userId, siteId: row.siteId, locale: row.locale };
}

const lockQuote = (id: string) => async (tx: Tx) => {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
  if (!row) throw new ProblemError(404, `There is no quote ${id}; list them with GET /operator/quotes.`);
  return row;
};

export async function operatorQuote(db: Db, id: string): Promise<OperatorQuote> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!row) throw new ProblemError(404, `There is no quote ${id}; list them with GET /operator/quotes.`);
  return operatorView(db, row);
}

/** A major-unit price as minor units, refused when it has more decimals than the currency has. */
function minorPrice(unitPrice: number, currency: string, index: number): number {
  const minor = toMinorUnits(unitPrice, currency);
  if (Math.abs(minor - unitPrice * 10 ** minorDigits(currency)) > 1e-6) {
    throw new ProblemError(
      422,
      `Give unitPrice with at most ${minorDigits(currency)} decimals in ${currency}.`,
      {
        errors: [
          {
            path: `body.lines.${index}.unitPrice`,
            message: `expects at most ${minorDigits(currency)} decimals`,
          },
        ],
      },
    );
  }
  return minor;
}

/** The offered unit price of every line by position: each line priced once, none unknown. */
function offeredPrices(offer: QuoteOffer, positions: number[], currency: string): Map<number, number> {
  const prices = new Map<number, number>();
  offer.lines.forEach((line, index) => {
    if (!positions.includes(line.position) || prices.has(line.position)) {
      throw new ProblemError(422, `Line ${line.position} is not a line of this quote, or is priced twice.`, {
        errors: [{ path: `body.lines.${index}.position`, message: `expects one of ${positions.join(', ')}` }],
      });
    }
    prices.set(line.position, minorPrice(line.unitPrice, currency, index));
  });
  const missing = positions.filter((position) => !prices.has(position));
  if (missing.length > 0) {
    throw new ProblemError(422, `Price every line of the quote: line ${missing.join(', ')} has no price.`, {
      errors: [{ path: 'body.lines', message: `expects a price for lines ${missing.join(', ')}` }],
    });
  }
  return prices;
}

/** Makes the offer of a submitted quote, or replaces the offer of an offered one. */
export async function offerQuote(
  scope: QuoteOperatorScope,
  id: string,
  offer: QuoteOffer,
): Promise<OperatorQuote> {
  if (offer.expiresOn < todayOf()) {
    throw new ProblemError(422, `The offer’s last day must be today (${todayOf()}) or later.`, {
      errors: [{ path: 'body.expiresOn', message: 'expects today or a later day' }],
    });
  }
  const row = await changeQuote(scope.db, lockQuote(id), async (tx, quote, state) => {
    if (state !== 'submitted' && state !== 'offered') return refusal(quote, state, 'make an offer');
    const lines = await quoteLinesOf(tx, quote.id);
    const prices = offeredPrices(
      offer,
      lines.map((line) => line.position),
      quote.currency,
    );
    for (const [position, price] of prices) {
      await tx.update(quoteLines).set({ offeredUnitPrice: price }).where(eqLine(quote.id, position));
    }
    const offered = await updateQuote(tx, quote.id, {
      status: 'offered',
      expiresOn: offer.expiresOn,
      terms: offer.terms ?? null,
      offeredAt: new Date().toISOString(),
    });
    if (offer.message !== undefined) await addQuoteMessage(tx, quote.id, 'operator', offer.message);
    await queueQuoteMail(tx, offered, 'offered', offer.message, scope.storeOrigins);
    await audit(tx, scope, 'offerQuote', quote, offered);
    return undefined;
  });
  return operatorView(scope.db, row);
}

export async function writeOperatorMessage(
  scope: QuoteOperatorScope,
  id: string,
  body: string,
): Promise<OperatorQuote> {
  const row = await changeQuote(scope.db, lockQuote(id), async (tx, quote, state) => {
    if (state === 'draft' || state === 'cancelled') return refusal(quote, state, 'write about it');
    await addQuoteMessage(tx, quote.id, 'operator', body);
    const touched = await updateQuote(tx, quote.id, {});
    await queueQuoteMail(tx, touched, 'message', body, scope.storeOrigins);
    await recordAudit(tx, scope.actor, {
      action: 'writeQuoteMessageAsStaff',
      subjectType: 'quote',
      subjectId: quote.number,
      after: { message: body },
      requestId: scope.requestId,
    });
    return undefined;
  });
  return operatorView(scope.db, row);
}

export async function operatorRejectQuote(
  scope: QuoteOperatorScope,
  id: string,
  message: string | undefined,
): Promise<OperatorQuote> {
  const row = await changeQuote(scope.db, lockQuote(id), async (tx, quote, state) => {
    if (state !== 'submitted' && state !== 'offered') return refusal(quote, state, 'reject it');
    const rejected = await updateQuote(tx, quote.id, { status: 'rejected' });
    await audit(tx, scope, 'rejectQuoteAsStaff', quote, rejected);
    if (message !== undefined) {
      await addQuoteMessage(tx, quote.id, 'operator', message);
      await queueQuoteMail(tx, rejected, 'message', message, scope.storeOrigins);
    }
    return undefined;
  });
  return operatorView(scope.db, row);
}

function eqLine(quoteId: string, position: number) {
  return and(eq(quoteLines.quoteId, quoteId), eq(quoteLines.position, position));
}
