import type { FastifyInstance } from 'fastify';
import type { Database } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { applyPaymentEvent } from './payment-events.ts';
import type { StripePayments } from './stripe-payments.ts';

/**
 * POST /payments/webhook: the payment provider's events. It is called by the provider, not the
 * storefront, so it carries no platform key or site: the event's signature over the body exactly as
 * sent is its credential. It is therefore outside the operation table, in a scope of its own that
 * keeps the body as text; the OpenAPI document describes it (http/openapi.ts).
 */

export const PAYMENT_WEBHOOK_PATH = '/payments/webhook';

/** Stripe's events are a few KB; its documented maximum payload is far below this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export interface PaymentWebhookDeps {
  database: Database;
  payments: StripePayments;
  /** The store's origins, which the mails a payment queues link to. */
  storeOrigins: ReadonlySet<string>;
}

export async function registerPaymentWebhook(app: FastifyInstance, deps: PaymentWebhookDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, String(body)),
    );
    scope.post(PAYMENT_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof request.body !== 'string') throw new ProblemError(400, 'Send the event as JSON.');
      const event = deps.payments.verifyEvent(
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      await applyPaymentEvent(
        { db: deps.database.db, storeOrigins: deps.storeOrigins, payments: deps.payments },
        event,
      );
      return reply.header('cache-control', 'no-store').send({ received: true });
    });
  });
}
