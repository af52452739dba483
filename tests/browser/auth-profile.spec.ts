import { IDENTITY_MOUNT, identityPaths } from '@store/contracts/identity';
import type { Page, Request } from '@playwright/test';
import { messagesOf } from './content-data.ts';
import { authTexts, DEMO_PASSWORD } from './auth-helpers.ts';
import { expect, settleRequests, test } from './fixtures.ts';

const en = authTexts('en-gb');
const SESSION_CHECK_KEY = 'store-session-checked-at';
const storedActivity = (page: Page) =>
  page.evaluate(() => Number(localStorage.getItem('lastUserActivityTime')));

test('a signed-in customer gets the profile once, is checked once per throttle, and a revoked session signs out', async ({
  page,
}) => {
  // The commerce service may keep a revoked token's resolution for up to 30 s (its README).
  test.setTimeout(120_000);
  // The page's clock, so that the focus throttle can be passed and SWR's focus timer run at will.
  await page.clock.install();
  const profileCalls: Request[] = [];
  const sessionChecks: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/customer/profile') profileCalls.push(request);
    if (pathname === '/api/customer/current') sessionChecks.push(request);
  });

  await page.goto('/en-gb/login');
  await page.getByLabel(en.signIn.username).fill('demo.gb');
  await page.getByLabel(en.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: en.signIn.submit }).click();

  const account = page.getByRole('button', { name: 'Account menu for Oliver' });
  await expect(account).toContainText('Hi Oliver');
  await expect.poll(() => profileCalls.length).toBe(1);
  await expect.poll(() => sessionChecks.length).toBe(1);

  const stored = await page.evaluate(() => localStorage.getItem('FR-SDK-storefront-uk'));
  const accessToken = (JSON.parse(stored ?? '{}') as { accessToken?: string }).accessToken;
  expect(accessToken).toBeTruthy();
  const profile = profileCalls[0]!;
  expect(await profile.headerValue('authorization')).toBe(`Bearer ${accessToken}`);
  const profileUrl = new URL(profile.url());
  expect(profileUrl.searchParams.get('locale')).toBe('en-gb');
  expect(profileUrl.searchParams.get('userId')).toBe('8d2f1c3e-0a4b-4c5d-9e6f-000000000003');
  const answer = await profile.response();
  expect(answer?.status()).toBe(200);
  expect(await answer?.json()).toMatchObject({ firstName: 'Oliver', lastName: 'Hughes' });
  expect(await sessionChecks[0]!.headerValue('authorization')).toBe(`Bearer ${accessToken}`);

  // requirements §7: the profile does not revalidate on focus, even past the focus throttle. SWR revalidates
  // from a timer the focus sets; running the clock fires it, and the fetch would start right then.
  await page.clock.fastForward('00:06');
  await page.evaluate(() => {
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.clock.runFor(1000);
  await settleRequests(page);
  expect(profileCalls).toHaveLength(1);

  // A reload within the throttle does not check the session again. The check runs, when due, in
  // the effects before the activity monitor's: once the monitor has stored this page's start, the
  // check has been decided, and a due one has been sent.
  const activityBefore = await storedActivity(page);
  await page.reload();
  await expect(account).toBeVisible();
  await expect.poll(() => storedActivity(page)).toBeGreaterThan(activityBefore);
  await settleRequests(page);
  expect(sessionChecks).toHaveLength(1);

  // The session ends elsewhere (as a sign-out in another tab would): its tokens are revoked.
  const ended = await page.evaluate(async (path) => {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    });
    return response.status;
  }, `${IDENTITY_MOUNT}${identityPaths().sessions}?_action=logout`);
  expect(ended).toBe(200);

  // The next check (forced by forgetting when the last one ran) signs the customer out.
  const signIn = page.getByRole('link', { name: messagesOf('en-gb').shell.signIn, exact: true });
  await expect(async () => {
    await page.evaluate((key) => sessionStorage.removeItem(key), SESSION_CHECK_KEY);
    await page.reload();
    // The link is there while the session is still processing too; only signed-out counts.
    await expect(signIn).toHaveAttribute('data-session', 'signed-out', { timeout: 5000 });
  }).toPass({ timeout: 60_000, intervals: [2000, 5000] });
  expect(sessionChecks.length).toBeGreaterThan(1);
  expect(await page.evaluate(() => localStorage.getItem('FR-SDK-storefront-uk'))).toBeNull();
});
