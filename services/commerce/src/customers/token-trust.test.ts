import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@store/contracts/commerce';
import { identityPaths } from '@store/contracts/identity';
import { revocationEvents, type RevocationEvents } from '@store/service-runtime/revocation-events';
import {
  revokeToken,
  signIn,
  startIdentity,
  tokensFor,
  type TestIdentity,
} from '@store/identity-service/test-support';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';

/**
 * Which tokens commerce trusts, against the real identity service: only those issued to the
 * site's own client, and none once identity has revoked them, with no wait for commerce's cache.
 */

let identity: TestIdentity;
let t: TestApp;
let revocations: RevocationEvents;

beforeAll(async () => {
  revocations = revocationEvents(undefined);
  identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY }, undefined, undefined, revocations);
  t = await startTestApp({ IDENTITY_BASE_URL: `${identity.origin}/am` }, revocations);
});

afterAll(async () => {
  await t?.close();
  await identity?.close();
  await revocations?.close();
});

async function signedIn(username: string, clientId = 'storefront-us') {
  const { cookie } = await signIn(identity, username);
  return { cookie, accessToken: (await tokensFor(identity, cookie, clientId)).access_token };
}

const current = (token: string, site = 'usassessments') =>
  t.call({ path: '/store/customer/current', site, headers: { authorization: `Bearer ${token}` } });

describe('tokens across sites', () => {
  it('refuses a token issued to the US client on the Canadian site, and accepts it on its own', async () => {
    const { accessToken } = await signedIn('demo.us');
    expect((await current(accessToken)).statusCode).toBe(200);

    const refused = await current(accessToken, 'caassessments');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problemSchema.parse(refused.json()).detail).toMatch(
      /issued to another store’s sign-in, not to site caassessments/,
    );
  });

  it('accepts the Canadian client’s token on the Canadian site', async () => {
    const { accessToken } = await signedIn('demo.ca', 'storefront-ca');
    expect((await current(accessToken, 'caassessments')).statusCode).toBe(200);
    expect((await current(accessToken)).statusCode).toBe(401);
  });
});

describe('tokens after revocation', () => {
  it('refuses a revoked token on the very next call', async () => {
    const { accessToken } = await signedIn('demo.us');
    expect((await current(accessToken)).statusCode).toBe(200);
    await revokeToken(identity, accessToken);
    const refused = await current(accessToken);
    expect(refused.statusCode).toBe(401);
    expect(problemSchema.parse(refused.json()).detail).toMatch(/not valid or has expired/);
  });

  it('refuses the tokens of a session that was logged out', async () => {
    const { cookie, accessToken } = await signedIn('demo.gb');
    expect((await current(accessToken)).statusCode).toBe(200);
    const logout = await fetch(`${identity.url(identityPaths().sessions)}?_action=logout`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'accept-api-version': 'resource=3.1' },
      body: '{}',
    });
    expect(logout.status).toBe(200);
    expect((await current(accessToken)).statusCode).toBe(401);
  });

  it('keeps trusting the other tokens it knows', async () => {
    const kept = await signedIn('demo.au');
    const revoked = await signedIn('demo.nl');
    expect((await current(kept.accessToken)).statusCode).toBe(200);
    await revokeToken(identity, revoked.accessToken);
    expect((await current(kept.accessToken)).statusCode).toBe(200);
  });
});
