'use server';

import { quoteIdSchema } from '@store/contracts/commerce-quotes';
import { LOCALES, type Locale } from '@store/locales';
import { randomUUID } from 'node:crypto';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import type { ConfirmActionState } from '../account/confirm-action-dialog.tsx';
import { CartAccessNeeded, onCart, rememberCart } from '../cart/cart-session.ts';
import { checkoutAccess } from '../checkout/checkout-access.ts';
import { customerAccess, type CustomerAccess } from '../orders/orders-access.ts';
import { quotesMessages, type QuotesMessages } from './messages.ts';
import { checkedMessage, refusalWords } from './quote-words.ts';

/**
 * What a customer does with quotes, as server actions like the cart's writes (Next answers a server
 * action only from the store's own origin, the store's CSRF protection). Each acts with the
 * customer's token the server holds for their cart (ADR 16); `reauthorize` asks the page to hand
 * over a new one and send the form again. A refusal comes back in the locale's words.
 */

type Refused = { status: 'error'; message: string; reauthorize?: true };

export type QuoteActionState =
  { status: 'idle' } | { status: 'done'; href: string; message?: string } | Refused;

const localeSchema = z.enum(LOCALES);

const text = (formData: FormData, name: string): string => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

function readLocale(formData: FormData): Locale | undefined {
  const locale = localeSchema.safeParse(formData.get('locale'));
  return locale.success ? locale.data : undefined;
}

function readQuoteId(formData: FormData): string | undefined {
  const id = quoteIdSchema.safeParse(formData.get('quoteId'));
  return id.success ? id.data : undefined;
}

/** The key the page made when it rendered the form, so a double click or a retry asks once. */
const idempotencyKey = (formData: FormData): string => {
  const key = z.uuid().safeParse(formData.get('idempotencyKey'));
  return key.success ? key.data : randomUUID();
};

/** A 409 means the quote moved on meanwhile: its state now says why, in the customer's words. */
async function refusal(
  error: unknown,
  locale: Locale,
  access: CustomerAccess,
  quoteId: string,
  messages: QuotesMessages,
): Promise<string | undefined> {
  if (!(error instanceof CommerceProblem) || error.status !== 409) return undefined;
  const quote = await commerce()
    .quote(locale, access.userId, access.accessToken, quoteId)
    .catch(() => undefined);
  return quote ? refusalWords(quote.status, messages) : undefined;
}

/**
 * Runs one action on a quote; a refused transition reads the quote again to say its state, the
 * page is rendered again so that it offers what is possible now.
 */
async function onQuote<Done extends { status: 'done'; href: string }>(
  locale: Locale,
  quoteId: string,
  what: string,
  failed: string,
  work: (access: CustomerAccess) => Promise<Done>,
): Promise<Done | Refused> {
  const messages = quotesMessages(locale);
  let access: CustomerAccess | undefined;
  try {
    access = await customerAccess(locale);
    return await onCart(work(access));
  } catch (error) {
    if (error instanceof CartAccessNeeded) {
      return { status: 'error', message: messages.sessionEnded, reauthorize: true };
    }
    const refused = access ? await refusal(error, locale, access, quoteId, messages) : undefined;
    if (refused) {
      revalidatePath(storePaths(locale).quote(quoteId));
      return { status: 'error', message: refused };
    }
    logger.warn({ err: error, locale }, `quotes: ${what} failed`);
    return { status: 'error', message: failed };
  }
}

/**
 * The actions that lead elsewhere (the new quote's page, checkout) go there by a redirect: the page
 * they were sent from may render again without their form (an accepted quote offers no Accept), so
 * the form could not be the one to navigate. Outside every try: redirect() throws, and must reach Next.
 */
function goOnceDone(state: QuoteActionState): QuoteActionState {
  if (state.status === 'done') redirect(state.href);
  return state;
}

const unreadable = (pick: (m: QuotesMessages) => string): QuoteActionState => ({
  status: 'error',
  message: pick(quotesMessages('en-us')),
});

/**
 * Request a quote, from the cart page: the cart's lines with the customer's message; the cart stays
 * as it is and the new quote's page follows.
 */
export async function requestQuote(
  previous: QuoteActionState,
  formData: FormData,
): Promise<QuoteActionState> {
  return goOnceDone(await sendRequest(previous, formData));
}

async function sendRequest(_previous: QuoteActionState, formData: FormData): Promise<QuoteActionState> {
  const locale = readLocale(formData);
  if (!locale) return unreadable((m) => m.request.failed);
  const m = quotesMessages(locale);
  const message = checkedMessage(text(formData, 'message'), m.text);
  if (!message.ok) return { status: 'error', message: message.message };
  try {
    const access = await checkoutAccess(locale);
    // A cart emptied in another tab since the page rendered: said here in the customer's words.
    const cart = access
      ? await onCart(commerce().cart(locale, { id: access.cartId, accessToken: access.accessToken }))
      : undefined;
    if (!access || !cart || cart.entries.length === 0) {
      return { status: 'error', message: m.request.emptyCart };
    }
    const quote = await onCart(
      commerce().requestQuote(locale, access.userId, access.accessToken, idempotencyKey(formData), {
        cartId: access.cartId,
        message: message.text,
      }),
    );
    revalidatePath(storePaths(locale).quotes);
    return { status: 'done', href: storePaths(locale).quote(quote.id) };
  } catch (error) {
    if (error instanceof CartAccessNeeded) {
      return { status: 'error', message: m.sessionEnded, reauthorize: true };
    }
    logger.warn({ err: error, locale }, 'quotes: requesting a quote failed');
    return { status: 'error', message: m.request.failed };
  }
}

/** The customer writes to the store about a quote; the page shows the thread with it. */
export async function sendQuoteMessage(
  _previous: QuoteActionState,
  formData: FormData,
): Promise<QuoteActionState> {
  const locale = readLocale(formData);
  const quoteId = readQuoteId(formData);
  if (!locale || !quoteId) return unreadable((m) => m.message.failed);
  const m = quotesMessages(locale);
  const message = checkedMessage(text(formData, 'body'), m.text);
  if (!message.ok) return { status: 'error', message: message.message };
  return onQuote(locale, quoteId, 'sending a message', m.message.failed, async (access) => {
    await commerce().sendQuoteMessage(locale, access.userId, access.accessToken, quoteId, message.text);
    const href = storePaths(locale).quote(quoteId);
    revalidatePath(href);
    return { status: 'done', href, message: m.message.sent };
  });
}

/**
 * Accept the offer: prices are locked and the customer's cart for the quote's account now holds the
 * quote's lines at them; the store remembers that cart and checkout follows. Commerce answers a
 * repeated acceptance as the first, so a second click changes nothing.
 */
export async function acceptQuote(previous: QuoteActionState, formData: FormData): Promise<QuoteActionState> {
  return goOnceDone(await accepting(previous, formData));
}

async function accepting(_previous: QuoteActionState, formData: FormData): Promise<QuoteActionState> {
  const locale = readLocale(formData);
  const quoteId = readQuoteId(formData);
  if (!locale || !quoteId) return unreadable((m) => m.accept.failed);
  const m = quotesMessages(locale);
  return onQuote(locale, quoteId, 'accepting a quote', m.accept.failed, async (access) => {
    const accepted = await commerce().acceptQuote(locale, access.userId, access.accessToken, quoteId);
    const cart = await commerce().cart(locale, { id: accepted.cartId, accessToken: access.accessToken });
    if (cart) await rememberCart(locale, cart);
    const paths = storePaths(locale);
    revalidatePath(paths.quote(quoteId));
    revalidatePath(paths.cart);
    return { status: 'done', href: paths.checkout };
  });
}

/** Ask again for an expired or rejected quote: a new quote with the same lines, whose page follows. */
export async function requoteQuote(
  previous: QuoteActionState,
  formData: FormData,
): Promise<QuoteActionState> {
  return goOnceDone(await requoting(previous, formData));
}

async function requoting(_previous: QuoteActionState, formData: FormData): Promise<QuoteActionState> {
  const locale = readLocale(formData);
  const quoteId = readQuoteId(formData);
  if (!locale || !quoteId) return unreadable((m) => m.requote.failed);
  const m = quotesMessages(locale);
  return onQuote(locale, quoteId, 'requesting a quote again', m.requote.failed, async (access) => {
    const quote = await commerce().quoteTransition(
      locale,
      access.userId,
      access.accessToken,
      quoteId,
      'requote',
    );
    revalidatePath(storePaths(locale).quotes);
    return { status: 'done', href: storePaths(locale).quote(quote.id) };
  });
}

async function closing(
  formData: FormData,
  transition: 'rejection' | 'cancellation',
  failed: (m: QuotesMessages) => string,
): Promise<ConfirmActionState> {
  const locale = readLocale(formData);
  const quoteId = readQuoteId(formData);
  if (!locale || !quoteId) return { status: 'error', message: failed(quotesMessages('en-us')) };
  return onQuote(locale, quoteId, `quote ${transition}`, failed(quotesMessages(locale)), async (access) => {
    await commerce().quoteTransition(locale, access.userId, access.accessToken, quoteId, transition);
    const href = storePaths(locale).quote(quoteId);
    revalidatePath(href);
    return { status: 'done', href };
  });
}

/** Reject the offer, once confirmed; the page then shows the quote rejected, with the way to ask again. */
export async function rejectQuote(
  _previous: ConfirmActionState,
  formData: FormData,
): Promise<ConfirmActionState> {
  return closing(formData, 'rejection', (m) => m.reject.failed);
}

/** Cancel a quote still requested or on offer, once confirmed. */
export async function cancelQuote(
  _previous: ConfirmActionState,
  formData: FormData,
): Promise<ConfirmActionState> {
  return closing(formData, 'cancellation', (m) => m.cancel.failed);
}
