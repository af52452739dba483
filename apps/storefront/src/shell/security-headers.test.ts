import { describe, expect, it } from 'vitest';
import { STRICT_TRANSPORT_SECURITY } from '@store/contracts/transport-security';
import { httpsOnlyHeaders, requestIsHttps, securityHeaders } from './security-headers.ts';

const scriptSrc = (development: boolean) =>
  securityHeaders(development)
    .find((header) => header.key === 'Content-Security-Policy')
    ?.value.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '));

describe('the content security policy', () => {
  it("allows no inline script in the built store: the edge adds each page's hashes (ADR 17)", () => {
    expect(scriptSrc(false)).toBe("script-src 'self' https://www.googletagmanager.com");
  });

  it('keeps inline scripts and eval for next dev, which runs without the edge', () => {
    expect(scriptSrc(true)).toBe(
      "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com 'unsafe-eval'",
    );
  });
});

describe('HTTPS and HSTS', () => {
  it('counts a request as HTTPS only by the X-Forwarded-Proto the edge sets, never by its Origin', () => {
    expect(requestIsHttps(new Headers({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(requestIsHttps(new Headers({ 'x-forwarded-proto': 'http', origin: 'https://evil.example' }))).toBe(
      false,
    );
    expect(requestIsHttps(new Headers())).toBe(false);
  });

  it('sends HSTS for a year, subdomains included, on answers to HTTPS requests only', () => {
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000; includeSubDomains');
    expect(httpsOnlyHeaders()).toEqual({
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }],
    });
  });
});
