import { describe, expect, it } from 'vitest';
import { loadEnv } from '@store/config';
import { isTrustedProxy } from '@store/config/trusted-proxies';
import { clientAddressOf } from './client-address.ts';

/** Whose X-Forwarded-For is believed: the trusted proxies', hop by hop, and nobody else's. */

const withDefaults = clientAddressOf(isTrustedProxy(loadEnv({}).TRUSTED_PROXIES));
const behindBalancer = clientAddressOf(isTrustedProxy('127.0.0.1,::1,10.0.0.0/8,2001:db8::/32'));

describe('client address', () => {
  it("takes the address npm start's edge appended, behind its loopback storefront", () => {
    expect(withDefaults('127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(withDefaults('::ffff:127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(withDefaults('::1', '2001:db8::5')).toBe('2001:db8::5');
  });

  it("ignores what a client wrote before the edge's entry", () => {
    expect(withDefaults('127.0.0.1', '203.0.113.1, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(withDefaults('203.0.113.50', '198.51.100.7')).toBe('203.0.113.50');
    expect(clientAddressOf(isTrustedProxy('10.0.0.0/8'))('127.0.0.1', '198.51.100.7')).toBe('127.0.0.1');
  });

  it('walks past configured proxies to the first address that is not one', () => {
    expect(behindBalancer('127.0.0.1', '203.0.113.1, 198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
    expect(behindBalancer('10.0.0.9', ['198.51.100.7', '10.1.2.3'])).toBe('198.51.100.7');
    expect(behindBalancer('2001:db8::1', '198.51.100.8')).toBe('198.51.100.8');
  });

  it('stops at an entry that is not an address, and counts the last trusted hop', () => {
    expect(withDefaults('127.0.0.1', 'unknown')).toBe('127.0.0.1');
    expect(withDefaults('127.0.0.1', undefined)).toBe('127.0.0.1');
    expect(behindBalancer('127.0.0.1', '198.51.100.7, not-an-address, 10.1.2.3')).toBe('10.1.2.3');
  });
});
