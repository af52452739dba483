import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS, signIn, startIdentity, tokensFor, type TestIdentity } from '../test-support.ts';

/** CORS of the OAuth endpoints: only the store's configured origins may read their answers. */

const STORE = 'https://assessments.example.com';
const EVIL = 'https://evil.example';

let identity: TestIdentity;
let accessToken: string;

beforeAll(async () => {
  identity = await startIdentity({ IDENTITY_PUBLIC_ORIGINS: STORE });
  const { cookie } = await signIn(identity);
  accessToken = (await tokensFor(identity, cookie)).access_token;
}, 60_000);

afterAll(() => identity.close());

const preflight = (path: string, origin: string, method: string) =>
  fetch(identity.url(path), {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization',
    },
  });

const userinfo = (origin: string) =>
  fetch(identity.url(PATHS.userInfo), { headers: { origin, authorization: `Bearer ${accessToken}` } });

const tokenCall = (origin: string) =>
  fetch(identity.url(PATHS.accessToken), {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'storefront-us',
      grant_type: 'refresh_token',
      refresh_token: 'x',
    }),
  });

describe('CORS of the OAuth endpoints', () => {
  it('allows a configured store origin', async () => {
    expect((await userinfo(STORE)).headers.get('access-control-allow-origin')).toBe(STORE);
    expect((await tokenCall(STORE)).headers.get('access-control-allow-origin')).toBe(STORE);
    expect((await preflight(PATHS.userInfo, STORE, 'GET')).headers.get('access-control-allow-origin')).toBe(
      STORE,
    );
  });

  it.each([EVIL, 'null'])('does not allow %s', async (origin) => {
    const answers = [
      await userinfo(origin),
      await tokenCall(origin),
      await preflight(PATHS.userInfo, origin, 'GET'),
      await preflight(PATHS.accessToken, origin, 'POST'),
    ];
    for (const answer of answers) expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
