import { describe, expect, it } from 'vitest';
import { memoryStorage } from './browser-stubs.test-support.ts';
import { tokenStorageKey } from './config.ts';
import { parseStoredTokens, readStoredTokens, tokenDecision } from './stored-tokens.ts';

const NOW = 1_700_000_000_000;
const tokens = (expiresIn: number | undefined) => ({
  accessToken: 'access',
  idToken: 'id',
  ...(expiresIn === undefined ? {} : { tokenExpiry: NOW + expiresIn }),
});

describe('tokenDecision (requirements §4 Sign-in)', () => {
  it('has nothing to decide without tokens', () => {
    expect(tokenDecision(undefined, NOW)).toBe('none');
  });

  it('reuses a token outside the 30-second threshold', () => {
    expect(tokenDecision(tokens(31_000), NOW)).toBe('valid');
    expect(tokenDecision(tokens(undefined), NOW)).toBe('valid');
  });

  it('renews within the threshold, when expired, or when forced', () => {
    expect(tokenDecision(tokens(29_000), NOW)).toBe('renew');
    expect(tokenDecision(tokens(-1), NOW)).toBe('renew');
    expect(tokenDecision(tokens(3_600_000), NOW, { forceRenew: true })).toBe('renew');
    expect(tokenDecision(tokens(50_000), NOW, { thresholdMs: 60_000 })).toBe('renew');
  });
});

describe('stored tokens', () => {
  it('are kept under a key composed of the client id (requirements §3)', () => {
    expect(tokenStorageKey('storefront-us')).toBe('FR-SDK-storefront-us');
  });

  it('cannot be read without a client id (requirements §8)', () => {
    expect(() => readStoredTokens('', memoryStorage())).toThrow(
      new Error('clientId is required to manage token storage'),
    );
  });

  it('reads the record the SDK writes', () => {
    const stored = new Map([[tokenStorageKey('c'), JSON.stringify({ accessToken: 'a', tokenExpiry: 5 })]]);
    const storage = { getItem: (key: string) => stored.get(key) ?? null } as Storage;
    expect(readStoredTokens('c', storage)).toEqual({ accessToken: 'a', tokenExpiry: 5 });
    expect(readStoredTokens('other', storage)).toBeUndefined();
  });

  it.each([
    ['not json'],
    ['null'],
    ['{}'],
    ['{"accessToken":""}'],
    ['{"accessToken":"a","tokenExpiry":"soon"}'],
  ])('refuses %s', (raw) => {
    expect(parseStoredTokens(raw)).toBeUndefined();
  });
});
