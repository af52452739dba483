import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@store/locales';
import type { Page } from '@playwright/test';
import type enPreferences from '../../apps/storefront/src/features/preferences/messages/en-us.json';
import { latestMailTo, registerCustomer, submitSignIn } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { ROOT } from './stores.ts';

/**
 * Preferences (issue 14, docs/preferences.md): a new customer subscribes to marketing emails, opens
 * the confirmation link from the mail and sees the subscription on, in en-us, fr-ca and zh-sg (the
 * last from a browser that is not signed in: the link is the proof); in fr-ca they also switch the
 * language of their mail to English and see it kept.
 */

test.describe.configure({ timeout: 300_000 });

const preferencesPath = (locale: Locale) => `/${locale}/my-account/preferences`;

function texts(locale: Locale): typeof enPreferences {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/preferences/messages', `${locale}.json`), 'utf8'),
  ) as typeof enPreferences;
}

const marketingState = (page: Page) => page.getByTestId('marketing-state');

/** The path of the confirmation link mailed to `email` in `locale`, once the mail worker has written it. */
async function confirmationPathMailedTo(email: string, locale: Locale): Promise<string> {
  const pattern = new RegExp(`/${locale}/my-account/preferences/marketing/[A-Za-z0-9_-]{43}`);
  await expect.poll(() => pattern.exec(latestMailTo(email) ?? '')?.[0], { timeout: 20_000 }).toBeDefined();
  return pattern.exec(latestMailTo(email) ?? '')?.[0] ?? '';
}

/** Subscribe on the preferences page: pending, "check your inbox", until the mailed link is confirmed. */
async function subscribe(page: Page, locale: Locale, email: string): Promise<string> {
  const t = texts(locale);
  await page.getByTestId('marketing-subscribe').getByRole('button', { name: t.marketing.subscribe }).click();
  await expect(page.getByTestId('preferences-notice')).toHaveText(t.notices.subscribed);
  await expect(marketingState(page)).toHaveAttribute('data-state', 'pending');
  await expect(marketingState(page)).toHaveText(t.marketing.pending.replace('{email}', email));
  return confirmationPathMailedTo(email, locale);
}

async function confirm(page: Page, locale: Locale, path: string): Promise<void> {
  const t = texts(locale).confirmation;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await page.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByTestId('marketing-confirmed')).toHaveText(t.done);
}

test('a customer confirms marketing emails from the mailed link and chooses the language of their mail, in en-us, fr-ca and zh-sg', async ({
  page,
  browser,
}) => {
  const username = await registerCustomer(page, 'Camille');
  const email = `${username}@example.com`;

  await test.step('en-us: off by default, subscribe, confirm from the mail, then unsubscribe', async () => {
    const t = texts('en-us');
    await page.goto(preferencesPath('en-us'));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByTestId('preferences-language')).toContainText(
      t.language.only.replace('{language}', t.languageNames.en),
    );
    await expect(marketingState(page)).toHaveAttribute('data-state', 'off');
    await expect(page.getByTestId('preferences-order-email')).toHaveText(email);

    const link = await subscribe(page, 'en-us', email);
    await confirm(page, 'en-us', link);
    await page.goto(preferencesPath('en-us'));
    await expect(marketingState(page)).toHaveAttribute('data-state', 'on');
    await expect(marketingState(page)).toHaveText(t.marketing.on.replace('{email}', email));

    await page.getByRole('button', { name: t.marketing.unsubscribe }).click();
    await expect(page.getByTestId('preferences-notice')).toHaveText(t.notices.unsubscribed);
    await expect(marketingState(page)).toHaveAttribute('data-state', 'off');
  });

  await test.step('fr-ca: subscribe and confirm in French, then write to me in English', async () => {
    const t = texts('fr-ca');
    await page.goto(`/fr-ca/login?goto=${encodeURIComponent(preferencesPath('fr-ca'))}`);
    await submitSignIn(page, 'fr-ca', username);
    await expect(page).toHaveURL(new RegExp(`${preferencesPath('fr-ca')}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    const link = await subscribe(page, 'fr-ca', email);
    await confirm(page, 'fr-ca', link);
    await page.goto(preferencesPath('fr-ca'));
    await expect(marketingState(page)).toHaveAttribute('data-state', 'on');

    const language = page.getByLabel(t.language.label);
    await expect(language).toHaveValue('fr-ca');
    await language.selectOption({ label: t.languageNames.en });
    await page.getByRole('button', { name: t.language.save }).click();
    await expect(page.getByTestId('preferences-notice')).toHaveText(t.notices.language);
    await page.reload();
    await expect(page.getByLabel(t.language.label)).toHaveValue('en-ca');

    await page.getByRole('button', { name: t.marketing.unsubscribe }).click();
    await expect(marketingState(page)).toHaveAttribute('data-state', 'off');
  });

  await test.step('zh-sg: subscribe, confirm from a browser that is not signed in', async () => {
    const t = texts('zh-sg');
    await page.goto(`/zh-sg/login?goto=${encodeURIComponent(preferencesPath('zh-sg'))}`);
    await submitSignIn(page, 'zh-sg', username);
    await expect(page).toHaveURL(new RegExp(`${preferencesPath('zh-sg')}$`));
    await expect(page.getByTestId('preferences-language')).toContainText(
      t.language.only.replace('{language}', t.languageNames.zh),
    );
    const link = await subscribe(page, 'zh-sg', email);

    const signedOut = await browser.newContext();
    try {
      const guest = await signedOut.newPage();
      await guest.route('https://www.googletagmanager.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
      );
      await confirm(guest, 'zh-sg', link);
    } finally {
      await signedOut.close();
    }
    await page.reload();
    await expect(marketingState(page)).toHaveAttribute('data-state', 'on');
    await expect(marketingState(page)).toHaveText(t.marketing.on.replace('{email}', email));
  });
});
