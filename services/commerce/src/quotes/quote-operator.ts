import {
  operatorQuoteListQuerySchema,
  operatorQuoteListSchema,
  operatorQuoteParamsSchema,
  operatorQuoteRejectionSchema,
  operatorQuoteSchema,
  quoteMessageInputSchema,
  quoteOfferSchema,
} from '@store/contracts/commerce-quotes';
import {
  OPERATOR_NO_BODY,
  OPERATOR_NO_PARAMS,
  OPERATOR_NO_QUERY,
  operatorOperation,
} from '../operator/operator-operation.ts';
import type { OperatorRouteGroup } from '../operator/operator-routes.ts';
import {
  offerQuote,
  operatorQuote,
  operatorQuotes,
  operatorRejectQuote,
  writeOperatorMessage,
} from './quote-offers.ts';

/** Quotes for the staff (docs/quotes.md): list by state, read, offer, write, reject. */

const SALES = ['order-manager'] as const;
const UNKNOWN = { 404: 'There is no quote with that id.' };
const STATE = { ...UNKNOWN, 409: 'The quote is in a state that does not allow this.' };

export const listOperatorQuotes = operatorOperation({
  id: 'listOperatorQuotes',
  method: 'GET',
  path: '/quotes',
  summary: 'List quotes',
  description:
    'Quotes in a state (every quote without `status`; `expired` includes offers past their last day), oldest first by default, with `userId` and `siteId`; `q` matches the quote number.',
  roles: [...SALES, 'support-agent'],
  params: OPERATOR_NO_PARAMS,
  query: operatorQuoteListQuerySchema,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'One page of quotes.', schema: operatorQuoteListSchema },
});

export const readOperatorQuote = operatorOperation({
  id: 'readOperatorQuote',
  method: 'GET',
  path: '/quotes/:quoteId',
  summary: 'Read a quote',
  description: 'One quote with its lines, messages and locale.',
  roles: [...SALES, 'support-agent'],
  params: operatorQuoteParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'The quote.', schema: operatorQuoteSchema },
  problems: UNKNOWN,
});

export const offerQuoteOperation = operatorOperation({
  id: 'offerQuote',
  method: 'POST',
  path: '/quotes/:quoteId/offer',
  summary: 'Make or revise a quote’s offer',
  description:
    'A unit price (major units) for every line, the last day, terms and a message: submitted or offered → offered; the customer is mailed.',
  roles: SALES,
  params: operatorQuoteParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: quoteOfferSchema,
  success: { status: 200, description: 'The quote as offered.', schema: operatorQuoteSchema },
  problems: { ...STATE, 422: 'A line is unpriced, priced twice or unknown, or the last day has passed.' },
});

export const writeQuoteMessage = operatorOperation({
  id: 'writeQuoteMessageAsStaff',
  method: 'POST',
  path: '/quotes/:quoteId/messages',
  summary: 'Write to the customer about a quote',
  description: 'A message the customer reads on the quote and is mailed.',
  roles: SALES,
  params: operatorQuoteParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: quoteMessageInputSchema,
  success: { status: 200, description: 'The quote with the message.', schema: operatorQuoteSchema },
  problems: STATE,
});

export const rejectQuoteOperation = operatorOperation({
  id: 'rejectQuoteAsStaff',
  method: 'POST',
  path: '/quotes/:quoteId/rejection',
  summary: 'Reject a quote',
  description: 'A submitted or offered quote is rejected, with an optional message the customer is mailed.',
  roles: SALES,
  params: operatorQuoteParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: operatorQuoteRejectionSchema.optional(),
  success: { status: 200, description: 'The rejected quote.', schema: operatorQuoteSchema },
  problems: STATE,
});

export const quoteOperator: OperatorRouteGroup = {
  operations: [
    listOperatorQuotes,
    readOperatorQuote,
    offerQuoteOperation,
    writeQuoteMessage,
    rejectQuoteOperation,
  ],
  register(route, deps) {
    const db = deps.database.db;
    const scope = (actor: Parameters<typeof offerQuote>[0]['actor'], requestId: string) => ({
      db,
      storeOrigins: deps.storeOrigins,
      actor,
      requestId,
    });
    route(listOperatorQuotes, async ({ query }) => operatorQuotes(db, query));
    route(readOperatorQuote, async ({ params }) => operatorQuote(db, params.quoteId));
    route(offerQuoteOperation, async ({ params, body, staff, requestId }) =>
      offerQuote(scope(staff, requestId), params.quoteId, body),
    );
    route(writeQuoteMessage, async ({ params, body, staff, requestId }) =>
      writeOperatorMessage(scope(staff, requestId), params.quoteId, body.body),
    );
    route(rejectQuoteOperation, async ({ params, body, staff, requestId }) =>
      operatorRejectQuote(scope(staff, requestId), params.quoteId, body?.message),
    );
  },
};
