import type { NextConfig } from 'next';
import { STRICT_TRANSPORT_SECURITY } from '@store/contracts/transport-security';
import { TAG_MANAGER_ORIGIN } from './third-parties.ts';

/**
 * Security headers of every response. The built store's policy allows no inline script: the edge in
 * front of the storefront adds the hashes of each page's own inline scripts (ADR 17), so a storefront
 * reached without it serves pages that do not hydrate rather than pages open to injected scripts.
 * `next dev`, which has no edge and evaluates its own code, keeps inline scripts and eval.
 */
export function securityHeaders(development: boolean) {
  const csp = [
    "default-src 'self'",
    development
      ? `script-src 'self' 'unsafe-inline' ${TAG_MANAGER_ORIGIN} 'unsafe-eval'`
      : `script-src 'self' ${TAG_MANAGER_ORIGIN}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${TAG_MANAGER_ORIGIN}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${TAG_MANAGER_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ];
}

/**
 * Whether a request reached the store over HTTPS (HSTS, a cookie's Secure flag). The edge in front of
 * the storefront sets X-Forwarded-Proto itself and passes one on only from a trusted proxy
 * (TRUSTED_PROXIES), so a client's own value never gets here.
 */
export function requestIsHttps(headers: Pick<Headers, 'get'>): boolean {
  return headers.get('x-forwarded-proto') === 'https';
}

type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number];

/** The rule that adds HSTS to every answer to an HTTPS request, as requestIsHttps decides it. */
export function httpsOnlyHeaders(): HeaderRule {
  return {
    source: '/:path*',
    has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
    headers: [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }],
  };
}
