import type { FastifyRequest } from 'fastify';
import type { EventCause } from '../webhooks/events.ts';
import { parseStripeForm } from './form-body.ts';

/** A request's parameters: the query string of a GET, the form body of a POST, both in Stripe's bracket notation. */
export function paramsOf(request: FastifyRequest): unknown {
  if (request.method === 'POST') return request.body ?? {};
  const query = request.url.split('?')[1];
  return query === undefined ? {} : parseStripeForm(query);
}

/** Stripe's request ids start `req_`; the event a request causes names it and its idempotency key. */
export function stripeRequestId(request: FastifyRequest): string {
  return `req_${request.id.replaceAll('-', '').slice(0, 14)}`;
}

export function causeOf(request: FastifyRequest): EventCause {
  const key = request.headers['idempotency-key'];
  return { requestId: stripeRequestId(request), idempotencyKey: typeof key === 'string' ? key : null };
}

/** The path a list object names as its `url`, without the mount prefix (Stripe's `/v1/…`). */
export function listUrl(path: string): string {
  return `/v1${path}`;
}
