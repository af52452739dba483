import { describe, expect, it } from 'vitest';
import { loadEnv } from './index.ts';
import { isTrustedProxy } from './trusted-proxies.ts';

describe('isTrustedProxy', () => {
  it('trusts loopback by default, as a dual-stack socket reports it too', () => {
    const trusted = isTrustedProxy(loadEnv({}).TRUSTED_PROXIES);
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('::ffff:127.0.0.1')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('127.0.0.2')).toBe(false);
    expect(trusted(undefined)).toBe(false);
  });

  it('reads addresses and ranges of both families', () => {
    const trusted = isTrustedProxy('10.0.0.0/8, 192.0.2.7,2001:db8::/32');
    expect(trusted('10.200.3.4')).toBe(true);
    expect(trusted('192.0.2.7')).toBe(true);
    expect(trusted('192.0.2.8')).toBe(false);
    expect(trusted('2001:db8::17')).toBe(true);
    expect(trusted('127.0.0.1')).toBe(false);
  });
});
