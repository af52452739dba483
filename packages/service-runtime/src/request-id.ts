import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Request ids: a caller's `x-request-id` is kept when it is a UUID (the storefront sends one per
 * requirements §7), so one id follows a request across processes; anything else is replaced, because the
 * id ends up in every log line and must not let a client inject arbitrary text there.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const REQUEST_ID_HEADER = 'x-request-id';

export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && UUID.test(given) ? given : randomUUID();
}
