import {
  QUOTE_MESSAGE_MAX,
  quoteMessageBodySchema,
  type Quote,
  type QuoteState,
} from '@store/contracts/commerce-quotes';
import { format } from '../../i18n/format.ts';
import type { QuotesMessages } from './messages.ts';

/**
 * What the customer reads and may do about a quote, made from commerce's answer: the state's label,
 * the actions its page offers, what is wrong with a message typed, and why a refused action was
 * refused.
 */

export function statusLabel(status: QuoteState, messages: QuotesMessages): string {
  return messages.statuses[status];
}

/** Commerce prints an offer once there is one: while it is on offer, once accepted, once ordered. */
const PRINTABLE = new Set<QuoteState>(['offered', 'accepted', 'ordered']);

/**
 * What a quote's page offers, in its order on the page. Commerce says what the customer may do
 * (`actions`); the page adds the PDF of an offer and, once accepted, the way on to checkout (the cart
 * already holds the quote's lines).
 */
export interface PageActions {
  accept: boolean;
  reject: boolean;
  cancel: boolean;
  requote: boolean;
  message: boolean;
  pdf: boolean;
  checkout: boolean;
}

export function pageActions(quote: Pick<Quote, 'status' | 'actions'>): PageActions {
  const allowed = new Set(quote.actions);
  return {
    accept: allowed.has('accept'),
    reject: allowed.has('reject'),
    cancel: allowed.has('cancel'),
    requote: allowed.has('requote'),
    message: allowed.has('message'),
    pdf: PRINTABLE.has(quote.status),
    checkout: quote.status === 'accepted',
  };
}

/** The trimmed message when the contract accepts it, otherwise what to fix, in the locale's words. */
export function checkedMessage(
  value: string,
  messages: QuotesMessages['text'],
): { ok: true; text: string } | { ok: false; message: string } {
  const parsed = quoteMessageBodySchema.safeParse(value);
  if (parsed.success) return { ok: true, text: parsed.data };
  // The plain-text rule is the schema's only refinement; every other issue is about the length.
  if (parsed.error.issues.some((issue) => issue.code === 'custom'))
    return { ok: false, message: messages.plainText };
  if (parsed.error.issues.some((issue) => issue.code === 'too_big'))
    return { ok: false, message: format(messages.messageTooLong, { max: QUOTE_MESSAGE_MAX }) };
  return { ok: false, message: messages.messageNeeded };
}

/**
 * Commerce refused an action (its 409) because the quote moved on meanwhile, perhaps in another tab
 * or by the store: the customer reads the quote's state now, in their language, rather than the
 * service's English detail.
 */
export function refusalWords(status: QuoteState, messages: QuotesMessages): string {
  return format(messages.refused, { status: statusLabel(status, messages) });
}

/** A day of the offer (YYYY-MM-DD) as the locale writes it; the day is the same everywhere. */
export function dayWords(day: string, htmlLang: string): string {
  return new Intl.DateTimeFormat(htmlLang, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
