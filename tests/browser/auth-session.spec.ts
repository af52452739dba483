import type { Page } from '@playwright/test';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { accountMenuTexts, authTexts, submitSignIn } from './auth-helpers.ts';
import { messagesOf } from './content-data.ts';
import { expect, test } from './fixtures.ts';
import { setFlags } from './stores.ts';

/** requirements §4 Active session monitoring, Logout and the cross-tab logout, on pages that need no sign-in. */

const menu = accountMenuTexts('en-us');
const STORE_PAGE = '/en-us/store/usassessments/en';
const TOKENS_KEY = 'FR-SDK-storefront-us';
const demoUs = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu for Avery' });
const signInLink = (page: Page) =>
  page.getByRole('link', { name: messagesOf('en-us').shell.signIn, exact: true });
const idleWarning = (page: Page) => page.getByRole('alertdialog', { name: menu.idleWarning.title });

async function signInOn(page: Page, path: string) {
  await page.goto(`/en-us/login?goto=${encodeURIComponent(path)}`);
  await submitSignIn(page, 'en-us', 'demo.us');
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`));
  await expect(accountMenu(page)).toContainText('Hi Avery');
  // The monitor (in the signed-in chunk, loaded after the menu shows) has recorded the page's start.
  await expect.poll(() => storedTime(page, 'lastUserActivityTime')).toBeGreaterThan(0);
}

function storedTime(page: Page, key: string): Promise<number> {
  return page.evaluate((k) => Number(localStorage.getItem(k)), key);
}

test('15 seconds before the inactivity timeout a modal warning counts down; staying keeps the session', async ({
  page,
}) => {
  await page.clock.install();
  await signInOn(page, STORE_PAGE);
  const signedInAt = await storedTime(page, 'lastUserActivityTime');
  // The expiry of the stored token is kept beside it (requirements §3 tokenExpiryTimeStamp).
  const tokenExpiry = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { tokenExpiry?: number }).tokenExpiry,
    TOKENS_KEY,
  );
  await expect.poll(() => storedTime(page, 'tokenExpiryTimeStamp')).toBe(tokenExpiry);

  await page.clock.fastForward('29:40');
  await expect(idleWarning(page)).toBeHidden();
  await page.clock.fastForward('00:06');
  const warning = idleWarning(page);
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('timer')).toContainText(/1[0-4]/);
  // Focus moves in and stays in.
  const stay = warning.getByRole('button', { name: menu.idleWarning.stay });
  const signOut = warning.getByRole('button', { name: menu.idleWarning.signOut });
  await expect(stay).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(stay).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(signOut).toBeFocused();

  // Escape means stay: the session goes on and the stay counts as activity for every tab.
  await page.keyboard.press('Escape');
  await expect(warning).toBeHidden();
  await expect(accountMenu(page)).toBeVisible();
  await expect.poll(() => storedTime(page, 'lastUserActivityTime')).toBeGreaterThan(signedInAt + 1_700_000);

  await page.clock.fastForward('29:46');
  await expect(warning).toBeVisible();
  await stay.click();
  await expect(warning).toBeHidden();
  await page.clock.fastForward('01:00');
  await expect(accountMenu(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${STORE_PAGE}$`));
});

test('after 30 minutes without activity the customer is signed out, stays on the page and is told why', async ({
  page,
}) => {
  await page.clock.install();
  await signInOn(page, STORE_PAGE);

  const logout = page.waitForRequest(
    (r) => r.url().endsWith('/api/customer/logout') && r.method() === 'POST',
  );
  await page.clock.fastForward('30:01');
  const request = await logout;
  expect(request.postDataJSON()).toEqual({ locale: 'en-us', logoutUrl: STORE_PAGE });
  expect(await request.headerValue('authorization')).toMatch(/^Bearer \S+$/);
  expect((await request.response())?.status()).toBe(200);

  await expect(signInLink(page)).toHaveAttribute('data-session', 'signed-out');
  await expect(page.getByRole('status').filter({ hasText: menu.timedOut })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${STORE_PAGE}$`));
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKENS_KEY)).toBeNull();
});

test('with SSO on, the SSO session settings’ 10 minutes without activity sign the customer out', async ({
  page,
}) => {
  setFlags({ 'sso-enabled': { value: true } });
  try {
    await page.goto(STORE_PAGE);
    // The flag service has read the file (it watches it) before the page evaluates its flags.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const answer = await fetch('/flags/ofrep/v1/evaluate/flags/sso-enabled', {
            method: 'POST',
            body: '{}',
          });
          return ((await answer.json()) as { value?: unknown }).value;
        }),
      )
      .toBe(true);
    await page.clock.install();
    await signInOn(page, STORE_PAGE);
    // A fresh page start, once its live flags (for the signed-in customer) have been evaluated.
    const evaluated = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/flags/ofrep/v1/evaluate/flags' && r.status() === 200,
    );
    await page.reload();
    await evaluated;
    await expect(accountMenu(page)).toBeVisible();

    await page.clock.fastForward('09:40');
    await expect(idleWarning(page)).toBeHidden();
    await page.clock.fastForward('00:06');
    await expect(idleWarning(page)).toBeVisible();
    await page.clock.fastForward('00:15');
    await expect(signInLink(page)).toHaveAttribute('data-session', 'signed-out');
    await expect(page.getByRole('status').filter({ hasText: menu.timedOut })).toBeVisible();
  } finally {
    setFlags({});
  }
});

test('activity in another tab keeps an idle tab signed in', async ({ page }) => {
  await page.clock.install();
  await signInOn(page, STORE_PAGE);
  await page.clock.fastForward('25:00');
  // Another tab of the store records its activity where every tab reads it.
  await page.evaluate(() => localStorage.setItem('lastUserActivityTime', String(Date.now())));
  await page.clock.fastForward('06:00');
  await expect(idleWarning(page)).toBeHidden();
  await expect(accountMenu(page)).toBeVisible();
});

test('signing out in one tab signs the other out without a reload, and commerce is told', async ({
  page,
  context,
}) => {
  await signInOn(page, STORE_PAGE);
  const other = await context.newPage();
  await other.goto('/en-us');
  await expect(accountMenu(other)).toContainText('Hi Avery');
  const otherLoads: string[] = [];
  // The page itself must not reload; a hidden frame (a renewal racing the logout) is not a reload.
  other.on('framenavigated', (frame) => {
    if (frame === other.mainFrame()) otherLoads.push(frame.url());
  });

  const logout = page.waitForRequest((r) => r.url().endsWith('/api/customer/logout'));
  await accountMenu(page).click();
  await page.getByRole('button', { name: menu.signOut }).click();
  expect((await logout).postDataJSON()).toEqual({ locale: 'en-us', logoutUrl: STORE_PAGE });
  await expect(signInLink(page)).toHaveAttribute('data-session', 'signed-out');
  await expect(page).toHaveURL(new RegExp(`${STORE_PAGE}$`));

  await expect(signInLink(other)).toHaveAttribute('data-session', 'signed-out');
  await expect(accountMenu(other)).toHaveCount(0);
  expect(otherLoads).toEqual([]);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'store-logged-out')).toMatchObject({
    path: '/',
    sameSite: 'Lax',
    httpOnly: false,
  });
});

test('an expired token is renewed while the customer is active', async ({ page }) => {
  await signInOn(page, STORE_PAGE);
  const before = await page.evaluate((key) => {
    const tokens = JSON.parse(localStorage.getItem(key) ?? '{}') as {
      accessToken: string;
      tokenExpiry: number;
    };
    localStorage.setItem(key, JSON.stringify({ ...tokens, tokenExpiry: Date.now() - 1000 }));
    return tokens.accessToken;
  }, TOKENS_KEY);
  const renewed = () =>
    page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { accessToken?: string }).accessToken,
      TOKENS_KEY,
    );
  // The SDK forgets the old token before it stores the new one: wait for a new one.
  await expect
    .poll(async () => {
      const token = await renewed();
      return Boolean(token) && token !== before;
    })
    .toBe(true);
  const expiry = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { tokenExpiry?: number }).tokenExpiry,
    TOKENS_KEY,
  );
  expect(expiry).toBeGreaterThan(Date.now());
  await expect.poll(() => storedTime(page, 'tokenExpiryTimeStamp')).toBe(expiry);
  await expect(accountMenu(page)).toBeVisible();
});

test('the sign-in page says why after a timeout', async ({ page }) => {
  await page.goto('/en-us/login?goto=%2Fen-us%2Fmy-account&reason=timeout');
  await expect(
    page.getByRole('status').filter({ hasText: authTexts('en-us').signIn.timedOut }),
  ).toBeVisible();
  await page.goto('/en-us/login');
  await expect(page.getByText(authTexts('en-us').signIn.timedOut)).toHaveCount(0);
});

test('on a page that needs sign-in, the timeout leads to sign-in with the way back and the reason', async ({
  page,
}) => {
  await page.clock.install();
  await signInOn(page, '/en-us/my-account');
  // requirements §7: the target is the final URL of the timeout check, asked with timeout=true.
  const checked = page.waitForResponse((r) => new URL(r.url()).pathname === '/am/timeout-check');
  await page.clock.fastForward('30:01');
  const check = new URL((await checked).url());
  expect(check.searchParams.get('timeout')).toBe('true');
  expect(check.searchParams.get('goto')).toBe('/en-us/login?goto=%2Fen-us%2Fmy-account&reason=timeout');
  expect((await checked).status()).toBe(303);
  await expect(page).toHaveURL(/\/en-us\/login\?goto=%2Fen-us%2Fmy-account&reason=timeout$/);
  await expect(
    page.getByRole('status').filter({ hasText: authTexts('en-us').signIn.timedOut }),
  ).toBeVisible();
});

test('signing out under my-account goes home and does not end the other tabs', async ({ page, context }) => {
  await signInOn(page, '/en-us/my-account');
  // requirements §3 profile-id: the signed-in customer's id while they are signed in.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('profile-id'))).toBe(demoUs.id);
  const other = await context.newPage();
  // The new tab checks its session once on arrival; let that finish first, or its 401 after the
  // sign-out (the tokens are shared) would sign it out by itself.
  const checked = other.waitForResponse((r) => r.url().includes('/api/customer/current'));
  await other.goto(STORE_PAGE);
  await expect(accountMenu(other)).toContainText('Hi Avery');
  await checked;

  const timeoutCheck = page.waitForResponse((r) => new URL(r.url()).pathname === '/am/timeout-check');
  await accountMenu(page).click();
  await page.getByRole('button', { name: menu.signOut }).click();
  // Not a timeout: the check is asked with timeout=false, and its final URL is home.
  const check = new URL((await timeoutCheck).url());
  expect(check.searchParams.get('timeout')).toBe('false');
  expect(check.searchParams.get('goto')).toBe('/en-us');
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(signInLink(page)).toHaveAttribute('data-session', 'signed-out');
  // requirements §3 profile-id goes with the sign-out.
  expect(await page.evaluate(() => localStorage.getItem('profile-id'))).toBeNull();
  expect((await context.cookies()).some((c) => c.name === 'store-logged-out')).toBe(false);
  await expect(accountMenu(other)).toBeVisible();
});
