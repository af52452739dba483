import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import {
  IDENTITY_SCOPES,
  IDENTITY_STOREFRONT_PATHS,
  IDENTITY_TREES,
  identityPaths,
} from '@store/contracts/identity';
import { DEMO_PASSWORD, registerCustomer } from '../auth-helpers.ts';
import { addToCart, cartCount, cartTexts, PROGRAM } from '../commerce-helpers.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Which tokens the store trusts (issue 11), tried from outside as an attacker would: a token issued
 * to one store's sign-in is refused by another store, a revoked token is refused at once, not
 * after commerce's cache has expired, and a customer's cart id is no credential (ADR 16).
 */

const PATHS = identityPaths();
const am = (path: string) => `/am${path}`;

interface AmStep {
  authId?: string;
  tokenId?: string;
  callbacks?: { type: string; input?: { name: string; value: unknown }[] }[];
}

const DEVICE_PROFILE = JSON.stringify({ identifier: 'security-suite', metadata: { platform: {} } });

/** The Login tree answered step by step, as the SDK does; the session cookie stays in the request context. */
async function signIn(request: APIRequestContext, username: string): Promise<void> {
  const url = am(`${PATHS.authenticate}?authIndexType=service&authIndexValue=${IDENTITY_TREES.login}`);
  const headers = { 'content-type': 'application/json', 'accept-api-version': 'protocol=1.0,resource=2.1' };
  let step = (await (await request.post(url, { headers })).json()) as AmStep;
  for (let round = 0; round < 4 && !step.tokenId; round += 1) {
    const answered = {
      ...step,
      callbacks: step.callbacks?.map((callback) => {
        const value =
          callback.type === 'NameCallback'
            ? username
            : callback.type === 'PasswordCallback'
              ? DEMO_PASSWORD
              : callback.type === 'DeviceProfileCallback'
                ? DEVICE_PROFILE
                : undefined;
        return value === undefined
          ? callback
          : {
              ...callback,
              input: callback.input?.map((input, i) => (i === 0 ? { ...input, value } : input)),
            };
      }),
    };
    const response = await request.post(url, { headers, data: answered });
    expect(response.status(), await response.text()).toBe(200);
    step = (await response.json()) as AmStep;
  }
  expect(step.tokenId).toBeTruthy();
}

/** An access token of the client, by a silent authorize and the code exchange (PKCE), as the storefront gets one. */
async function accessToken(request: APIRequestContext, baseURL: string, clientId: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${new URL(baseURL).origin}${IDENTITY_STOREFRONT_PATHS.callback}`;
  const authorize = await request.get(am(PATHS.authorize), {
    params: {
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: IDENTITY_SCOPES.join(' '),
      state: 'security-suite',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      prompt: 'none',
    },
    maxRedirects: 0,
  });
  const code = new URL(authorize.headers()['location'] ?? '', baseURL).searchParams.get('code');
  expect(code, `authorize answered ${authorize.status()} ${authorize.headers()['location']}`).toBeTruthy();
  const exchanged = await request.post(am(PATHS.accessToken), {
    form: {
      client_id: clientId,
      code: code ?? '',
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
      code_verifier: verifier,
    },
  });
  expect(exchanged.status(), await exchanged.text()).toBe(200);
  const { access_token: token } = (await exchanged.json()) as { access_token: string };
  return token;
}

const currentCustomer = (request: APIRequestContext, locale: string, token: string) =>
  request.get(`/api/customer/current?locale=${locale}`, { headers: { authorization: `Bearer ${token}` } });

test('a token issued to the US store’s sign-in is refused by the Canadian store', async ({
  request,
  baseURL,
}) => {
  await signIn(request, 'demo.us');
  const token = await accessToken(request, baseURL!, 'storefront-us');
  expect((await currentCustomer(request, 'en-us', token)).status()).toBe(200);

  for (const locale of ['en-ca', 'fr-ca']) {
    const refused = await currentCustomer(request, locale, token);
    expect(refused.status()).toBe(401);
    expect(refused.headers()['content-type']).toMatch(/^application\/problem\+json/);
  }
});

test('a revoked token is refused on the very next call', async ({ request, baseURL }) => {
  await signIn(request, 'demo.us');
  const token = await accessToken(request, baseURL!, 'storefront-us');
  // The first call makes commerce remember the token for a while.
  expect((await currentCustomer(request, 'en-us', token)).status()).toBe(200);
  const revoked = await request.post(am(PATHS.revoke), { form: { client_id: 'storefront-us', token } });
  expect(revoked.status()).toBe(200);
  expect((await currentCustomer(request, 'en-us', token)).status()).toBe(401);
});

test('a token is refused on the very next call once its session is logged out', async ({
  request,
  baseURL,
}) => {
  await signIn(request, 'demo.gb');
  const token = await accessToken(request, baseURL!, 'storefront-uk');
  expect((await currentCustomer(request, 'en-gb', token)).status()).toBe(200);
  const logout = await request.post(am(`${PATHS.sessions}?_action=logout`), {
    headers: { 'content-type': 'application/json', 'accept-api-version': 'resource=3.1' },
    data: {},
  });
  expect(logout.status()).toBe(200);
  expect((await currentCustomer(request, 'en-gb', token)).status()).toBe(401);
});

test('a customer’s cart id alone reaches nothing: the cart is neither shown nor changed', async ({
  page,
  browser,
  baseURL,
}) => {
  const takenOn = page.waitForResponse(
    (r) => r.url().includes('/api/customer/cart') && r.request().method() === 'POST',
  );
  await registerCustomer(page, 'Quinn');
  expect((await takenOn).ok()).toBe(true);
  await addToCart(page, PROGRAM.kit, 2);
  await expect(cartCount(page)).toHaveText('2');
  const jar = await page.context().cookies();
  const stolen = (name: string) => {
    const cookie = jar.find((c) => c.name === name);
    expect(cookie, name).toBeDefined();
    return { name, value: cookie?.value ?? '', url: baseURL! };
  };
  const cartId = stolen('cart-usassessments');
  // The owner cookie is readable by scripts, so a thief may have it too.
  const owner = stolen('cart-owner-usassessments');
  const empty = cartTexts('en-us').empty!;

  const thief = await browser.newContext();
  try {
    for (const cookies of [[cartId], [cartId, owner]]) {
      await thief.clearCookies();
      await thief.addCookies(cookies);
      const page = await thief.newPage();
      await page.goto('/en-us/cart');
      await expect(page.getByText(empty)).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: PROGRAM.kit })).toHaveCount(0);
      // A change sent with the id lands in a new anonymous cart, never in the customer's.
      await addToCart(page, PROGRAM.manual, 1);
      await expect(cartCount(page)).toHaveText('1');
      await page.close();
    }
  } finally {
    await thief.close();
  }

  await page.goto('/en-us/cart');
  await expect(page.getByRole('row').filter({ hasText: PROGRAM.kit }).getByRole('spinbutton')).toHaveValue(
    '2',
  );
  await expect(page.getByRole('row').filter({ hasText: PROGRAM.manual })).toHaveCount(0);
});
