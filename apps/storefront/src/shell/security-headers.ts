import { TAG_MANAGER_ORIGIN } from './third-parties.ts';

/**
 * Security headers of every response. Pages are prerendered per locale, so a per-request nonce is not
 * possible; see docs/adr/0004-csp-for-prerendered-pages.md for why inline scripts are allowed.
 */
export function securityHeaders(development: boolean) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${TAG_MANAGER_ORIGIN}${development ? " 'unsafe-eval'" : ''}`,
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
