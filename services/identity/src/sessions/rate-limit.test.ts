import { IDENTITY_TREES } from '@store/contracts/identity';
import type { Database } from '@store/database';
import { openTestDatabase } from '@store/database/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../users/demo-customers.ts';
import { addressDelaySeconds, SIGN_IN_LIMITS } from './rate-limit.ts';
import {
  answer,
  authenticate,
  DEVICE_PROFILE,
  startIdentity,
  type AmStep,
  type TestIdentity,
} from '../test-support.ts';

/**
 * Sign-in throttling (OWASP): per account a reCAPTCHA step, per address growing delays, each
 * attempt checked and counted in one step; never a refusal of the owner who passes the reCAPTCHA.
 */

const PASS = 'embedded-recaptcha-pass';
const QUERY = { authIndexType: 'service', authIndexValue: IDENTITY_TREES.login };

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

const from = (address: string) => ({ 'x-forwarded-for': address });

const hasRecaptcha = (json: Record<string, unknown>) =>
  (json as unknown as AmStep).callbacks?.some((c) => c.type === 'ReCaptchaCallback') === true;

/** One password attempt through the Login tree: 'evaluated' (401 or the next step), 'recaptcha' or 'wait'. */
async function attempt(
  identity: TestIdentity,
  username: string,
  password: string,
  headers: Record<string, string>,
) {
  const first = await authenticate(identity, { query: QUERY, headers });
  const second = await authenticate(identity, {
    query: QUERY,
    headers,
    body: answer(first.json as unknown as AmStep, { 0: username, 1: password }),
  });
  const outcome =
    second.status === 429
      ? 'wait'
      : second.status === 200 && hasRecaptcha(second.json)
        ? 'recaptcha'
        : 'evaluated';
  return { ...second, outcome };
}

/** Answers a reCAPTCHA step with the credentials and the given reCAPTCHA response, then the device profile. */
async function passRecaptcha(
  identity: TestIdentity,
  step: Record<string, unknown>,
  username: string,
  password: string,
  headers: Record<string, string>,
  response = PASS,
) {
  const withRecaptcha = await authenticate(identity, {
    query: QUERY,
    headers,
    body: answer(step as unknown as AmStep, { 0: username, 1: password, 2: response }),
  });
  if (withRecaptcha.status !== 200) return withRecaptcha;
  return authenticate(identity, {
    query: QUERY,
    headers,
    body: answer(withRecaptcha.json as unknown as AmStep, { 0: DEVICE_PROFILE }),
  });
}

describe('sign-in throttling', () => {
  it("does not lock the owner out: after an attacker's failures, the right password and a passed reCAPTCHA sign in", async () => {
    const identity = await startIdentity({}, database);
    const target = DEMO_CUSTOMERS[5]!;
    for (let i = 0; i < 8; i += 1) {
      const guess = await attempt(identity, target.username, `Wrong-${i}`, from('203.0.113.66'));
      expect(guess.outcome).toBe(i < SIGN_IN_LIMITS.accountRecaptchaAfter ? 'evaluated' : 'recaptcha');
      if (guess.outcome === 'evaluated') expect(guess.status).toBe(401);
    }
    await identity.close();

    // Across a restart, from the owner's own address: no 429, a reCAPTCHA step, then in.
    const restarted = await startIdentity({}, database);
    const owner = from('198.51.100.20');
    const first = await attempt(restarted, target.email, DEMO_PASSWORD, owner);
    expect(first.status).toBe(200);
    expect(first.outcome).toBe('recaptcha');
    const failedCheck = await passRecaptcha(
      restarted,
      first.json,
      target.email,
      DEMO_PASSWORD,
      owner,
      'not-the-pass',
    );
    expect(failedCheck.status).toBe(400);
    expect(failedCheck.json.message).toMatch(/reCAPTCHA/);
    const again = await attempt(restarted, target.email, DEMO_PASSWORD, owner);
    const signedIn = await passRecaptcha(restarted, again.json, target.email, DEMO_PASSWORD, owner);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.tokenId).toEqual(expect.any(String));
    // Signing in cleared the account's failures: the next attempt needs no reCAPTCHA.
    expect((await attempt(restarted, target.username, DEMO_PASSWORD, owner)).outcome).toBe('evaluated');
    await restarted.close();
  });

  it('checks and counts each attempt in one step: 50 parallel guesses on one account evaluate at most the limit', async () => {
    const identity = await startIdentity({}, database);
    const target = DEMO_CUSTOMERS[6]!;
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        attempt(identity, target.username, `Wrong-${i}`, from(`198.51.100.${100 + i}`)),
      ),
    );
    const evaluated = guesses.filter((g) => g.outcome === 'evaluated');
    expect(evaluated.length).toBeLessThanOrEqual(SIGN_IN_LIMITS.accountRecaptchaAfter);
    expect(evaluated.every((g) => g.status === 401)).toBe(true);
    expect(guesses.filter((g) => g.outcome === 'recaptcha').length).toBeGreaterThanOrEqual(
      50 - SIGN_IN_LIMITS.accountRecaptchaAfter,
    );
    await identity.close();
  });

  it('50 parallel guesses from one address on 50 accounts evaluate at most its free failures', async () => {
    const identity = await startIdentity({}, database);
    // The clock stands still: on a busy machine the 50 could take longer than the first delay, after
    // which one more guess is rightly evaluated; what is tested is that they do not race past the count.
    vi.useFakeTimers({ toFake: ['Date'] });
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        attempt(identity, `someone-${i}`, 'Wrong-1', from('203.0.113.77')),
      ),
    ).finally(() => vi.useRealTimers());
    expect(guesses.filter((g) => g.outcome === 'evaluated').length).toBeLessThanOrEqual(
      SIGN_IN_LIMITS.addressFreeFailures,
    );
    expect(guesses.filter((g) => g.outcome === 'wait').length).toBeGreaterThanOrEqual(
      50 - SIGN_IN_LIMITS.addressFreeFailures,
    );
    await identity.close();
  });

  it('makes an address wait longer after each further failure, and only that address', async () => {
    const identity = await startIdentity({}, database);
    const attacker = from('203.0.113.88');
    for (let i = 0; i < SIGN_IN_LIMITS.addressFreeFailures; i += 1) {
      expect((await attempt(identity, `nobody-${i}`, 'Wrong-1', attacker)).status).toBe(401);
    }
    const throttled = await attempt(identity, DEMO_CUSTOMERS[7]!.username, DEMO_PASSWORD, attacker);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('1');
    expect(throttled.json.message).toMatch(/Try again in 1 second\./);
    // The account's owner elsewhere is not slowed down.
    const owner = await attempt(identity, DEMO_CUSTOMERS[7]!.username, DEMO_PASSWORD, from('198.51.100.30'));
    expect(owner.outcome).toBe('evaluated');
    expect(owner.status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await attempt(identity, 'nobody-x', 'Wrong-1', attacker)).status).toBe(401);
    const longer = await attempt(identity, 'nobody-y', 'Wrong-1', attacker);
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('2');
    await identity.close();
  });

  it('doubles the delay from the first one to the longest', () => {
    const free = SIGN_IN_LIMITS.addressFreeFailures;
    expect([0, free - 1, free, free + 1, free + 2, free + 5, free + 20].map(addressDelaySeconds)).toEqual([
      0, 0, 1, 2, 4, 32, 60,
    ]);
  });
});

describe('the client address a sign-in is counted under', () => {
  async function countedApart(identity: TestIdentity): Promise<boolean> {
    // Each guess forges a fresh X-Forwarded-For; were they believed, no address would reach its limit.
    for (let i = 0; i < SIGN_IN_LIMITS.addressFreeFailures; i += 1) {
      await attempt(identity, `forger-${i}`, 'Wrong-1', from(`192.0.2.${i + 10}`));
    }
    return (await attempt(identity, 'forger-x', 'Wrong-1', from('192.0.2.99'))).status !== 429;
  }

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const identity = await startIdentity({ TRUSTED_PROXIES: '10.0.0.0/8' }, await openTestDatabase());
    expect(await countedApart(identity)).toBe(false);
    await identity.close();
    await identity.database.close();
  });

  it('believes X-Forwarded-For from a trusted proxy (loopback by default)', async () => {
    const identity = await startIdentity({}, await openTestDatabase());
    expect(await countedApart(identity)).toBe(true);
    await identity.close();
    await identity.database.close();
  });
});
