import { describe, expect, it } from 'vitest';
import { httpsOnlyHeaders, requestIsHttps, STRICT_TRANSPORT_SECURITY } from './security-headers.ts';

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
