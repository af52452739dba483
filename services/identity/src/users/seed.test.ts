import { IDENTITY_TREES } from '@store/contracts/identity';
import { openTestDatabase } from '@store/database/testing';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from './demo-customers.ts';
import { findUserByLogin } from './users.ts';
import { answer, authenticate, startIdentity, type AmStep } from '../test-support.ts';

/**
 * Demo customers, whose password the README publishes, exist only in the embedded demo (no
 * DATABASE_URL) or when DEMO_DATA=1 asks for them; so does the published reCAPTCHA pass.
 */

const POSTGRES = { DATABASE_URL: 'postgres://db.example.com/store' };

async function demoCustomersAfterStart(env: Record<string, string>): Promise<number> {
  const database = await openTestDatabase();
  const identity = await startIdentity(env, database);
  const found = await Promise.all(DEMO_CUSTOMERS.map((c) => findUserByLogin(database.db, c.username)));
  await identity.close();
  await database.close();
  return found.filter(Boolean).length;
}

describe('demo customers', () => {
  it('are seeded in the embedded demo', async () => {
    expect(await demoCustomersAfterStart({})).toBe(DEMO_CUSTOMERS.length);
  });

  it('are not seeded when DATABASE_URL is set', async () => {
    expect(await demoCustomersAfterStart(POSTGRES)).toBe(0);
  });

  it('are seeded with DATABASE_URL when DEMO_DATA=1 asks for them', async () => {
    expect(await demoCustomersAfterStart({ ...POSTGRES, DEMO_DATA: '1' })).toBe(DEMO_CUSTOMERS.length);
  });
});

describe('the published reCAPTCHA pass', () => {
  const registration = { authIndexType: 'service', authIndexValue: IDENTITY_TREES.registration };

  async function register(env: Record<string, string>, response = 'embedded-recaptcha-pass') {
    const identity = await startIdentity(env);
    const first = await authenticate(identity, { query: registration });
    const result = await authenticate(identity, {
      query: registration,
      body: answer(first.json as unknown as AmStep, {
        0: { '': 'new.customer' },
        1: 'New',
        2: 'Customer',
        3: 'new.customer@example.com',
        4: 0,
        5: { '': 'Assess2025x' },
        6: { question: 'What was the name of your first pet?', answer: 'Rex' },
        7: true,
        8: response,
      }),
    });
    await identity.close();
    return result;
  }

  it('passes in the demo and with DEMO_DATA=1, and is refused outside the demo', async () => {
    expect((await register({})).status).toBe(200);
    expect((await register({ ...POSTGRES, DEMO_DATA: '1' })).status).toBe(200);
    const refused = await register(POSTGRES);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/reCAPTCHA/);
  });

  it('works outside the demo when the token is one of your own', async () => {
    const own = { ...POSTGRES, IDENTITY_RECAPTCHA_TOKEN: 'a-token-of-our-own' };
    expect((await register(own, 'a-token-of-our-own')).status).toBe(200);
    expect((await register(own)).status).toBe(400);
  });
});
