import type { ApiErrorBody } from '../resources/objects.ts';

/**
 * An answer in Stripe's error shape, `{ error: { type, code, message, param, decline_code } }`,
 * with the status Stripe gives it: 400 invalid request, 401 bad key, 402 card declined, 404
 * missing object.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: ApiErrorBody;
  /**
   * Whether the endpoint ran: Stripe keeps an idempotent answer only then, so a request refused for
   * its parameters can be corrected and sent again under the same key.
   */
  readonly executed: boolean;

  constructor(status: number, body: ApiErrorBody, executed = true) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.executed = executed;
  }
}

export function invalidRequest(message: string, fields: Partial<ApiErrorBody> = {}): ApiError {
  return new ApiError(400, { type: 'invalid_request_error', message, ...fields });
}

/** A parameter error: the request never ran, so its idempotency key is not spent. */
export function invalidParam(param: string, message: string, code?: string): ApiError {
  return new ApiError(
    400,
    { type: 'invalid_request_error', message, param, ...(code === undefined ? {} : { code }) },
    false,
  );
}

const NOUNS: Record<string, string> = {
  customer: 'customer',
  payment_method: 'PaymentMethod',
  payment_intent: 'payment_intent',
  setup_intent: 'setupintent',
  charge: 'charge',
  refund: 'refund',
  'checkout.session': 'checkout.session',
};

/**
 * Stripe's answer for an id it does not know, `No such customer: 'cus_…'`: a 404 for the object the
 * path names, a 400 for one a parameter names.
 */
export function resourceMissing(kind: string, id: string, param = 'id'): ApiError {
  return new ApiError(param === 'id' ? 404 : 400, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${NOUNS[kind] ?? kind}: '${id}'`,
    param,
  });
}
