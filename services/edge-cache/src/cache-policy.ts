import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/**
 * What the edge may keep, decided the way a shared cache (a CDN) decides it: only what the storefront
 * marks public with a lifetime, never a personal answer.
 */

/** Requests for Next's router payloads and server actions depend on headers; they always go through. */
export const BYPASS_HEADERS = [
  'authorization',
  'range',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
];

/** Headers that describe one connection, not the response, and are never stored or forwarded. */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Response headers that tell a visitor about the machines behind the edge; they stop here. */
export const INTERNAL_RESPONSE_HEADERS = new Set(['x-middleware-rewrite', 'x-powered-by']);

export function requestIsCacheable(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  return method === 'GET' && BYPASS_HEADERS.every((name) => headers[name] === undefined);
}

/**
 * One entry per scheme and host (the locale's domain default), address and encoding the client
 * accepts: the headers are the ones forwarded to the storefront, whose X-Forwarded-Proto and -Host
 * the edge has already checked, and an HTTPS answer (with HSTS) is never served over HTTP.
 */
export function cacheKey(headers: OutgoingHttpHeaders, url: string): string {
  const gzip = /\bgzip\b/.test(String(headers['accept-encoding'] ?? ''));
  const proto = String(headers['x-forwarded-proto'] ?? 'http');
  const host = String(headers['x-forwarded-host'] ?? headers.host ?? '');
  return `${proto}://${host}${url}|${gzip ? 'gzip' : 'identity'}`;
}

export interface Freshness {
  /** How long the stored answer is fresh. */
  ttlMs: number;
  /** How long after that it may still be served while it is refreshed. */
  staleMs: number;
}

function directive(cacheControl: string, name: string): string | undefined {
  const match = cacheControl.match(new RegExp(`(?:^|,)\\s*${name}(?:=("?)([^",]*)\\1)?\\s*(?:,|$)`, 'i'));
  return match ? (match[2] ?? '') : undefined;
}

const seconds = (value: string | undefined) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n * 1000 : 0;
};

/** The lifetime of a response for a shared cache, or undefined when it must not be kept. */
export function responseFreshness(status: number, headers: OutgoingHttpHeaders): Freshness | undefined {
  if (status !== 200 || headers['set-cookie'] !== undefined) return undefined;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (['private', 'no-store', 'no-cache'].some((d) => directive(cacheControl, d) !== undefined))
    return undefined;
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  // Varying on anything but the encoding and Next's router headers (whose requests bypass) is not keyed here.
  if (vary.some((v) => v !== 'accept-encoding' && !BYPASS_HEADERS.includes(v))) return undefined;
  const sharedMaxAge = directive(cacheControl, 's-maxage');
  const maxAge =
    directive(cacheControl, 'public') !== undefined ? directive(cacheControl, 'max-age') : undefined;
  const ttlMs = seconds(sharedMaxAge ?? maxAge);
  if (ttlMs === 0) return undefined;
  return { ttlMs, staleMs: seconds(directive(cacheControl, 'stale-while-revalidate')) };
}
