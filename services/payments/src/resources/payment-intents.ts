import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, invalidRequest } from '../api/errors.ts';
import { keepAnswer } from '../api/idempotency.ts';
import {
  currency,
  expand,
  metadata,
  mergeMetadata,
  optionalBoolean,
  optionalText,
  parseParams,
  positiveInteger,
  url,
  formList,
} from '../api/params.ts';
import { causeOf, paramsOf } from '../api/request-params.ts';
import { DECLINES, type CardOutcome, type Decline } from '../cards/test-cards.ts';
import { recordEvent, type EventCause, type WebhookEndpoint } from '../webhooks/events.ts';
import { customerExists } from './customers.ts';
import { expandFields } from './expand.ts';
import {
  newId,
  nowSeconds,
  type ApiErrorBody,
  type Charge,
  type PaymentIntent,
  type PaymentMethod,
} from './objects.ts';
import { attachToCustomer } from './payment-methods.ts';
import type { Sandbox } from './sandbox.ts';
import { insertObject, loadObject, saveObject, type Stored, type Tx } from './store.ts';

/**
 * PaymentIntents: made by a Checkout Session's payment or through the API (create, retrieve,
 * confirm with a saved card, off-session for express checkout), and the one place a payment
 * attempt succeeds, is declined or asks for 3-D Secure.
 */

const DOC_URL = 'https://docs.stripe.com/error-codes';

export interface NewIntent {
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  receiptEmail: string | null;
  setupFutureUsage: 'off_session' | 'on_session' | null;
}

export async function createIntent(tx: Tx, fields: NewIntent): Promise<PaymentIntent> {
  const id = newId('pi_');
  const intent: PaymentIntent = {
    id,
    object: 'payment_intent',
    amount: fields.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${newId('', 25)}`,
    confirmation_method: 'automatic',
    created: nowSeconds(),
    currency: fields.currency,
    customer: fields.customer,
    description: fields.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    processing: null,
    receipt_email: fields.receiptEmail,
    review: null,
    setup_future_usage: fields.setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
  await insertObject(tx, intent);
  return intent;
}

export function declineError(decline: Decline, method: PaymentMethod): ApiErrorBody {
  return {
    type: 'card_error',
    code: decline.code,
    decline_code: decline.declineCode,
    message: decline.message,
    doc_url: `${DOC_URL}#${decline.code.replaceAll('_', '-')}`,
    ...(decline.code === 'incorrect_cvc' ? { param: 'cvc' } : {}),
    payment_method: method,
  };
}

export function authenticationFailure(
  method: PaymentMethod,
  object: 'payment_intent' | 'setup_intent',
): ApiErrorBody {
  const code = `${object}_authentication_failure`;
  return {
    type: 'invalid_request_error',
    code,
    message: `The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this ${object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'} again.`,
    doc_url: `${DOC_URL}#${code.replaceAll('_', '-')}`,
    payment_method: method,
  };
}

export interface Attempt {
  tx: Tx;
  endpoints: readonly WebhookEndpoint[];
  cause: EventCause;
}

/** The PaymentIntent charged with the card: a succeeded charge, the card saved when asked, the event. */
export async function succeed(
  attempt: Attempt,
  intent: PaymentIntent,
  method: PaymentMethod,
): Promise<PaymentIntent> {
  const charge: Charge = {
    id: newId('ch_'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: 0,
    balance_transaction: null,
    billing_details: method.billing_details,
    captured: true,
    created: nowSeconds(),
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: {},
    outcome: {
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: {
      card: {
        brand: method.card.brand,
        last4: method.card.last4,
        exp_month: method.card.exp_month,
        exp_year: method.card.exp_year,
      },
      type: 'card',
    },
    refunded: false,
    status: 'succeeded',
  };
  await insertObject(attempt.tx, charge);
  if (intent.setup_future_usage && intent.customer && method.customer === null) {
    await attachToCustomer(attempt.tx, method, intent.customer);
  }
  const succeeded: PaymentIntent = {
    ...intent,
    status: 'succeeded',
    amount_received: intent.amount,
    latest_charge: charge.id,
    payment_method: method.id,
    last_payment_error: null,
    next_action: null,
  };
  await saveObject(attempt.tx, succeeded);
  await recordEvent(attempt.tx, attempt.endpoints, 'payment_intent.succeeded', succeeded, attempt.cause);
  return succeeded;
}

/** The attempt failed: the PaymentIntent waits for another card, and says why. */
export async function fail(
  attempt: Attempt,
  intent: PaymentIntent,
  error: ApiErrorBody,
): Promise<PaymentIntent> {
  const failed: PaymentIntent = {
    ...intent,
    status: 'requires_payment_method',
    last_payment_error: error,
    payment_method: null,
    next_action: null,
  };
  await saveObject(attempt.tx, failed);
  await recordEvent(attempt.tx, attempt.endpoints, 'payment_intent.payment_failed', failed, attempt.cause);
  return failed;
}

/** What the card does: a test card number's behaviour on the hosted page, a saved card's own afterwards. */
export function savedCardOutcome(method: Stored<PaymentMethod>): CardOutcome {
  if (method.private.declinesCharges) return { kind: 'decline', decline: DECLINES.generic_decline };
  return method.private.alwaysAuthenticate ? { kind: 'authenticate' } : { kind: 'succeed' };
}

const CONFIRMABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

function unexpectedState(intent: PaymentIntent): ApiError {
  return invalidRequest(
    `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.`,
    { code: 'payment_intent_unexpected_state', payment_intent: intent },
  );
}

/**
 * Confirms through the API with a saved card. There is no browser to show a challenge to, so a
 * card that needs 3-D Secure is declined with authentication_required (what an off-session payment
 * gets from Stripe); the hosted page is where a customer authenticates.
 */
async function confirmWithSaved(
  attempt: Attempt,
  intent: PaymentIntent,
  methodId: string,
): Promise<{ intent: PaymentIntent; error?: ApiErrorBody }> {
  if (!CONFIRMABLE.has(intent.status)) throw unexpectedState(intent);
  const method = await loadObject(attempt.tx, 'payment_method', methodId, { param: 'payment_method' });
  if (method.data.customer !== null && method.data.customer !== intent.customer) {
    throw invalidRequest(
      `The provided PaymentMethod belongs to a different Customer than the one on this PaymentIntent.`,
      { param: 'payment_method' },
    );
  }
  const outcome = savedCardOutcome(method);
  if (outcome.kind !== 'succeed') {
    const decline = outcome.kind === 'decline' ? outcome.decline : DECLINES.authentication_required;
    const error = declineError(decline, method.data);
    return { intent: await fail(attempt, intent, error), error };
  }
  return { intent: await succeed(attempt, intent, method.data) };
}

const createParams = z.strictObject({
  amount: positiveInteger,
  currency,
  customer: optionalText(255),
  payment_method: optionalText(255),
  payment_method_types: formList(z.literal('card')).optional(),
  confirm: optionalBoolean,
  off_session: optionalBoolean,
  description: optionalText(1000),
  receipt_email: optionalText(800),
  setup_future_usage: z.enum(['off_session', 'on_session']).optional(),
  return_url: url.optional(),
  metadata: metadata.optional(),
  expand,
});

const confirmParams = z.strictObject({
  payment_method: optionalText(255),
  off_session: optionalBoolean,
  return_url: url.optional(),
  expand,
});

const retrieveParams = z.strictObject({ expand, client_secret: optionalText(255) });

/**
 * A confirmation's answer, kept with its writes: the PaymentIntent, or when declined a 402 with the
 * card error and the PaymentIntent (the failure is saved all the same).
 */
async function confirmationAnswer(
  tx: Tx,
  request: FastifyRequest,
  outcome: { intent: PaymentIntent; error?: ApiErrorBody | undefined },
  paths: readonly string[] | undefined,
): Promise<Record<string, unknown> | ApiError> {
  const answer = outcome.error
    ? new ApiError(402, { ...outcome.error, payment_intent: outcome.intent })
    : await expandFields(tx, outcome.intent, paths);
  await keepAnswer(tx, request, answer);
  return answer;
}

const sent = (answer: Record<string, unknown> | ApiError) => {
  if (answer instanceof ApiError) throw answer;
  return answer;
};

export function registerPaymentIntentRoutes(api: FastifyInstance, { db, endpoints }: Sandbox): void {
  api.post('/payment_intents', async (request) => {
    const params = parseParams(createParams, paramsOf(request));
    if (params.off_session !== undefined && !params.confirm) {
      throw invalidRequest('You can only pass in off_session when confirm is true.', {
        param: 'off_session',
      });
    }
    if (params.confirm && !params.payment_method) {
      throw invalidRequest(
        'You cannot confirm this PaymentIntent because it has no payment method. Pass payment_method to confirm it.',
        { param: 'payment_method', code: 'payment_intent_unexpected_state' },
      );
    }
    const answer = await db.transaction(async (tx) => {
      if (params.customer) await customerExists(tx, params.customer);
      const intent = await createIntent(tx, {
        amount: params.amount,
        currency: params.currency,
        customer: params.customer ?? null,
        description: params.description ?? null,
        metadata: mergeMetadata({}, params.metadata),
        receiptEmail: params.receipt_email ?? null,
        setupFutureUsage: params.setup_future_usage ?? null,
      });
      if (!params.confirm || !params.payment_method) {
        if (!params.payment_method) return confirmationAnswer(tx, request, { intent }, params.expand);
        const method = await loadObject(tx, 'payment_method', params.payment_method, {
          param: 'payment_method',
        });
        const withMethod: PaymentIntent = {
          ...intent,
          payment_method: method.data.id,
          status: 'requires_confirmation',
        };
        await saveObject(tx, withMethod);
        return confirmationAnswer(tx, request, { intent: withMethod }, params.expand);
      }
      const outcome = await confirmWithSaved(
        { tx, endpoints, cause: causeOf(request) },
        intent,
        params.payment_method,
      );
      return confirmationAnswer(tx, request, outcome, params.expand);
    });
    return sent(answer);
  });

  api.get<{ Params: { id: string } }>('/payment_intents/:id', async (request) => {
    const params = parseParams(retrieveParams, paramsOf(request));
    const { data } = await loadObject(db, 'payment_intent', request.params.id);
    return expandFields(db, data, params.expand);
  });

  api.post<{ Params: { id: string } }>('/payment_intents/:id/confirm', async (request) => {
    const params = parseParams(confirmParams, paramsOf(request));
    const answer = await db.transaction(async (tx) => {
      const { data } = await loadObject(tx, 'payment_intent', request.params.id, { lock: true });
      const methodId = params.payment_method ?? data.payment_method;
      if (!CONFIRMABLE.has(data.status)) throw unexpectedState(data);
      if (!methodId) {
        throw invalidRequest(
          'You cannot confirm this PaymentIntent because it has no payment method. Pass payment_method to confirm it.',
          { param: 'payment_method', code: 'payment_intent_unexpected_state' },
        );
      }
      const outcome = await confirmWithSaved({ tx, endpoints, cause: causeOf(request) }, data, methodId);
      return confirmationAnswer(tx, request, outcome, params.expand);
    });
    return sent(answer);
  });
}
