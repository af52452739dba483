import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  IDENTITY_SCOPES,
  IDENTITY_STOREFRONT_PATHS,
  IDENTITY_TREES,
  LEGACY_BROWSE_PATHS,
  LEGACY_LOGIN_EVENT,
  LEGACY_LOGOUT_EVENT,
  identityPaths,
} from '@store/contracts/identity';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { accountMenuTexts, DEMO_PASSWORD } from './auth-helpers.ts';
import { messagesOf } from './content-data.ts';
import { expect, test } from './fixtures.ts';

/**
 * The legacy session path (requirements §4 Legacy session widget, 6 bearer tokens, 7 Product backend). The
 * browse routes are called as the widget calls them, with the customer's token as the bearer. The main store runs the AM kind, so the widget's journeys switch
 * one page to the legacy kind by rewriting the rendered identityKind prop in its HTML, then play
 * the legacy provider's script: login and logout events carrying a demo customer's real token.
 */

const gb = DEMO_CUSTOMERS.find((c) => c.username === 'demo.gb')!;
const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
const PATHS = identityPaths();
const AM = '/am';

/** Signs in through the authenticate API (the request context keeps the session cookie). */
async function signIn(request: APIRequestContext, username: string) {
  const url = `${AM}${PATHS.authenticate}?authIndexType=service&authIndexValue=${IDENTITY_TREES.login}`;
  const headers = { 'accept-api-version': 'protocol=1.0,resource=2.1' };
  type Step = { callbacks: { input?: { name: string; value: unknown }[] }[] };
  const fill = (step: Step, values: unknown[]) => ({
    ...step,
    callbacks: step.callbacks.map((callback, index) => ({
      ...callback,
      input: callback.input?.map((input, i) => (i === 0 ? { ...input, value: values[index] } : input)),
    })),
  });
  const first = (await (await request.post(url, { headers, data: {} })).json()) as Step;
  const second = await request.post(url, { headers, data: fill(first, [username, DEMO_PASSWORD]) });
  expect(second.status()).toBe(200);
  const device = JSON.stringify({ identifier: 'legacy-journey', metadata: { platform: {} } });
  const done = await request.post(url, { headers, data: fill((await second.json()) as Step, [device]) });
  expect(await done.json()).toHaveProperty('tokenId');
}

/** An access token for the signed-in session: a silent authorize with PKCE, then the code exchanged. */
async function accessToken(request: APIRequestContext, origin: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${origin}${IDENTITY_STOREFRONT_PATHS.callback}`;
  const authorize = await request.get(`${AM}${PATHS.authorize}`, {
    params: {
      client_id: 'storefront-uk',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: IDENTITY_SCOPES.join(' '),
      state: 'legacy-journey-state',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      prompt: 'none',
    },
    maxRedirects: 0,
  });
  const code = new URL(authorize.headers().location ?? '', origin).searchParams.get('code');
  expect(code, authorize.headers().location).toBeTruthy();
  const tokens = await request.post(`${AM}${PATHS.accessToken}`, {
    form: {
      client_id: 'storefront-uk',
      code: code!,
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
      code_verifier: verifier,
    },
  });
  expect(tokens.status()).toBe(200);
  return ((await tokens.json()) as { access_token: string }).access_token;
}

/** Opens a page of the store as a legacy-kind store renders it. */
async function openAsLegacyStore(page: Page, path: string) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const legacy = html.replace(/(\\?"identityKind\\?":\\?")am(\\?")/g, '$1legacy$2');
      expect(legacy, 'the page renders its identity kind').not.toBe(html);
      // The edge hashed the page's inline scripts as served; this one is rewritten after it, so the
      // hashes no longer match (a legacy store's own pages carry their own). The policy goes with them.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => !/^(content-(encoding|length)|content-security-policy)$/i.test(name),
        ),
      );
      await route.fulfill({ response, headers, body: legacy });
    },
  );
  await page.goto(path);
}

const loginEvent = (page: Page, detail: { userId: string; token: string }) =>
  page.evaluate(([name, detail]) => window.dispatchEvent(new CustomEvent(name, { detail })), [
    LEGACY_LOGIN_EVENT,
    detail,
  ] as const);

test('the browse routes answer the session and the token’s own profile to a bearer token, and the routing region', async ({
  request,
  playwright,
  baseURL,
}) => {
  // Asked from a page of the UK store, whose client issues the token: a token is good on its own site only.
  const fromUk = { referer: `${baseURL}/en-gb` };
  const session = (context: APIRequestContext, headers: Record<string, string> = {}) =>
    context.get(LEGACY_BROWSE_PATHS.session, { headers: { ...fromUk, ...headers } });
  const text = async (response: Awaited<ReturnType<typeof session>>) => {
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    expect(response.headers()['cache-control']).toContain('no-store');
    return response.text();
  };

  await signIn(request, gb.username);
  // The identity cookie alone is not enough (requirements §6).
  const cookieOnly = await session(request);
  expect(cookieOnly.status()).toBe(401);
  expect((await cookieOnly.json()).message).toMatch(/Authorization: Bearer/);

  const token = await accessToken(request, baseURL!);
  const bearer = { authorization: `Bearer ${token}` };
  expect(await text(await session(request, bearer))).toBe('true');
  expect((await session(request, { authorization: 'Bearer not-a-token' })).status()).toBe(401);
  // The token without the browser's live session.
  const elsewhere = await playwright.request.newContext({ baseURL });
  expect(await text(await session(elsewhere, bearer))).toBe('false');
  await elsewhere.dispose();

  const profiles = (query: Record<string, string>, headers: Record<string, string> = bearer) =>
    request.get(LEGACY_BROWSE_PATHS.identityProfiles, { params: query, headers: { ...fromUk, ...headers } });
  const own = await profiles({ userId: gb.id, token });
  expect(own.status()).toBe(200);
  expect(own.headers()['cache-control']).toContain('no-store');
  expect(await own.json()).toEqual({ givenName: gb.givenName, familyName: gb.familyName });
  const other = await profiles({ userId: us.id, token });
  expect(other.status()).toBe(403);
  expect((await other.json()).message).toMatch(/another customer/);
  expect((await profiles({ userId: gb.id, token }, {})).status()).toBe(401);
  expect(
    (
      await profiles({ userId: gb.id, token: 'not-a-token' }, { authorization: 'Bearer not-a-token' })
    ).status(),
  ).toBe(401);
  expect((await profiles({ token })).status()).toBe(400);

  const region = await request.get(LEGACY_BROWSE_PATHS.routingRegion, {
    headers: { referer: `${baseURL}/ja-jp/store/asiaassessments/en` },
  });
  expect(await region.json()).toEqual({ routingRegion: 'AP', locale: 'ja-jp' });
  const byHost = await request.get(LEGACY_BROWSE_PATHS.routingRegion);
  expect((await byHost.json()).routingRegion).toBe('US');
});

const storedProfileId = (page: Page) => page.evaluate(() => localStorage.getItem('profile-id'));

test('the legacy widget greets the customer of a login event and forgets them on logout', async ({
  page,
  baseURL,
}) => {
  // The browser's own session: the widget's browse calls carry its cookie beside the bearer token.
  await signIn(page.request, gb.username);
  const token = await accessToken(page.request, baseURL!);
  const browseCalls: { path: string; authorization: string | undefined }[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/assessments/browse/'))
      browseCalls.push({ path: pathname, authorization: r.headers().authorization });
  });
  await openAsLegacyStore(page, '/en-gb');

  // No profile id is stored: nobody was signed in here, so the widget is signed out at once, and listens.
  const signInLink = page.getByRole('link', { name: messagesOf('en-gb').shell.signIn, exact: true });
  await expect(signInLink).toHaveAttribute('data-session', 'signed-out');
  expect(browseCalls).toEqual([]);

  await loginEvent(page, { userId: gb.id, token });
  const account = page.getByRole('button', {
    name: accountMenuTexts('en-gb').menuLabel.replace('{name}', gb.givenName),
  });
  await expect(account).toContainText(`Hi ${gb.givenName}`);
  await expect(account).toContainText('OH');
  expect(browseCalls).toEqual([
    { path: LEGACY_BROWSE_PATHS.session, authorization: `Bearer ${token}` },
    { path: LEGACY_BROWSE_PATHS.identityProfiles, authorization: `Bearer ${token}` },
  ]);
  // requirements §3 profile-id: the signed-in customer's, until the sign-out.
  await expect.poll(() => storedProfileId(page)).toBe(gb.id);

  await page.evaluate((name) => window.dispatchEvent(new Event(name)), LEGACY_LOGOUT_EVENT);
  await expect(signInLink).toHaveAttribute('data-session', 'signed-out');
  await expect(account).toHaveCount(0);
  await expect.poll(() => storedProfileId(page)).toBeNull();

  // A token of someone else than the announced customer signs no one in.
  const refused = page.waitForResponse((r) => r.url().includes(LEGACY_BROWSE_PATHS.identityProfiles));
  await loginEvent(page, { userId: us.id, token });
  expect((await refused).status()).toBe(403);
  await expect(signInLink).toHaveAttribute('data-session', 'signed-out');
  await expect(account).toHaveCount(0);
});

test('the legacy widget warns 15 seconds before the inactivity timeout', async ({ page, baseURL }) => {
  await signIn(page.request, gb.username);
  const token = await accessToken(page.request, baseURL!);
  await page.clock.install();
  await openAsLegacyStore(page, '/en-gb');
  const signInLink = page.getByRole('link', { name: messagesOf('en-gb').shell.signIn, exact: true });
  await expect(signInLink).toHaveAttribute('data-session', 'signed-out');
  await loginEvent(page, { userId: gb.id, token });
  const texts = accountMenuTexts('en-gb');
  const account = page.getByRole('button', { name: texts.menuLabel.replace('{name}', gb.givenName) });
  await expect(account).toBeVisible();
  // The widget's monitor stores the start of the signed-in time once it runs (requirements §3 storage keys).
  await page.waitForFunction(() => localStorage.getItem('lastUserActivityTime') !== null);

  await page.clock.fastForward('29:44');
  const warning = page.getByRole('alertdialog', { name: texts.idleWarning.title });
  await expect(warning).toBeHidden();
  await page.clock.fastForward('00:02');
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('timer')).toContainText(/1[0-5]/);
  await warning.getByRole('button', { name: texts.idleWarning.stay }).click();
  await expect(warning).toBeHidden();
  await expect(account).toBeVisible();

  await page.clock.fastForward('30:01');
  await expect(signInLink).toHaveAttribute('data-session', 'signed-out');
});
