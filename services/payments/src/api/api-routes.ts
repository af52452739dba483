import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerCheckoutSessionRoutes } from '../resources/checkout-sessions.ts';
import { registerCustomerRoutes } from '../resources/customers.ts';
import { registerPaymentIntentRoutes } from '../resources/payment-intents.ts';
import { registerPaymentMethodRoutes } from '../resources/payment-methods.ts';
import { registerRefundRoutes } from '../resources/refunds.ts';
import type { Sandbox } from '../resources/sandbox.ts';
import { ApiVersion } from './api-version.ts';
import { ApiError, invalidParam } from './errors.ts';
import { FormSyntaxError, parseStripeForm } from './form-body.ts';
import { installIdempotency } from './idempotency.ts';
import { stripeRequestId } from './request-params.ts';

/**
 * Stripe's REST API v1, the subset the store uses, under /v1: secret-key authentication, form
 * bodies, idempotent POSTs, and errors in Stripe's shape rather than problem+json, because the
 * `stripe` SDK reads that shape.
 */

/** A Checkout Session of a hundred line items is a few KB; nothing the store sends comes close. */
const BODY_LIMIT = 256 * 1024;

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";

/** The key a request carries: Bearer (the SDK) or Basic with the key as user name (curl -u sk_test_…:). */
function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value = ''] = header.split(' ', 2);
  if (scheme?.toLowerCase() === 'bearer') return value.trim();
  if (scheme?.toLowerCase() === 'basic')
    return Buffer.from(value, 'base64').toString('utf8').split(':', 1)[0];
  return '';
}

/** Stripe shows a refused key with its middle starred out. */
const redacted = (key: string) =>
  key.length <= 12
    ? '*'.repeat(key.length)
    : `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`;

function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.status === 401) reply.header('www-authenticate', 'Bearer realm="Stripe"');
  return reply.code(error.status).header('cache-control', 'no-store').send({ error: error.body });
}

function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

export function registerApiRoutes(api: FastifyInstance, sandbox: Sandbox): void {
  api.removeAllContentTypeParsers();
  api.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, parseStripeForm(String(body)));
      } catch (error) {
        if (!(error instanceof FormSyntaxError)) throw error;
        done(invalidParam(error.param, error.message), undefined);
      }
    },
  );
  api.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (request, _body, done) =>
    done(
      new ApiError(
        400,
        {
          type: 'invalid_request_error',
          message: `Invalid request: the body must be form-encoded (application/x-www-form-urlencoded), not ${request.headers['content-type'] ?? 'untyped'}.`,
        },
        false,
      ),
      undefined,
    ),
  );

  api.addHook('onRequest', async (request, reply) => {
    reply.header('request-id', stripeRequestId(request));
    reply.header('stripe-version', request.headers['stripe-version'] ?? ApiVersion);
    const key = apiKeyOf(request);
    if (key === undefined) throw new ApiError(401, { type: 'invalid_request_error', message: NO_KEY }, false);
    if (!/^sk_test_\w+$/.test(key)) {
      throw new ApiError(
        401,
        {
          type: 'invalid_request_error',
          code: 'api_key_invalid',
          message: `Invalid API Key provided: ${redacted(key)}. The payment sandbox accepts any test secret key (sk_test_…).`,
        },
        false,
      );
    }
  });

  const idempotency = installIdempotency(api, sandbox.db);

  api.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      if (!error.executed) idempotency.skip(request);
      return sendError(reply, error);
    }
    idempotency.skip(request);
    const status = clientErrorStatus(error);
    if (status !== undefined) {
      const message = error instanceof Error ? error.message : 'Invalid request.';
      return sendError(
        reply,
        new ApiError(status === 413 ? 413 : 400, { type: 'invalid_request_error', message }),
      );
    }
    request.log.error({ err: error }, 'payment sandbox request failed');
    return sendError(
      reply,
      new ApiError(500, {
        type: 'api_error',
        message: `The payment sandbox failed; its log names request ${request.id}.`,
      }),
    );
  });

  api.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      new ApiError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${request.url.split('?', 1)[0]}). The payment sandbox speaks the part of the API listed in services/payments/README.md.`,
      }),
    ),
  );

  registerCustomerRoutes(api, sandbox);
  registerCheckoutSessionRoutes(api, sandbox);
  registerPaymentIntentRoutes(api, sandbox);
  registerPaymentMethodRoutes(api, sandbox);
  registerRefundRoutes(api, sandbox);
}
