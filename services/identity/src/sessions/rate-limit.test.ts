import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@store/database';
import { openTestDatabase } from '@store/database/testing';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../users/demo-customers.ts';
import { SIGN_IN_LIMITS } from './rate-limit.ts';
import { signIn, startIdentity } from '../test-support.ts';

/** Sign-in limits per account and per client address, kept across a restart. */

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

describe('sign-in rate limits', () => {
  it('locks an account after 5 failures, even with the right password, and across a restart', async () => {
    const identity = await startIdentity({}, database);
    const target = DEMO_CUSTOMERS[5]!;
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i += 1) {
      expect((await signIn(identity, target.username, `Wrong-${i}`)).status).toBe(401);
    }
    const locked = await signIn(identity, target.username, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.json).toEqual({
      code: 429,
      reason: 'Too Many Requests',
      message: expect.stringMatching(/Try again in 15 minutes/),
    });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another account from the same address is not locked by it.
    expect((await signIn(identity, DEMO_CUSTOMERS[6]!.username, DEMO_PASSWORD)).status).toBe(200);
    await identity.close();

    const restarted = await startIdentity({}, database);
    expect((await signIn(restarted, target.email, DEMO_PASSWORD)).status).toBe(429);
    await restarted.close();
  });

  it("clears an account's failures on a successful sign-in", async () => {
    const identity = await startIdentity({}, database);
    const target = DEMO_CUSTOMERS[7]!;
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < SIGN_IN_LIMITS.perAccount - 1; i += 1)
        await signIn(identity, target.username, 'Wrong-1');
      expect((await signIn(identity, target.username, DEMO_PASSWORD)).status).toBe(200);
    }
    await identity.close();
  });

  it('limits a client address across accounts, using the address the local storefront forwards', async () => {
    const identity = await startIdentity({}, database);
    const from = (address: string) => ({ 'x-forwarded-for': `198.51.100.7, ${address}` });
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i += 1) {
      expect((await signIn(identity, `someone-${i}`, 'Wrong-1', undefined, from('203.0.113.9'))).status).toBe(
        401,
      );
    }
    expect(
      (await signIn(identity, 'someone-else', DEMO_PASSWORD, undefined, from('203.0.113.9'))).status,
    ).toBe(429);
    const elsewhere = await signIn(
      identity,
      DEMO_CUSTOMERS[8]!.username,
      DEMO_PASSWORD,
      undefined,
      from('203.0.113.10'),
    );
    expect(elsewhere.status).toBe(200);
    await identity.close();
  });
});
