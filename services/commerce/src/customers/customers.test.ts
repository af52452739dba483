import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerProfileSchema } from '@store/contracts/commerce';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import {
  revokeToken,
  signIn,
  startIdentity,
  tokensFor,
  type TestIdentity,
} from '@store/identity-service/test-support';
import { customers } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/**
 * Customer endpoints against the real identity service on a loopback port: a demo customer signs
 * in through the authenticate API, gets tokens by authorization code with PKCE, and commerce
 * resolves them at userinfo.
 */

const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
const gb = DEMO_CUSTOMERS.find((c) => c.username === 'demo.gb')!;

let identity: TestIdentity;
let identityOpen = true;
let t: TestApp;

beforeAll(async () => {
  identity = await startIdentity();
  t = await startTestApp({ IDENTITY_BASE_URL: `${identity.origin}/am` });
});

afterAll(async () => {
  await t?.close();
  if (identityOpen) await identity?.close();
});

async function accessToken(username = us.username, clientId = 'storefront-us'): Promise<string> {
  const { cookie } = await signIn(identity, username);
  expect(cookie).not.toBe('');
  return (await tokensFor(identity, cookie, clientId)).access_token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('demo customers', () => {
  it('are seeded on start under the identity service’s ids', async () => {
    const rows = await t.database.db.select().from(customers);
    for (const demo of DEMO_CUSTOMERS) {
      expect(rows.find((r) => r.id === demo.id)).toMatchObject({
        email: demo.email,
        firstName: demo.givenName,
        lastName: demo.familyName,
        registrationCountry: demo.registrationCountryIso,
      });
    }
  });
});

describe('GET /users/{userId}', () => {
  it('answers the token’s own profile with the demo names', async () => {
    const token = await accessToken();
    const res = await t.call({
      path: `/users/${us.id}?locale=en-us&routingRegion=US`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(customerProfileSchema.parse(res.json())).toEqual({
      id: us.id,
      firstName: us.givenName,
      lastName: us.familyName,
      email: us.email,
      registrationCountryIso: 'US',
    });

    const other = await t.call({ path: `/users/${gb.id}`, headers: bearer(token) });
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toMatch(/its own/);

    const region = await t.call({ path: `/users/${us.id}?routingRegion=EU`, headers: bearer(token) });
    expect(region.statusCode).toBe(400);
    expect(region.json().detail).toMatch(/region US/);
  });

  it('refuses a call without a token or with one identity does not know', async () => {
    const none = await t.call({ path: `/users/${us.id}` });
    expect(none.statusCode).toBe(401);
    expect(none.headers['content-type']).toMatch(/problem\+json/);
    expect(none.json().detail).toMatch(/Authorization: Bearer/);

    const garbage = await t.call({ path: `/users/${us.id}`, headers: bearer('not-a-token') });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().detail).toMatch(/not valid or has expired/);
  });

  it('refreshes stored names from the claims and recreates a customer commerce does not know', async () => {
    const token = await accessToken(gb.username, 'storefront-uk');
    await t.database.db.update(customers).set({ firstName: 'Stale' }).where(eq(customers.id, gb.id));
    const refreshed = await t.call({
      path: `/users/${gb.id}`,
      site: 'ukassessments',
      headers: bearer(token),
    });
    expect(refreshed.json()).toMatchObject({ firstName: gb.givenName });

    await t.database.db.delete(customers).where(eq(customers.id, gb.id));
    const created = await t.call({
      path: '/store/customer/current',
      site: 'ukassessments',
      headers: bearer(token),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      id: gb.id,
      lastName: gb.familyName,
      registrationCountryIso: 'GB',
    });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, gb.id));
    expect(row).toMatchObject({ email: gb.email, firstName: gb.givenName });
  });
});

describe('session check and logout', () => {
  it('answers the profile until the customer logs out and the token is revoked', async () => {
    const token = await accessToken();
    const live = await t.call({ path: '/store/customer/current', headers: bearer(token) });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ id: us.id, email: us.email });

    const logout = await t.call({
      method: 'POST',
      path: '/logout',
      headers: bearer(token),
      payload: { logoutUrl: '/en-us/', value: true },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ redirectUrl: '/en-us/' });
    await revokeToken(identity, token);

    const ended = await t.call({ path: '/store/customer/current', headers: bearer(token) });
    expect(ended.statusCode).toBe(401);
    const again = await t.call({ path: `/users/${us.id}`, headers: bearer(token) });
    expect(again.statusCode).toBe(401);
  });

  it('logs out without a token, revealing nothing', async () => {
    const res = await t.call({
      method: 'POST',
      path: '/logout',
      payload: { logoutUrl: 'http://localhost:3000/en-us/', value: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectUrl: 'http://localhost:3000/en-us/' });
    const garbage = await t.call({
      method: 'POST',
      path: '/logout',
      headers: bearer('not-a-token'),
      payload: { logoutUrl: '/', value: true },
    });
    expect(garbage.json()).toEqual({ redirectUrl: '/' });
  });

  it('refuses a logout address off the store and a body without the true flag', async () => {
    for (const logoutUrl of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const res = await t.call({ method: 'POST', path: '/logout', payload: { logoutUrl, value: true } });
      expect(res.statusCode, logoutUrl).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ path: 'body.logoutUrl' })]);
    }
    const lookalike = await t.call({
      method: 'POST',
      path: '/logout',
      payload: { logoutUrl: 'https://www.example.com/', value: true },
    });
    expect(lookalike.statusCode).toBe(400);
    const store = await t.call({
      method: 'POST',
      path: '/logout',
      payload: { logoutUrl: 'https://assessments.example.com/en-us/', value: true },
    });
    expect(store.json()).toEqual({ redirectUrl: 'https://assessments.example.com/en-us/' });

    const flag = await t.call({ method: 'POST', path: '/logout', payload: { logoutUrl: '/', value: false } });
    expect(flag.statusCode).toBe(400);
    expect(flag.json().errors[0].path).toBe('body.value');
  });
});

describe('reference', () => {
  it('publishes the customer operations with the bearer scheme', async () => {
    const res = await t.app.inject({ url: '/headless/ecommerce/v2/openapi.json' });
    const doc = res.json() as { paths: Record<string, Record<string, { security: unknown[] }>> };
    expect(doc.paths['/headless/ecommerce/v2/users/{userId}']?.['get']?.security).toEqual([
      { platformKey: [], customerToken: [] },
    ]);
    expect(doc.paths['/headless/ecommerce/v2/store/customer/current']?.['get']).toBeDefined();
    expect(doc.paths['/headless/ecommerce/v2/logout']?.['post']).toBeDefined();
    const page = await t.app.inject({ url: '/headless/ecommerce/v2/docs' });
    expect(page.body).toContain('/headless/ecommerce/v2/store/customer/current');
  });
});

// Last: it stops the identity service.
describe('identity unreachable', () => {
  it('answers 503 with a readable message, not 500', async () => {
    await identity.close();
    identityOpen = false;
    const res = await t.call({ path: '/store/customer/current', headers: bearer('token-never-seen') });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toMatch(/identity provider cannot be reached/);
  });
});
