import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Request ids: a caller's `x-request-id` is kept when it is a UUID (the storefront sends one per
 * requirements §7) or nginx's `$request_id` (32 hex digits), so one id follows a request across
 * processes; anything else is replaced, because the id ends up in every log line and must not let a
 * client inject arbitrary text there.
 */

const WELL_FORMED = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/i;

export const REQUEST_ID_HEADER = 'x-request-id';

/** Whether an incoming id may be kept: one of the two shapes above, nothing else. */
export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && WELL_FORMED.test(value);
}

export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return isWellFormedRequestId(given) ? given : randomUUID();
}
