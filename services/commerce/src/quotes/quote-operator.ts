import {
  operatorQuoteListQuerySchema,
  operatorQuoteParamsSchema,
  operatorQuoteRejectionSchema,
  quoteMessageInputSchema,
  quoteOfferSchema,
} from '@store/contracts/commerce-quotes';
import { parseInput } from '@store/service-runtime';
import type { OperatorRoutes } from '../operator/operator-routes.ts';
import {
  offerQuote,
  operatorQuote,
  operatorQuotes,
  operatorRejectQuote,
  writeOperatorMessage,
} from './quote-offers.ts';

/** Quotes for the operator (docs/quotes.md): list by state, read, offer, write, reject. */
export const registerQuoteOperator: OperatorRoutes = (scope, deps) => {
  const quoteScope = { db: deps.database.db, storeOrigins: deps.storeOrigins };

  scope.get('/quotes', async (request) => {
    const query = parseInput(operatorQuoteListQuerySchema, request.query ?? {}, 'query');
    return { quotes: await operatorQuotes(quoteScope.db, query.status) };
  });

  scope.get('/quotes/:quoteId', async (request) => {
    const { quoteId } = parseInput(operatorQuoteParamsSchema, request.params, 'path');
    return operatorQuote(quoteScope.db, quoteId);
  });

  scope.post('/quotes/:quoteId/offer', async (request) => {
    const { quoteId } = parseInput(operatorQuoteParamsSchema, request.params, 'path');
    const body = parseInput(quoteOfferSchema, request.body, 'body');
    return offerQuote(quoteScope, quoteId, body);
  });

  scope.post('/quotes/:quoteId/messages', async (request) => {
    const { quoteId } = parseInput(operatorQuoteParamsSchema, request.params, 'path');
    const body = parseInput(quoteMessageInputSchema, request.body, 'body');
    return writeOperatorMessage(quoteScope, quoteId, body.body);
  });

  scope.post('/quotes/:quoteId/rejection', async (request) => {
    const { quoteId } = parseInput(operatorQuoteParamsSchema, request.params, 'path');
    const body = parseInput(operatorQuoteRejectionSchema, request.body ?? {}, 'body');
    return operatorRejectQuote(quoteScope, quoteId, body.message);
  });
};
