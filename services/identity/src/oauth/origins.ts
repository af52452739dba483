import type { FastifyRequest } from 'fastify';
import type { Env } from '@store/config';
import { ALL_LOCALE_INFO } from '@store/locales';

/**
 * Which storefront origins the identity service serves and redirects to. The browser reaches the
 * service through the storefront (same origin), so the public origin is the forwarded one; only
 * the configured origins and loopback origins are accepted, which keeps redirects closed.
 */

export function configuredOrigins(env: Env): string[] {
  if (env.IDENTITY_PUBLIC_ORIGINS) {
    return env.IDENTITY_PUBLIC_ORIGINS.split(',').map((o) => new URL(o.trim()).origin);
  }
  const homes = ALL_LOCALE_INFO.map((l) => new URL(l.homeAddress).origin);
  return [...new Set([`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`, ...homes])];
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackOrigin(origin: string): boolean {
  return LOOPBACK.has(new URL(origin).hostname);
}

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/** The origin the browser used: X-Forwarded-Proto/Host when the storefront forwarded the call. */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const proto = first(request.headers['x-forwarded-proto']) ?? request.protocol;
  const host = first(request.headers['x-forwarded-host']) ?? request.headers.host;
  if (!host || !HOST.test(host) || (proto !== 'http' && proto !== 'https')) return undefined;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return undefined;
  }
}

export class OriginPolicy {
  readonly configured: readonly string[];

  constructor(configured: readonly string[]) {
    this.configured = configured;
  }

  allows(origin: string): boolean {
    return this.configured.includes(origin) || isLoopbackOrigin(origin);
  }

  /**
   * A goto the sign-in may answer as successUrl: a path on this origin (never //host or /\host)
   * or an absolute address on an allowed origin. Anything else is dropped.
   */
  safeGoto(goto: string | undefined, origin: string): string | undefined {
    if (!goto || goto.length > 2048) return undefined;
    if (/^\/(?![/\\])/.test(goto) && !/[\r\n\t]/.test(goto)) return goto;
    try {
      const url = new URL(goto);
      if (
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        this.allows(url.origin) &&
        url.origin === origin
      ) {
        return url.href;
      }
      if ((url.protocol === 'https:' || url.protocol === 'http:') && this.configured.includes(url.origin))
        return url.href;
    } catch {
      return undefined;
    }
    return undefined;
  }
}
