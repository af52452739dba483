// The identity service's ambient types for oidc-provider, which this test starts; the storefront's
// type check does not otherwise see the service's declaration files.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../../../../services/identity/src/oidc-provider.d.ts" />
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@store/config';
import { createApp } from '@store/commerce-service';
import { IDENTITY_SESSION_COOKIE } from '@store/contracts/identity';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { openTestDatabase } from '@store/database/testing';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import {
  browseSessionRoute,
  identityProfilesRoute,
  requestLocale,
  routingRegionRoute,
} from './legacy-browse-routes.ts';

/**
 * The browse routes against a started identity service and commerce service on loopback ports:
 * demo customers sign in through the authenticate API and get real tokens, as a browser would.
 */

const API_KEY = 'legacy-routes-test-key-0123456789';
const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
const gb = DEMO_CUSTOMERS.find((c) => c.username === 'demo.gb')!;

let identity: TestIdentity;
let commerceApp: FastifyInstance;
let closeCommerceDatabase: () => Promise<void>;
let cookie: string;
let token: string;

beforeAll(async () => {
  identity = await startIdentity();
  const database = await openTestDatabase();
  closeCommerceDatabase = () => database.close();
  commerceApp = await createApp({
    env: loadEnv({
      COMMERCE_API_KEY: API_KEY,
      IDENTITY_BASE_URL: `${identity.origin}/am`,
      CATALOG_SCALE: '1',
      LOG_LEVEL: 'silent',
    }),
    database,
  });
  await commerceApp.listen({ port: 0, host: '127.0.0.1' });
  // The storefront reads its environment once, on its first call.
  process.env.COMMERCE_BASE_URL = `http://127.0.0.1:${(commerceApp.server.address() as AddressInfo).port}`;
  process.env.COMMERCE_API_KEY = API_KEY;
  process.env.IDENTITY_BASE_URL = `${identity.origin}/am`;
  ({ cookie } = await signIn(identity, us.username));
  token = (await tokensFor(identity, cookie)).access_token;
});

afterAll(async () => {
  await commerceApp?.close();
  await closeCommerceDatabase?.();
  await identity?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://assessments.example.co.uk${path}`, {
    headers: { host: 'assessments.example.co.uk', ...headers },
  });

const profiles = (query: Record<string, string>, headers?: Record<string, string>) =>
  identityProfilesRoute(
    get(`/api/assessments/browse/identityProfiles?${new URLSearchParams(query)}`, headers),
  );

describe('identityProfiles', () => {
  it('answers the names of the customer the token belongs to, uncached', async () => {
    const response = await profiles({ userId: us.id, token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ givenName: us.givenName, familyName: us.familyName });
  });

  it('refuses a token of another customer with 403', async () => {
    const response = await profiles({ userId: gb.id, token });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(/another customer/);
  });

  it('refuses a missing or wrong token with 401, and missing or malformed ids with 400', async () => {
    const answers = await Promise.all([
      profiles({ userId: us.id }),
      profiles({ userId: us.id, token: 'not-a-token-anyone-issued' }),
      profiles({ token }),
      profiles({ userId: '42', token }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([401, 401, 400, 400]);
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect((await answer.json()).message).toEqual(expect.any(String));
    }
  });
});

describe('routingRegion', () => {
  it('answers the region of the asking page, else of the host', async () => {
    const region = async (headers: Record<string, string>) =>
      (await routingRegionRoute(get('/api/assessments/browse/routingRegion', headers)).json()) as unknown;
    expect(await region({})).toEqual({ routingRegion: 'EU', locale: 'en-gb' });
    expect(await region({ referer: 'http://assessments.example.co.uk/ja-jp/store' })).toEqual({
      routingRegion: 'AP',
      locale: 'ja-jp',
    });
    expect(
      await region({ referer: 'http://assessments.example.co.uk/store/caassessments/fr/products' }),
    ).toEqual({ routingRegion: 'CA', locale: 'fr-ca' });
    // Another site's page does not choose this store's locale.
    expect(await region({ referer: 'https://elsewhere.example/en-us' })).toEqual({
      routingRegion: 'EU',
      locale: 'en-gb',
    });
  });

  it('is not kept by shared caches', () => {
    const response = routingRegionRoute(get('/api/assessments/browse/routingRegion'));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('reads the locale of an unknown host as the default', () => {
    const request = new Request('http://shop.test/api/assessments/browse/routingRegion', {
      headers: { host: 'shop.test', referer: 'http://shop.test/nl-nl' },
    });
    expect(requestLocale(request)).toBe('nl-nl');
    expect(requestLocale(new Request('http://shop.test/x', { headers: { host: 'shop.test' } }))).toBe(
      'en-us',
    );
  });
});

describe('session', () => {
  const session = async (headers: Record<string, string> = {}) => {
    const response = await browseSessionRoute(get('/api/assessments/browse/session', headers));
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.text();
  };

  it('answers true for a live identity session and false without one', async () => {
    expect(await session({ cookie: `theme=dark; ${cookie}` })).toBe('true');
    expect(await session()).toBe('false');
    expect(await session({ cookie: `${IDENTITY_SESSION_COOKIE}=no-such-session-0000` })).toBe('false');
  });

  it('answers false once the session has ended', async () => {
    const { cookie: ended } = await signIn(identity, gb.username);
    expect(await session({ cookie: ended })).toBe('true');
    await fetch(identity.url('/json/realms/root/realms/alpha/sessions?_action=logout'), {
      method: 'POST',
      headers: { cookie: ended },
    });
    expect(await session({ cookie: ended })).toBe('false');
  });
});
