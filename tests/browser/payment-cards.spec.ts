import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@store/locales';
import type { Page } from '@playwright/test';
import type enCards from '../../apps/storefront/src/features/payment-cards/messages/en-us.json';
import { registerCustomer, submitSignIn } from './auth-helpers.ts';
import { paymentPageTexts } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { ROOT } from './stores.ts';

/**
 * Payment cards (issue 14): a new customer adds two cards on the payment provider's hosted setup
 * page, sees them listed, makes the older one the default and removes the other (en-us); then in
 * the Singapore store adds a card in Chinese, makes it the default and removes the first (zh-sg).
 * No card number is typed anywhere but on the provider's page.
 */

test.describe.configure({ timeout: 240_000 });

const cardsPath = (locale: Locale) => `/${locale}/my-account/payment-cards`;

function cardsTexts(locale: Locale): typeof enCards {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/payment-cards/messages', `${locale}.json`), 'utf8'),
  ) as typeof enCards;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

/** Add a card: the provider's page in the locale takes the card and comes back to the cards page. */
async function addCard(page: Page, locale: Locale, number: string, expiry: string) {
  const t = cardsTexts(locale);
  const m = paymentPageTexts(locale);
  await page.getByRole('button', { name: t.add }).click();
  await expect(page).toHaveURL(/\/payments\/pay\/cs_/);
  await page.getByLabel(m.number).fill(number);
  await page.getByLabel(m.expiry).fill(expiry);
  await page.getByLabel(m.cvc).fill('123');
  await page.getByLabel(m.name).fill('Morgan Tester');
  await page.getByRole('button', { name: m.save }).click();
  await expect(page).toHaveURL(new RegExp(`${cardsPath(locale)}\\?notice=added$`));
  await expect(page.getByTestId('payment-cards-notice')).toHaveText(t.notices.added);
}

const cards = (page: Page) => page.getByTestId('payment-card');

test('a customer adds cards on the hosted page, makes one the default and removes one, in en-us and zh-sg', async ({
  page,
}) => {
  const username = await registerCustomer(page, 'Morgan');

  await test.step('en-us: add two cards, make the first the default, remove the second', async () => {
    const t = cardsTexts('en-us');
    await page.goto(cardsPath('en-us'));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.empty)).toBeVisible();

    await addCard(page, 'en-us', '4242 4242 4242 4242', '12 / 34');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Visa •••• 4242');
    await expect(cards(page).first()).toContainText(fill(t.expires, { month: '12', year: '34' }));

    await addCard(page, 'en-us', '5555 5555 5555 4444', '10 / 33');
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).first()).toContainText('Mastercard •••• 4444');
    await expect(page.getByText(t.isDefault, { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: `${t.makeDefault}: Visa •••• 4242` }).click();
    await expect(page.getByTestId('payment-cards-notice')).toHaveText(t.notices.default);
    await expect(cards(page).first()).toContainText('Visa •••• 4242');
    await expect(cards(page).first()).toHaveAttribute('data-default', 'true');
    await expect(cards(page).first()).toContainText(t.isDefault);

    await page.getByRole('button', { name: `${t.remove}: Mastercard •••• 4444` }).click();
    const dialog = page.getByRole('dialog', { name: t.removeTitle });
    await expect(dialog).toContainText(fill(t.removeExplanation, { card: 'Mastercard •••• 4444' }));
    await dialog.getByRole('button', { name: t.removeConfirm }).click();
    await expect(page.getByTestId('payment-cards-notice')).toHaveText(t.notices.removed);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Visa •••• 4242');
  });

  await test.step('zh-sg: add a card in Chinese, make it the default, remove the first', async () => {
    const t = cardsTexts('zh-sg');
    await page.goto(`/zh-sg/login?goto=${encodeURIComponent(cardsPath('zh-sg'))}`);
    await submitSignIn(page, 'zh-sg', username);
    await expect(page).toHaveURL(new RegExp(`${cardsPath('zh-sg')}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(t.isDefault);

    await addCard(page, 'zh-sg', '5555 5555 5555 4444', '10 / 33');
    await expect(cards(page)).toHaveCount(2);
    await page.getByRole('button', { name: `${t.makeDefault}: Mastercard •••• 4444` }).click();
    await expect(page.getByTestId('payment-cards-notice')).toHaveText(t.notices.default);
    await expect(cards(page).first()).toContainText('Mastercard •••• 4444');
    await expect(cards(page).first()).toContainText(fill(t.expires, { month: '10', year: '33' }));

    await page.getByRole('button', { name: `${t.remove}: Visa •••• 4242` }).click();
    await page
      .getByRole('dialog', { name: t.removeTitle })
      .getByRole('button', { name: t.removeConfirm })
      .click();
    await expect(page.getByTestId('payment-cards-notice')).toHaveText(t.notices.removed);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute('data-default', 'true');
  });
});
