import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorageKey } from './config.ts';
import { clientIdOfToken, fetchWithRenewal } from './renewing-fetch.ts';
import { memoryStorage } from './browser-stubs.test-support.ts';

const getTokens = vi.fn();
vi.mock('./tokens.ts', () => ({ getTokens }));

const stored = (accessToken: string) => JSON.stringify({ accessToken, idToken: 'id' });

beforeEach(() => {
  vi.stubGlobal(
    'localStorage',
    memoryStorage({
      'FR-SDK-PreviousStep': '{}',
      [tokenStorageKey('storefront-uk')]: stored('other-token'),
      [tokenStorageKey('storefront-us')]: stored('old-token'),
    }),
  );
  vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1:3000' } });
  getTokens.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number) => new Response(status === 200 ? '{}' : null, { status });

describe('clientIdOfToken', () => {
  it('finds the client whose stored record holds the token', () => {
    expect(clientIdOfToken('old-token')).toBe('storefront-us');
    expect(clientIdOfToken('unknown')).toBeUndefined();
  });
});

describe('fetchWithRenewal (requirements §4: a 401 is retried once with a renewed token)', () => {
  it('does not renew, or load the SDK, when the first answer is not a 401', async () => {
    const send = vi.fn(async () => answer(200));
    expect((await fetchWithRenewal('old-token', send)).status).toBe(200);
    expect(send).toHaveBeenCalledTimes(1);
    expect(getTokens).not.toHaveBeenCalled();
  });

  it('renews the token of the right client and tries once more with it', async () => {
    getTokens.mockResolvedValue({ accessToken: 'new-token' });
    const send = vi.fn(async (token: string) => answer(token === 'new-token' ? 200 : 401));
    expect((await fetchWithRenewal('old-token', send)).status).toBe(200);
    expect(send.mock.calls.map(([token]) => token)).toEqual(['old-token', 'new-token']);
    expect(getTokens).toHaveBeenCalledWith(
      { clientId: 'storefront-us', origin: 'http://127.0.0.1:3000' },
      { forceRenew: true },
    );
  });

  it('retries only once: a second 401 is the answer', async () => {
    getTokens.mockResolvedValue({ accessToken: 'new-token' });
    const send = vi.fn(async () => answer(401));
    expect((await fetchWithRenewal('old-token', send)).status).toBe(401);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('answers the 401 when no token can be had', async () => {
    getTokens.mockRejectedValue(new Error('Authentication or consent required'));
    const send = vi.fn(async () => answer(401));
    expect((await fetchWithRenewal('old-token', send)).status).toBe(401);
    expect(send).toHaveBeenCalledTimes(1);

    const unknown = vi.fn(async () => answer(401));
    expect((await fetchWithRenewal('token-of-nobody', unknown)).status).toBe(401);
    expect(getTokens).toHaveBeenCalledTimes(1);
  });
});
