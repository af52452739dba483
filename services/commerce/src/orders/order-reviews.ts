import { z } from 'zod';
import { orderNumberSchema } from '@store/contracts/commerce';
import { parseInput } from '@store/service-runtime';
import type { OperatorRoutes } from '../operator/operator-routes.ts';
import { decideReview, ordersUnderReview, REVIEW_STATUSES, type ReviewDecision } from './review-decisions.ts';

/**
 * Order reviews (services/commerce/README.md, Operator API): the orders placed with a tax exemption
 * certificate or held by sanctions screening, and the operator's decision on each.
 */

const reviewQuerySchema = z
  .object({ status: z.enum(REVIEW_STATUSES, `expects one of ${REVIEW_STATUSES.join(', ')}`).optional() })
  .strict();
const reviewParamsSchema = z.object({ orderNumber: orderNumberSchema }).strict();
const decisionSchema = z
  .object({ note: z.string().trim().min(1).max(500, 'expects at most 500 characters').optional() })
  .strict()
  .optional();

const DECISIONS: readonly [path: string, decision: ReviewDecision][] = [
  ['tax-exemption/accept', 'accept-exemption'],
  ['tax-exemption/reject', 'reject-exemption'],
  ['screening/release', 'release'],
  ['screening/cancel', 'cancel'],
];

export const registerOrderReviews: OperatorRoutes = (scope, deps) => {
  const review = { db: deps.database.db, payments: deps.payments, storeOrigins: deps.storeOrigins };
  scope.get('/orders/reviews', async (request) => {
    const query = parseInput(reviewQuerySchema, request.query ?? {}, 'query');
    return { orders: await ordersUnderReview(review.db, query.status) };
  });

  for (const [path, decision] of DECISIONS) {
    scope.post(`/orders/:orderNumber/${path}`, async (request) => {
      const { orderNumber } = parseInput(reviewParamsSchema, request.params, 'path');
      const body = parseInput(decisionSchema, request.body, 'body');
      return decideReview(review, orderNumber, decision, body?.note);
    });
  }
};
