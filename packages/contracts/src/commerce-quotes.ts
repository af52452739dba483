import { z } from 'zod';
import { operatorListSchema, operatorPagingSchema } from './operator-lists.ts';
import { cartSchema, itemCodeSchema, moneySchema } from './commerce.ts';
import { isPlainText, PLAIN_TEXT_RULE } from './plain-text.ts';

/**
 * Quotes of the store headless API (issue 14, docs/quotes.md): a customer asks for prices for the
 * cart's lines with a message, an operator offers prices and an expiry, the customer accepts (prices
 * locked; the cart then holds the quote's lines at those prices) and orders, or rejects, cancels, or
 * asks again for an expired or rejected quote. Per customer and site; a quote for an organisation is
 * also its purchasers'. Anyone else's quote is 404. An entry of its own
 * (`@store/contracts/commerce-quotes`).
 */

/**
 * `expired` is answered for an offered quote whose `expiresOn` has passed, and stored when the quote
 * is next touched. `draft` is a state of the model that the API does not create today.
 */
export const QUOTE_STATES = [
  'draft',
  'submitted',
  'offered',
  'accepted',
  'ordered',
  'rejected',
  'expired',
  'cancelled',
] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** What the customer may do with a quote in its state (the detail's `actions`). */
export const QUOTE_ACTIONS = ['message', 'accept', 'reject', 'cancel', 'requote'] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

export const QUOTE_MESSAGE_AUTHORS = ['customer', 'operator'] as const;
export type QuoteMessageAuthor = (typeof QUOTE_MESSAGE_AUTHORS)[number];

export const QUOTE_MESSAGE_MAX = 2000;
export const QUOTE_TERMS_MAX = 4000;
export const QUOTE_LIST_MAX = 100;

export const quoteIdSchema = z.uuid('expects a quote id (a UUID)');

/** A printed quote number: the store's country, QT, the year and a sequence (US-QT-2026-000042). */
export const quoteNumberSchema = z
  .string()
  .regex(/^[A-Z]{2}-QT-\d{4}-\d{6}$/, 'expects a quote number such as US-QT-2026-000042');

const text = (name: string, max: number) =>
  z
    .string(`expects ${name} as text`)
    .trim()
    .min(1, `expects ${name}`)
    .max(max, `expects ${name} of at most ${max} characters`)
    .refine(isPlainText, `expects ${name} as ${PLAIN_TEXT_RULE}`);

export const quoteMessageBodySchema = text('a message', QUOTE_MESSAGE_MAX);

export const quoteParamsSchema = z
  .object({ userId: z.uuid('expects a user id (a UUID)'), quoteId: quoteIdSchema })
  .strict();

/**
 * POST /users/{userId}/quotes, with a required `Idempotency-Key` header: the cart's lines at today's
 * list prices, for the cart's account; the cart stays as it is. The same key answers the same quote;
 * the same key with another body is a 422.
 */
export const requestQuoteSchema = z
  .object({
    cartId: z.uuid('expects cartId, the customer’s cart id (a UUID)'),
    message: quoteMessageBodySchema,
  })
  .strict();
export type RequestQuote = z.infer<typeof requestQuoteSchema>;

/** POST /users/{userId}/quotes/{quoteId}/messages and POST /operator/quotes/{quoteId}/messages. */
export const quoteMessageInputSchema = z.object({ body: quoteMessageBodySchema }).strict();
export type QuoteMessageInput = z.infer<typeof quoteMessageInputSchema>;

export const quoteLineSchema = z.object({
  position: z.number().int().positive(),
  itemCode: itemCodeSchema,
  /** The item's name when the quote was requested. */
  name: z.string(),
  quantity: z.number().int().positive(),
  /** The catalogue's unit price when the quote was requested. */
  listUnitPrice: moneySchema,
  listTotal: moneySchema,
  /** Present once offered. */
  offeredUnitPrice: moneySchema.optional(),
  offeredTotal: moneySchema.optional(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteMessageSchema = z.object({
  id: z.number().int().positive(),
  author: z.enum(QUOTE_MESSAGE_AUTHORS),
  body: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type QuoteMessage = z.infer<typeof quoteMessageSchema>;

export const quoteSummarySchema = z.object({
  id: quoteIdSchema,
  number: quoteNumberSchema,
  status: z.enum(QUOTE_STATES),
  currency: z.string(),
  lineCount: z.number().int().nonnegative(),
  /** The lines at their list prices when requested. */
  listSubtotal: moneySchema,
  /** The lines at the offered prices; present once offered. */
  offeredTotal: moneySchema.optional(),
  /** The offer's last day (YYYY-MM-DD); present once offered. */
  expiresOn: z.iso.date().optional(),
  /** The organisation account the quote buys for; absent: the customer's own. */
  organisation: z.object({ id: z.uuid(), name: z.string() }).optional(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const quoteListSchema = z.object({ quotes: z.array(quoteSummarySchema) });
export type QuoteList = z.infer<typeof quoteListSchema>;

export const quoteSchema = quoteSummarySchema.extend({
  lines: z.array(quoteLineSchema),
  messages: z.array(quoteMessageSchema),
  terms: z.string().optional(),
  /** The expired or rejected quote this one asks again for. */
  requoteOf: z.object({ id: quoteIdSchema, number: quoteNumberSchema }).optional(),
  /** The order placed from it (status ordered). */
  orderNumber: z.string().optional(),
  /** What the customer may do now. */
  actions: z.array(z.enum(QUOTE_ACTIONS)),
});
export type Quote = z.infer<typeof quoteSchema>;

/** POST /users/{userId}/quotes/{quoteId}/acceptance: the quote, and the cart that now holds its lines. */
export const quoteAcceptanceSchema = z.object({ quote: quoteSchema, cartId: z.uuid() });
export type QuoteAcceptance = z.infer<typeof quoteAcceptanceSchema>;

/** The cart answer's `quote` (cartSchema's): the accepted quote whose prices the cart holds. */
export const cartQuoteSchema = cartSchema.shape.quote.unwrap();
export type CartQuote = z.infer<typeof cartQuoteSchema>;

/** GET /operator/quotes?status=submitted */
export const operatorQuoteListQuerySchema = operatorPagingSchema
  .extend({
    status: z.enum(QUOTE_STATES, `expects one of ${QUOTE_STATES.join(', ')}`).optional(),
    siteId: z.string().min(1).optional(),
    /** A quote number. */
    q: z.string().trim().min(1).max(60).optional(),
    sort: z.enum(['createdAt'], 'expects createdAt').default('createdAt'),
    order: z.enum(['asc', 'desc'], 'expects asc or desc').default('asc'),
  })
  .strict();
export type OperatorQuoteListQuery = z.output<typeof operatorQuoteListQuerySchema>;

export const operatorQuoteParamsSchema = z.object({ quoteId: quoteIdSchema }).strict();

/**
 * POST /operator/quotes/{quoteId}/offer: a unit price (major units, decimal) for every line, the
 * offer's last day (today or later), terms and a message for the customer. A submitted quote becomes
 * offered; offering an offered quote again replaces the offer.
 */
export const quoteOfferSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            position: z.number('expects a line position').int().positive(),
            unitPrice: z
              .number('expects unitPrice as a number in major units')
              .nonnegative('expects unitPrice of 0 or more'),
          })
          .strict(),
      )
      .min(1, 'expects a price for every line'),
    expiresOn: z.iso.date('expects expiresOn as a date, YYYY-MM-DD'),
    terms: text('terms', QUOTE_TERMS_MAX).optional(),
    message: quoteMessageBodySchema.optional(),
  })
  .strict();
export type QuoteOffer = z.infer<typeof quoteOfferSchema>;

/** POST /operator/quotes/{quoteId}/rejection */
export const operatorQuoteRejectionSchema = z.object({ message: quoteMessageBodySchema.optional() }).strict();

/** The operator's view: the quote as the customer sees it, plus whose it is. */
export const operatorQuoteSchema = quoteSchema.extend({
  userId: z.uuid(),
  siteId: z.string(),
  locale: z.string(),
});
export type OperatorQuote = z.infer<typeof operatorQuoteSchema>;

export const operatorQuoteListSchema = operatorListSchema(
  quoteSummarySchema.extend({ userId: z.uuid(), siteId: z.string() }),
);
