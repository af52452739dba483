import type { Locale } from '@store/locales';
import type { Page } from '@playwright/test';
import { registerCustomer, submitSignIn } from './auth-helpers.ts';
import {
  addAddress,
  addToCartIn,
  checkoutTexts,
  ordersOf,
  paymentPageTexts,
  payWithCard,
  type AddressOf,
} from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * Checkout by card (issue 12): address, delivery, the order priced by commerce, Place order, the
 * payment sandbox's hosted page on the store's own path, and the confirmation that turns to "Paid"
 * once the provider's signed webhook arrives. Each journey registers its own customer.
 */

test.describe.configure({ timeout: 120_000 });

/** Record forms (goods, taxed everywhere) of a level A program: no qualification is needed to buy them. */
const FORMS = { program: 'F439595', item: 'F439595-RF25' };

const PORTLAND: AddressOf = {
  fullName: 'Avery Johnson',
  line1: '1 Main Street',
  city: 'Portland',
  region: 'OR',
  postcode: '97201',
};

/** The session hands the server the customer's cart once signed in (ADR 16); an add before that could race it. */
const cartHandedOver = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/customer/cart') && r.request().method() === 'POST');

/** A fresh customer with record forms in the locale's cart, at checkout's review step, ready to place the order. */
async function readyToPlace(page: Page, locale: Locale, address: AddressOf) {
  const m = checkoutTexts(locale);
  let handedOver = cartHandedOver(page);
  const username = await registerCustomer(page, 'Casey');
  await handedOver;
  if (locale !== 'en-us') {
    // Each store has its own sign-in client: the customer signs in there too.
    await page.goto(`/${locale}/login?goto=${encodeURIComponent(`/${locale}/checkout`)}`);
    handedOver = cartHandedOver(page);
    await submitSignIn(page, locale, username);
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
    await handedOver;
  }
  await addToCartIn(page, locale, FORMS.program, FORMS.item, 1);
  await page.goto(`/${locale}/checkout`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.titles.checkout);
  await expect(page.getByRole('group', { name: m.address.newHeading })).toBeVisible();
  await addAddress(page, locale, address);
  const delivery = page.getByRole('heading', { name: m.steps.delivery });
  await expect(delivery).toBeFocused();
  await page.getByRole('radio', { name: new RegExp(`^${m.delivery.standard}`) }).check();
  await page.getByRole('button', { name: m.steps.continue }).click();
  await expect(page.getByRole('heading', { name: m.steps.review })).toBeFocused();
  await expect(page.getByTestId('checkout-grand-total')).toBeVisible();
  return m;
}

async function expectPaid(page: Page, locale: Locale) {
  const m = checkoutTexts(locale).confirmation;
  await expect(page).toHaveURL(
    new RegExp(`/${locale}/checkout/confirmation\\?order=[A-Z]{2}-\\d{4}-\\d{6}$`),
  );
  await expect(page.getByRole('heading', { name: m.thanks })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText(m.paymentStatuses.paid);
}

test('a card purchase from the cart to a paid confirmation', async ({ page }) => {
  const m = await readyToPlace(page, 'en-us', PORTLAND);
  await expect(page.getByText(m.review.noTax)).toBeVisible();
  await page.getByRole('button', { name: m.review.place }).click();
  await payWithCard(page, 'en-us', '4242 4242 4242 4242');
  await expectPaid(page, 'en-us');
  const number = await page.getByTestId('order-number').textContent();
  expect((await ordersOf(page, 'en-us')).map((o) => o.number)).toEqual([number]);
});

test('a declined card is shown on the provider’s page, then another card pays', async ({ page }) => {
  const m = await readyToPlace(page, 'en-us', PORTLAND);
  await page.getByRole('button', { name: m.review.place }).click();
  await payWithCard(page, 'en-us', '4000 0000 0000 0002');
  await expect(page.getByText(paymentPageTexts('en-us').declines.generic_decline)).toBeVisible();
  await payWithCard(page, 'en-us', '4242 4242 4242 4242');
  await expectPaid(page, 'en-us');
});

test('3-D Secure: a failed challenge stays on the provider’s page, a passed one pays', async ({ page }) => {
  const m = await readyToPlace(page, 'en-us', PORTLAND);
  const sandbox = paymentPageTexts('en-us');
  await page.getByRole('button', { name: m.review.place }).click();
  await payWithCard(page, 'en-us', '4000 0027 6000 3184');
  await page.getByRole('button', { name: sandbox.challengeFail }).click();
  await expect(page.getByText(sandbox.declines.authentication_failed)).toBeVisible();
  await payWithCard(page, 'en-us', '4000 0027 6000 3184');
  await page.getByRole('button', { name: sandbox.challengeComplete }).click();
  await expectPaid(page, 'en-us');
});

test('fr-ca end to end in French, with GST and QST by component', async ({ page }) => {
  const m = await readyToPlace(page, 'fr-ca', {
    fullName: 'Camille Tremblay',
    line1: '1000, rue Sherbrooke Ouest',
    city: 'Montréal',
    region: 'QC',
    postcode: 'H3A 3G4',
  });
  const totals = page.getByTestId('checkout-price-totals');
  await expect(totals).toContainText('TPS 5');
  await expect(totals).toContainText('TVQ 9,975');
  await expect(totals).toContainText(/\d,\d{2}\s\$/);
  await page.getByRole('button', { name: m.review.place }).click();
  await expect(page.getByRole('group', { name: paymentPageTexts('fr-ca').cardDetails })).toBeVisible();
  await payWithCard(page, 'fr-ca', '4242 4242 4242 4242');
  await expectPaid(page, 'fr-ca');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.titles.confirmation);
});

test('ja-jp pays in yen, written without decimals', async ({ page }) => {
  const m = await readyToPlace(page, 'ja-jp', {
    fullName: '山田 花子',
    line1: '千代田1-1',
    city: '千代田区',
    region: '13',
    postcode: '100-0001',
  });
  await expect(page.getByTestId('checkout-grand-total')).toHaveText(/^[￥¥][\d,]+$/);
  await page.getByRole('button', { name: m.review.place }).click();
  await payWithCard(page, 'ja-jp', '4242 4242 4242 4242');
  await expectPaid(page, 'ja-jp');
});

test('a double click on Place order places one order', async ({ page }) => {
  const m = await readyToPlace(page, 'en-us', PORTLAND);
  await page.getByRole('button', { name: m.review.place }).dblclick();
  await payWithCard(page, 'en-us', '4242 4242 4242 4242');
  await expectPaid(page, 'en-us');
  expect(await ordersOf(page, 'en-us')).toHaveLength(1);
});
