import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invalidRequest } from '../api/errors.ts';
import { keepAnswer } from '../api/idempotency.ts';
import { expand, mergeMetadata, metadata, parseParams, positiveInteger } from '../api/params.ts';
import { causeOf, paramsOf } from '../api/request-params.ts';
import { formatAmount } from '../money.ts';
import { recordEvent } from '../webhooks/events.ts';
import { expandFields } from './expand.ts';
import { newId, nowSeconds, type Charge, type Refund } from './objects.ts';
import type { Sandbox } from './sandbox.ts';
import { insertObject, loadObject, saveObject } from './store.ts';

/** Refunds of a succeeded PaymentIntent's charge, whole or in parts, never more than was paid. */

const createParams = z.strictObject({
  payment_intent: z.string().max(255),
  amount: positiveInteger.optional(),
  reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']).optional(),
  metadata: metadata.optional(),
  expand,
});

const retrieveParams = z.strictObject({ expand });

const shown = (amount: number, currency: string) => formatAmount(amount, currency, 'en-US');

export function registerRefundRoutes(api: FastifyInstance, { db, endpoints }: Sandbox): void {
  api.post('/refunds', async (request) => {
    const params = parseParams(createParams, paramsOf(request));
    return db.transaction(async (tx) => {
      const intent = await loadObject(tx, 'payment_intent', params.payment_intent, {
        param: 'payment_intent',
      });
      if (intent.data.status !== 'succeeded' || !intent.data.latest_charge) {
        throw invalidRequest(
          `This PaymentIntent (${intent.data.id}) does not have a successful charge to refund.`,
          { param: 'payment_intent' },
        );
      }
      // The charge row is locked: two refunds at once cannot both take the last of the money.
      const { data: charge } = await loadObject(tx, 'charge', intent.data.latest_charge, { lock: true });
      const left = charge.amount - charge.amount_refunded;
      if (left === 0) {
        throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
          code: 'charge_already_refunded',
        });
      }
      const amount = params.amount ?? left;
      if (amount > left) {
        throw invalidRequest(
          `Refund amount (${shown(amount, charge.currency)}) is greater than unrefunded amount on charge (${shown(left, charge.currency)})`,
          { param: 'amount', code: 'amount_too_large' },
        );
      }
      const created: Refund = {
        id: newId('re_'),
        object: 'refund',
        amount,
        balance_transaction: null,
        charge: charge.id,
        created: nowSeconds(),
        currency: charge.currency,
        destination_details: { card: { type: 'refund' }, type: 'card' },
        metadata: mergeMetadata({}, params.metadata),
        payment_intent: intent.data.id,
        reason: params.reason ?? null,
        receipt_number: null,
        source_transfer_reversal: null,
        status: 'succeeded',
        transfer_reversal: null,
      };
      await insertObject(tx, created);
      const refunded: Charge = {
        ...charge,
        amount_refunded: charge.amount_refunded + amount,
        refunded: charge.amount_refunded + amount === charge.amount,
      };
      await saveObject(tx, refunded);
      await recordEvent(tx, endpoints, 'charge.refunded', refunded, causeOf(request));
      const answer = await expandFields(tx, created, params.expand);
      await keepAnswer(tx, request, answer);
      return answer;
    });
  });

  api.get<{ Params: { id: string } }>('/refunds/:id', async (request) => {
    const params = parseParams(retrieveParams, paramsOf(request));
    const { data } = await loadObject(db, 'refund', request.params.id);
    return expandFields(db, data, params.expand);
  });
}
