import { IDENTITY_STOREFRONT_PATHS, identityPaths } from '@store/contracts/identity';
import { accountMenuTexts, authTexts, latestMailTo, registerCustomer } from './auth-helpers.ts';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Another device of the same visitor: a context of its own, the tag manager answered as the fixture does. */
async function anotherDevice(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  return { context, page };
}

const en = authTexts('en-us');
const NEW_PASSWORD = 'Renewed-Passw0rd';

test('password reset by email: the link from the mail sets a new password, which signs in, and the other session ends', async ({
  page,
  browser,
}) => {
  // A customer of their own, signed in here: the session the reset must end.
  const username = await registerCustomer(page, 'Reset');
  const email = `${username}@example.com`;

  const { context, page: other } = await anotherDevice(browser);
  await other.goto('/en-us/forgot-password');
  await other.getByLabel(en.forgot.login).fill(email);
  await other.getByRole('button', { name: en.forgot.next }).click();
  await expect(other.getByRole('status').filter({ hasText: en.forgot.sent })).toBeVisible();

  // The embedded store writes the mail as a .eml file under DATA_DIR/mail.
  // The customer's newest mail, once the reset has come after the registration's.
  await expect
    .poll(() => latestMailTo(email) ?? '', { timeout: 15_000 })
    .toMatch(/^Subject: Reset your password\r?$/m);
  const mail = latestMailTo(email) ?? '';
  const link = new RegExp(
    `https?://[^\\s"<>]+/en-us${IDENTITY_STOREFRONT_PATHS.forgotPassword}\\?token=[A-Za-z0-9_-]{43}`,
  ).exec(mail)?.[0];
  expect(link).toBeDefined();

  await other.goto(link ?? '');
  await expect(other.getByText(en.forgot.newPasswordIntro)).toBeVisible();
  // The token leaves the address once the page has read it.
  await expect(other).toHaveURL(/\/en-us\/forgot-password$/);
  await other.getByLabel(en.forgot.newPassword).fill(NEW_PASSWORD);
  await other.getByRole('button', { name: en.forgot.reset }).click();
  await expect(
    other.getByRole('button', { name: accountMenuTexts('en-us').menuLabel.replace('{name}', 'Reset') }),
  ).toBeVisible();
  await context.close();

  // The session of the first browser ended with the reset.
  const validate = await page.request.post(`/am${identityPaths().sessions}?_action=validate`, {
    headers: { 'content-type': 'application/json' },
  });
  expect(await validate.json()).toEqual({ valid: false });

  // The new password signs in; the link was single-use.
  const fresh = await anotherDevice(browser);
  await fresh.page.goto('/en-us/login');
  await fresh.page.getByLabel(en.signIn.username).fill(username);
  await fresh.page.getByLabel(en.signIn.password, { exact: true }).fill(NEW_PASSWORD);
  await fresh.page.getByRole('button', { name: en.signIn.submit }).click();
  await expect(
    fresh.page.getByRole('button', { name: accountMenuTexts('en-us').menuLabel.replace('{name}', 'Reset') }),
  ).toBeVisible();
  await fresh.page.goto(link ?? '');
  await expect(fresh.page.getByRole('alert').filter({ hasText: en.status.errorSummary })).toContainText(
    en.errors.linkExpired,
  );
  await fresh.context.close();
});
