import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDENTITY_SCOPES,
  IDENTITY_SESSION_COOKIE,
  IDENTITY_STOREFRONT_PATHS,
} from '@store/contracts/identity';
import { DEMO_CUSTOMERS } from '../users/demo-customers.ts';
import { expireAccessTokens, PATHS, signIn, startIdentity, type TestIdentity } from '../test-support.ts';

/**
 * Conformance with a certified relying party (openid-client 6): discovery, authorization code
 * with PKCE after signing in through the authenticate API, userinfo, refresh, revoke and end
 * session; then the protocol's bad inputs, none of which may give a 5xx.
 */

const CLIENT_ID = 'storefront-us';
const demo = DEMO_CUSTOMERS[0]!;

let identity: TestIdentity;
let config: client.Configuration;
let redirectUri: string;

beforeAll(async () => {
  identity = await startIdentity();
  redirectUri = `${identity.origin}${IDENTITY_STOREFRONT_PATHS.callback}`;
  config = await client.discovery(new URL(identity.url(PATHS.oauth2)), CLIENT_ID, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });
}, 60_000);

afterAll(() => identity.close());

async function authorize(cookie: string, params: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: IDENTITY_SCOPES.join(' '),
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    prompt: 'none',
    ...params,
  });
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { response, location: response.headers.get('location') ?? '', verifier, state };
}

async function tokens(cookie: string) {
  const { location, verifier, state } = await authorize(cookie);
  return client.authorizationCodeGrant(config, new URL(location), {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
}

describe('discovery', () => {
  it('names AM paths under the public origin and only S256', () => {
    const meta = config.serverMetadata();
    expect(meta.issuer).toBe(identity.url(PATHS.oauth2));
    expect(meta.authorization_endpoint).toBe(identity.url(PATHS.authorize));
    expect(meta.token_endpoint).toBe(identity.url(PATHS.accessToken));
    expect(meta.userinfo_endpoint).toBe(identity.url(PATHS.userInfo));
    expect(meta.end_session_endpoint).toBe(identity.url(PATHS.endSession));
    expect(meta.revocation_endpoint).toBe(identity.url(PATHS.revoke));
    expect(meta.jwks_uri).toBe(identity.url(PATHS.jwks));
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('follows X-Forwarded-Host/Proto of an allowed storefront origin', async () => {
    const response = await fetch(identity.url(PATHS.discovery), {
      headers: { 'x-forwarded-host': 'assessments.example.com', 'x-forwarded-proto': 'https' },
    });
    const body = (await response.json()) as { issuer: string; token_endpoint: string };
    expect(body.issuer).toBe(`https://assessments.example.com/am${PATHS.oauth2}`);
    expect(body.token_endpoint).toBe(`https://assessments.example.com/am${PATHS.accessToken}`);
  });

  it('refuses a host that is not a storefront origin', async () => {
    const response = await fetch(identity.url(PATHS.discovery), {
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, reason: 'Bad Request' });
  });
});

describe('authorization code with PKCE after sign-in', () => {
  it('issues tokens, user info, refreshes, revokes and ends the session', async () => {
    const { cookie } = await signIn(identity);
    const set = await tokens(cookie);
    expect(set.access_token).toBeTruthy();
    expect(set.refresh_token).toBeTruthy();
    expect(set.id_token).toBeTruthy();
    expect(set.expires_in).toBeGreaterThan(0);
    const claims = set.claims();
    expect(claims?.sub).toBe(demo.id);

    const info = await client.fetchUserInfo(config, set.access_token, demo.id);
    expect(info).toMatchObject({
      sub: demo.id,
      user_id: demo.id,
      given_name: demo.givenName,
      family_name: demo.familyName,
      email: demo.email,
    });

    const refreshed = await client.refreshTokenGrant(config, set.refresh_token!);
    expect(refreshed.access_token).not.toBe(set.access_token);
    await expect(client.fetchUserInfo(config, refreshed.access_token, demo.id)).resolves.toMatchObject({
      sub: demo.id,
    });

    await client.tokenRevocation(config, refreshed.access_token);
    await expect(client.fetchUserInfo(config, refreshed.access_token, demo.id)).rejects.toThrow();

    const endUrl = client.buildEndSessionUrl(config, {
      id_token_hint: set.id_token!,
      post_logout_redirect_uri: `${identity.origin}/`,
      state: 'after-logout',
    });
    const ended = await fetch(endUrl, {
      headers: { cookie, authorization: 'Bearer undefined' },
      redirect: 'manual',
    });
    expect(ended.status).toBe(303);
    expect(ended.headers.get('location')).toBe(`${identity.origin}/?state=after-logout`);
    expect(ended.headers.get('set-cookie')).toContain(`${IDENTITY_SESSION_COOKIE}=;`);

    // The session is gone: a silent authorize now needs a login, and the refresh token died with it.
    const silent = await authorize(cookie);
    expect(new URL(silent.location).searchParams.get('error')).toBe('login_required');
    await expect(client.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toThrow();
  });

  it('end session by fetch with the SDK headers answers 2xx without a redirect address', async () => {
    const { cookie } = await signIn(identity);
    const set = await tokens(cookie);
    await expect(client.fetchUserInfo(config, set.access_token, demo.id)).resolves.toMatchObject({
      sub: demo.id,
    });
    const response = await fetch(`${identity.url(PATHS.endSession)}?id_token_hint=${set.id_token}`, {
      headers: { cookie, authorization: 'Bearer undefined', accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    await expect(client.fetchUserInfo(config, set.access_token, demo.id)).rejects.toThrow();
  });

  it('sends an interactive authorize without a session to the storefront sign-in page and back', async () => {
    const first = await authorize('', { prompt: 'login' });
    expect(first.response.status).toBe(303);
    const interaction = new URL(first.location, identity.origin);
    const interactionCookies = first.response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const toLogin = await fetch(interaction, { headers: { cookie: interactionCookies }, redirect: 'manual' });
    expect(toLogin.status).toBe(303);
    const login = new URL(toLogin.headers.get('location')!);
    expect(login.pathname).toBe(IDENTITY_STOREFRONT_PATHS.loginPage);
    expect(login.searchParams.get('goto')).toBe(interaction.pathname);

    const { cookie } = await signIn(identity, demo.username, undefined, login.searchParams.get('goto')!);
    const resumed = await fetch(interaction, {
      headers: { cookie: `${interactionCookies}; ${cookie}` },
      redirect: 'manual',
    });
    expect(resumed.status).toBe(303);
    const done = await fetch(new URL(resumed.headers.get('location')!, identity.origin), {
      headers: { cookie: `${interactionCookies}; ${cookie}` },
      redirect: 'manual',
    });
    const callback = new URL(done.headers.get('location')!);
    expect(callback.origin + callback.pathname).toBe(redirectUri);
    const set = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: first.verifier,
      expectedState: first.state,
    });
    expect(set.claims()?.sub).toBe(demo.id);
  });
});

describe('bad protocol input', () => {
  it('refuses a replayed code and revokes what it issued', async () => {
    const { cookie } = await signIn(identity);
    const { location, verifier, state } = await authorize(cookie);
    const set = await client.authorizationCodeGrant(config, new URL(location), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    await expect(client.fetchUserInfo(config, set.access_token, demo.id)).resolves.toMatchObject({
      sub: demo.id,
    });
    await expect(
      client.authorizationCodeGrant(config, new URL(location), {
        pkceCodeVerifier: verifier,
        expectedState: state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.fetchUserInfo(config, set.access_token, demo.id)).rejects.toThrow();
  });

  it('refuses a wrong code verifier', async () => {
    const { cookie } = await signIn(identity);
    const { location, state } = await authorize(cookie);
    await expect(
      client.authorizationCodeGrant(config, new URL(location), {
        pkceCodeVerifier: client.randomPKCECodeVerifier(),
        expectedState: state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses PKCE plain and a missing challenge, and issues a code for S256 only', async () => {
    const { cookie } = await signIn(identity);
    const verifier = client.randomPKCECodeVerifier();
    const authorizeWith = async (pkce: Record<string, string>) => {
      const url = new URL(identity.url(PATHS.authorize));
      url.search = new URLSearchParams({
        client_id: CLIENT_ID,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid',
        state: 'abc',
        prompt: 'none',
        ...pkce,
      }).toString();
      const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
      return new URL(response.headers.get('location')!).searchParams;
    };

    const plain = await authorizeWith({ code_challenge: verifier, code_challenge_method: 'plain' });
    expect(plain.get('error')).toBe('invalid_request');
    expect(plain.get('error_description')).toContain('code_challenge_method');
    expect(plain.get('code')).toBeNull();

    const missing = await authorizeWith({});
    expect(missing.get('error')).toBe('invalid_request');
    expect(missing.get('code')).toBeNull();

    // The same request with an S256 challenge gets a code, so the refusals above are PKCE's.
    const s256 = await authorizeWith({
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    expect(s256.get('error')).toBeNull();
    expect(s256.get('code')).toBeTruthy();
  });

  it('never redirects to an unregistered redirect_uri', async () => {
    const { cookie } = await signIn(identity);
    const { response, location } = await authorize(cookie, { redirect_uri: 'https://evil.example/callback' });
    expect(response.status).toBe(400);
    expect(location).toBe('');
    expect(await response.json()).toMatchObject({ error: 'invalid_redirect_uri' });
  });

  it('refuses an unregistered post-logout address and a forged id_token_hint', async () => {
    const { cookie } = await signIn(identity);
    const set = await tokens(cookie);
    const evil = await fetch(
      `${identity.url(PATHS.endSession)}?id_token_hint=${set.id_token}&post_logout_redirect_uri=${encodeURIComponent('https://evil.example/')}`,
      { headers: { cookie }, redirect: 'manual' },
    );
    expect(evil.status).toBe(400);
    expect(evil.headers.get('location')).toBeNull();
    const forged = await fetch(`${identity.url(PATHS.endSession)}?id_token_hint=not.a.token`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(400);
    const noClient = await fetch(
      `${identity.url(PATHS.endSession)}?post_logout_redirect_uri=${encodeURIComponent(`${identity.origin}/`)}`,
      { redirect: 'manual' },
    );
    expect(noClient.status).toBe(400);
    // The session survived the refused calls.
    await expect(client.fetchUserInfo(config, set.access_token, demo.id)).resolves.toMatchObject({
      sub: demo.id,
    });
  });

  it('refuses an expired access token', async () => {
    const { cookie } = await signIn(identity);
    const set = await tokens(cookie);
    const bearer = { headers: { authorization: `Bearer ${set.access_token}` } };
    expect((await fetch(identity.url(PATHS.userInfo), bearer)).status).toBe(200);
    await expireAccessTokens(identity);
    expect((await fetch(identity.url(PATHS.userInfo), bearer)).status).toBe(401);
  });

  it('answers malformed token, revoke and userinfo calls with 4xx', async () => {
    const bad = [
      fetch(identity.url(PATHS.accessToken), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=authorization_code&client_id=storefront-us&code=nope&redirect_uri=x&code_verifier=y',
      }),
      fetch(identity.url(PATHS.accessToken), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
      fetch(identity.url(PATHS.accessToken), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `client_id=storefront-us&grant_type=authorization_code&code=${'x'.repeat(200_000)}`,
      }),
      fetch(identity.url(PATHS.revoke), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'client_id=unknown-client&token=abc',
      }),
      fetch(identity.url(PATHS.userInfo), { headers: { authorization: 'Bearer undefined' } }),
      fetch(identity.url(PATHS.authorize)),
      fetch(`${identity.url(PATHS.endSession)}?id_token_hint=${'a'.repeat(9000)}`),
    ];
    for (const response of await Promise.all(bad)) {
      expect(response.status, response.url).toBeGreaterThanOrEqual(400);
      expect(response.status, response.url).toBeLessThan(500);
    }
  });

  it('revoke answers 200 for an unknown token as RFC 7009 asks', async () => {
    const response = await fetch(identity.url(PATHS.revoke), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'client_id=storefront-us&token=unknown',
    });
    expect(response.status).toBe(200);
  });
});
