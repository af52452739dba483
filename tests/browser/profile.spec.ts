import { PROFESSIONS } from '@store/contracts/identity';
import type { Locale } from '@store/locales';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type enProfile from '../../apps/storefront/src/features/profile/messages/en-us.json';
import { accountMenuTexts, authTexts, DEMO_PASSWORD, registrationLinkMailedTo } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { ROOT } from './stores.ts';

/**
 * Profile and password (my-account/profile): the profile's new name reaches the header's greeting,
 * and a password change signs out the customer's other browser, while this one stays signed in.
 */

function profileTexts(locale: Locale) {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/profile/messages', `${locale}.json`), 'utf8'),
  ) as typeof enProfile;
}

/** A new customer of the locale's country (no locale switch after sign-in), signed in on the locale's store. */
async function newCustomer(page: Page, country: string): Promise<string> {
  const texts = authTexts('en-us').register;
  const username = `profile${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/en-us/register');
  await page.getByLabel(texts.username, { exact: true }).fill(username);
  await page.getByLabel(texts.firstName, { exact: true }).fill('Robin');
  await page.getByLabel(texts.lastName, { exact: true }).fill('Tester');
  await page.getByLabel(texts.email, { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel(texts.country).selectOption({ label: country });
  await page.getByLabel(texts.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('combobox', { name: texts.securityQuestion }).selectOption({ index: 1 });
  await page.getByLabel(texts.securityAnswer).fill('Riverside');
  await page.getByLabel(texts.acceptTerms).check();
  await page.getByLabel(texts.recaptcha).check();
  await page.getByRole('button', { name: texts.submit }).click();
  await page.getByText(texts.sent).waitFor();
  await page.goto(await registrationLinkMailedTo(`${username}@example.com`));
  await page
    .getByRole('button', { name: accountMenuTexts('en-us').menuLabel.replace('{name}', 'Robin') })
    .waitFor();
  return username;
}

async function openProfile(page: Page, locale: Locale, username: string, password = DEMO_PASSWORD) {
  await page.goto(`/${locale}/my-account/profile`);
  await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?goto=`));
  const texts = authTexts(locale);
  await page.getByLabel(texts.signIn.username).fill(username);
  await page.getByLabel(texts.signIn.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: texts.signIn.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/my-account/profile$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(profileTexts(locale).title);
}

async function secondBrowser(browser: Browser, locale: Locale, username: string) {
  const context = await browser.newContext();
  // The tag manager is a third party this machine cannot reach (fixtures.ts).
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  const page = await context.newPage();
  await openProfile(page, locale, username);
  return { context, page };
}

const menu = (page: Page, locale: Locale, name: string) =>
  page.getByRole('button', { name: accountMenuTexts(locale).menuLabel.replace('{name}', name) });

for (const [locale, country] of [
  ['en-us', 'United States'],
  ['zh-sg', 'Singapore'],
] as const) {
  test(`${locale}: a customer edits the profile and changes the password, which signs out the other browser`, async ({
    page,
    browser,
  }) => {
    const texts = profileTexts(locale);
    const auth = authTexts(locale);
    const username = await newCustomer(page, country);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await openProfile(page, locale, username);

    // The profile is prefilled; the new first name reaches the header's greeting.
    const givenName = page.getByLabel(texts.profile.givenName, { exact: true });
    await expect(givenName).toHaveValue('Robin');
    await givenName.fill('Morgan');
    await page.getByLabel(new RegExp(`^${texts.profile.phone}`)).fill('+65 6123 4567');
    await page
      .getByLabel(texts.profile.profession)
      .selectOption({ label: texts.professions['school-psychologist'] });
    await page.getByRole('button', { name: texts.profile.submit }).click();
    await expect(page.getByText(texts.profile.saved)).toBeVisible();
    await expect(menu(page, locale, 'Morgan')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(texts.profile.profession)).toHaveValue(
      String(1 + PROFESSIONS.indexOf('school-psychologist')),
    );
    await expect(menu(page, locale, 'Morgan')).toBeVisible();

    const other = await secondBrowser(browser, locale, username);
    await expect(menu(other.page, locale, 'Morgan')).toBeVisible();

    // The new password must meet the policy: its failures are shown in the locale's words.
    const newPassword = page.getByLabel(texts.password.new, { exact: true });
    await page.getByLabel(texts.password.current, { exact: true }).fill(DEMO_PASSWORD);
    await newPassword.fill('short');
    await page.getByRole('button', { name: texts.password.submit }).click();
    const policyText = auth.policy.minLength.replace('{field}', texts.password.new).replace('{count}', '8');
    await expect(page.locator('.auth-form__errors').getByText(policyText)).toBeVisible();

    // A wrong current password changes nothing.
    await page.getByLabel(texts.password.current, { exact: true }).fill('Not-the-passw0rd');
    await newPassword.fill('Fresh-Passw0rd-26');
    await page.getByRole('button', { name: texts.password.submit }).click();
    await expect(page.getByText(texts.errors.wrongPassword)).toBeVisible();

    await page.getByLabel(texts.password.current, { exact: true }).fill(DEMO_PASSWORD);
    await newPassword.fill('Fresh-Passw0rd-26');
    await page.getByRole('button', { name: texts.password.submit }).click();
    await expect(page.getByText(texts.password.changed)).toBeVisible();

    // This browser stays signed in; the other one is signed out at its next check.
    await page.reload();
    await expect(menu(page, locale, 'Morgan')).toBeVisible();
    const next = await other.context.newPage();
    await next.goto(`/${locale}/my-account/profile`);
    await expect(next).toHaveURL(new RegExp(`/${locale}/login\\?goto=`));
    await other.context.close();
  });
}
