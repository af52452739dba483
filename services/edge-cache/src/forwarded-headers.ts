import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { isWellFormedRequestId, REQUEST_ID_HEADER } from '@store/service-runtime/request-id';
import { HOP_BY_HOP } from './cache-policy.ts';

/**
 * The headers the edge sends the storefront. The storefront decides from X-Forwarded-Proto whether a
 * request is HTTPS (HSTS, Secure cookies) and from X-Forwarded-Host which domain it serves, so the
 * edge believes a client's own X-Forwarded-* (and RFC 7239 Forwarded) only when the client is a
 * trusted proxy (TRUSTED_PROXIES); anyone else's are replaced by what the edge itself saw. The
 * request id is kept from a trusted proxy alone (nginx makes one per request), else the edge makes
 * one: the storefront and the systems log it, so one id follows a request across the processes.
 */

const CLIENT_SET = new Set([
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-for',
  'forwarded',
  REQUEST_ID_HEADER,
]);

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/** The edge itself answers plain HTTP: TLS, where there is any, ends at a trusted proxy in front of it. */
const OWN_PROTO = 'http';

export function forwardedHeaders(
  req: IncomingMessage,
  isTrustedProxy: (address: string | undefined) => boolean,
): OutgoingHttpHeaders {
  const peer = req.socket.remoteAddress;
  const trusted = isTrustedProxy(peer);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (HOP_BY_HOP.has(name) || value === undefined) continue;
    if (!trusted && CLIENT_SET.has(name)) continue;
    headers[name] = value;
  }
  const claimedProto = trusted ? first(req.headers['x-forwarded-proto']) : undefined;
  headers['x-forwarded-proto'] =
    claimedProto === 'https' || claimedProto === 'http' ? claimedProto : OWN_PROTO;
  const host = (trusted ? first(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host;
  if (host) headers['x-forwarded-host'] = host;
  const chain = trusted ? req.headers['x-forwarded-for'] : undefined;
  headers['x-forwarded-for'] = chain ? `${String(chain)}, ${peer ?? ''}` : (peer ?? '');
  const claimedId = trusted ? req.headers[REQUEST_ID_HEADER] : undefined;
  headers[REQUEST_ID_HEADER] = isWellFormedRequestId(claimedId) ? claimedId : randomUUID();
  return headers;
}
