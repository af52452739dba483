import { IDENTITY_SESSION_COOKIE } from '@store/contracts/identity';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceProblem, CommerceUnavailable } from '../../clients/commerce/commerce-client.ts';
import {
  browseSessionRoute,
  identityProfilesRoute,
  requestLocale,
  routingRegionRoute,
} from './legacy-browse.route.ts';

/**
 * The browse routes with commerce and the identity provider standing in: what each answer means to
 * the widget. The journey in tests/browser/auth-legacy.spec.ts runs them against the real services.
 */

const customerProfile = vi.fn();
const currentCustomer = vi.fn();
vi.mock('../../clients/commerce/server.ts', () => ({
  commerce: () => ({ customerProfile, currentCustomer }),
}));

const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
const gb = DEMO_CUSTOMERS.find((c) => c.username === 'demo.gb')!;
const token = 'access-token-of-demo-us';
const LIVE_SESSION = 'live-session-0001';

const identity = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  customerProfile.mockReset();
  currentCustomer.mockReset();
  identity.mockReset();
  identity.mockImplementation(async (_url, init) => {
    const cookie = new Headers(init.headers).get('cookie');
    return Response.json(
      cookie === `${IDENTITY_SESSION_COOKIE}=${LIVE_SESSION}`
        ? { valid: true, uid: us.id }
        : { valid: false },
    );
  });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => identity(url, init));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const refused = (status: number) =>
  new CommerceProblem({ type: 'about:blank', title: 'Refused', status, detail: `status ${status}` });

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://assessments.example.co.uk${path}`, {
    headers: { host: 'assessments.example.co.uk', ...headers },
  });

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

/** Asks as the widget does: the token in the address and as the bearer. */
const profiles = (query: Record<string, string>, headers = query.token ? bearer(query.token) : {}) =>
  identityProfilesRoute(
    get(`/api/assessments/browse/identityProfiles?${new URLSearchParams(query)}`, headers),
  );

describe('identityProfiles', () => {
  it('answers the names of the customer the token belongs to, uncached', async () => {
    customerProfile.mockResolvedValue({
      id: us.id,
      firstName: us.givenName,
      lastName: us.familyName,
      email: us.email,
      registrationCountryIso: 'US',
    });
    const response = await profiles({ userId: us.id, token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ givenName: us.givenName, familyName: us.familyName });
    // The asking page's locale: this host's default.
    expect(customerProfile).toHaveBeenCalledWith('en-gb', us.id, token);
  });

  it("refuses a token of another customer with 403, and passes on commerce's 401 and 404", async () => {
    customerProfile.mockRejectedValueOnce(refused(403));
    customerProfile.mockRejectedValueOnce(refused(401));
    customerProfile.mockRejectedValueOnce(refused(404));
    const other = await profiles({ userId: gb.id, token });
    expect(other.status).toBe(403);
    expect((await other.json()).message).toMatch(/another customer/);
    expect((await profiles({ userId: us.id, token: 'not-a-token-anyone-issued' })).status).toBe(401);
    expect((await profiles({ userId: '8d2f1c3e-0a4b-4c5d-9e6f-0000000000ff', token })).status).toBe(404);
  });

  it('answers 503 when commerce does not answer', async () => {
    customerProfile.mockRejectedValue(new CommerceUnavailable('down'));
    const response = await profiles({ userId: us.id, token });
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a missing or malformed token with 401, and missing or malformed ids with 400', async () => {
    const answers = await Promise.all([
      profiles({ userId: us.id }),
      profiles({ userId: us.id, token: 'a token with spaces' }),
      profiles({ token }),
      profiles({ userId: '42', token }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([401, 401, 400, 400]);
    expect(answers[0]!.headers.get('www-authenticate')).toBe('Bearer');
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect((await answer.json()).message).toEqual(expect.any(String));
    }
    expect(customerProfile).not.toHaveBeenCalled();
  });
});

describe('identityProfiles needs the bearer token (requirements §6)', () => {
  it('refuses the token in the address alone, and a bearer that is not the address token', async () => {
    const alone = await profiles({ userId: us.id, token }, {});
    expect(alone.status).toBe(401);
    expect((await alone.json()).message).toMatch(/Authorization: Bearer/);
    const cookieOnly = await profiles(
      { userId: us.id, token },
      { cookie: `${IDENTITY_SESSION_COOKIE}=${LIVE_SESSION}` },
    );
    expect(cookieOnly.status).toBe(401);
    const mixed = await profiles({ userId: us.id, token }, bearer('another-token'));
    expect(mixed.status).toBe(400);
    expect(customerProfile).not.toHaveBeenCalled();
  });

  it('answers from the bearer token when the address carries none', async () => {
    customerProfile.mockResolvedValue({ id: us.id, firstName: 'Ada', lastName: 'Byron', email: '' });
    const response = await profiles({ userId: us.id }, bearer(token));
    expect(response.status).toBe(200);
    expect(customerProfile).toHaveBeenCalledWith('en-gb', us.id, token);
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
  const session = async (headers: Record<string, string> = {}) =>
    browseSessionRoute(get('/api/assessments/browse/session', headers));
  const text = async (headers: Record<string, string>) => {
    const response = await session(headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.text();
  };
  const liveCookie = { cookie: `theme=dark; ${IDENTITY_SESSION_COOKIE}=${LIVE_SESSION}` };

  it('answers 401 without a bearer token, however live the session cookie is', async () => {
    for (const headers of [liveCookie, { ...liveCookie, authorization: 'Basic abc' }, {}]) {
      const response = await session(headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect((await response.json()).message).toMatch(/Authorization: Bearer/);
    }
    expect(identity).not.toHaveBeenCalled();
    expect(currentCustomer).not.toHaveBeenCalled();
  });

  it("answers true when the cookie's live session is the token's customer's, and false for any other", async () => {
    currentCustomer.mockResolvedValue({ id: us.id });
    expect(await text({ ...liveCookie, ...bearer(token) })).toBe('true');
    expect(currentCustomer).toHaveBeenCalledWith('en-gb', token);
    const [url, init] = identity.mock.calls[0]!;
    expect(url).toMatch(/\/sessions\?_action=validate$/);
    expect(init.method).toBe('POST');
    expect(await text({ cookie: `${IDENTITY_SESSION_COOKIE}=no-such-session-0000`, ...bearer(token) })).toBe(
      'false',
    );
    // A live session of someone else than the token's customer.
    currentCustomer.mockResolvedValue({ id: gb.id });
    expect(await text({ ...liveCookie, ...bearer(token) })).toBe('false');
  });

  it('answers false without a well-formed session cookie, without asking the identity provider', async () => {
    currentCustomer.mockResolvedValue({ id: us.id });
    expect(await text(bearer(token))).toBe('false');
    expect(await text({ cookie: `${IDENTITY_SESSION_COOKIE}=`, ...bearer(token) })).toBe('false');
    expect(await text({ cookie: `${IDENTITY_SESSION_COOKIE}=<script>`, ...bearer(token) })).toBe('false');
    expect(identity).not.toHaveBeenCalled();
  });

  it('answers 401 for a token commerce refuses, and 503 when commerce does not answer', async () => {
    currentCustomer.mockRejectedValueOnce(refused(401));
    currentCustomer.mockRejectedValueOnce(new CommerceUnavailable('down'));
    expect((await session({ ...liveCookie, ...bearer('expired') })).status).toBe(401);
    expect((await session({ ...liveCookie, ...bearer(token) })).status).toBe(503);
  });

  it('answers false when the identity provider refuses or does not answer', async () => {
    currentCustomer.mockResolvedValue({ id: us.id });
    identity.mockResolvedValueOnce(new Response('down', { status: 503 }));
    identity.mockRejectedValueOnce(new TypeError('fetch failed'));
    identity.mockResolvedValueOnce(Response.json({ unexpected: true }));
    for (let i = 0; i < 3; i++) expect(await text({ ...liveCookie, ...bearer(token) })).toBe('false');
  });
});
