import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMERCE_BASE_PATH, COMMERCE_HEADERS } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import { expect, type Page } from '@playwright/test';
import type enCheckout from '../../apps/storefront/src/features/checkout/messages/en-us.json';
import type enPayment from '../../services/payments/src/hosted/messages/en-us.json';
import { registerCustomer, submitSignIn } from './auth-helpers.ts';
import { chooseAndAdd, productTexts, purchaseForm } from './commerce-helpers.ts';
import { PLATFORM_KEY, ROOT, STORES } from './stores.ts';

/** The checkout's texts as the storefront ships them. */
export function checkoutTexts(locale: Locale): typeof enCheckout {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/checkout/messages', `${locale}.json`), 'utf8'),
  ) as typeof enCheckout;
}

/** The payment sandbox's hosted pages' texts. */
export function paymentPageTexts(locale: Locale): typeof enPayment {
  return JSON.parse(
    readFileSync(join(ROOT, 'services/payments/src/hosted/messages', `${locale}.json`), 'utf8'),
  ) as typeof enPayment;
}

/** Adds an item from its product page in the locale's store, and waits for the answer. */
export async function addToCartIn(
  page: Page,
  locale: Locale,
  program: string,
  itemCode: string,
  quantity: number,
) {
  await page.goto(`/${locale}/p/${program}`);
  await chooseAndAdd(page, locale, itemCode, quantity);
  await expect(purchaseForm(page).getByRole('status')).toContainText(productTexts(locale).viewCart!);
}

/**
 * Until the locale's store cart is the signed-in customer's (ADR 12): its owner cookie, set by the
 * handover's answer, names them. Read from the cookies, it holds whichever page the handover ran on:
 * a sign-in page whose session is found silently hands the cart over before the form is sent.
 */
async function cartIsCustomers(page: Page, locale: Locale) {
  const owner = `cart-owner-${localeInfo(locale).storeId}`;
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === owner && c.value !== ''))
    .toBe(true);
}

/**
 * A fresh customer (registered in en-us, then signed in to the locale's store), whose cart in that
 * store holds `quantity` of the item.
 */
export async function customerWithItem(
  page: Page,
  locale: Locale,
  firstName: string,
  item: { program: string; item: string },
  quantity = 1,
): Promise<void> {
  const username = await registerCustomer(page, firstName);
  await cartIsCustomers(page, 'en-us');
  if (locale !== 'en-us') {
    await page.goto(`/${locale}/login?goto=${encodeURIComponent(`/${locale}/checkout`)}`);
    await submitSignIn(page, locale, username);
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
    await cartIsCustomers(page, locale);
  }
  await addToCartIn(page, locale, item.program, item.item, quantity);
}

export interface AddressOf {
  fullName: string;
  line1: string;
  city: string;
  region?: string;
  postcode: string;
}

/** Fills the new-address step and saves it: the next step opens with the focus on its heading. */
export async function addAddress(page: Page, locale: Locale, address: AddressOf) {
  const m = checkoutTexts(locale).address;
  await page.getByLabel(m.fullName, { exact: true }).fill(address.fullName);
  await page.getByLabel(m.line1, { exact: true }).fill(address.line1);
  await page.getByLabel(m.city, { exact: true }).fill(address.city);
  if (address.region) await page.getByLabel(m.region, { exact: true }).selectOption(address.region);
  await page.getByLabel(m.postcode, { exact: true }).fill(address.postcode);
  await page.getByRole('button', { name: m.save }).click();
}

/** On the provider's hosted page: pays with a test card. */
export async function payWithCard(page: Page, locale: Locale, number: string) {
  const m = paymentPageTexts(locale);
  await expect(page).toHaveURL(/\/payments\/pay\/cs_/);
  await page.getByLabel(m.number).fill(number);
  await page.getByLabel(m.expiry).fill('12 / 34');
  await page.getByLabel(m.cvc).fill('123');
  await page.getByLabel(m.name).fill('Avery Johnson');
  await page.getByRole('button', { name: new RegExp(`^${m.pay.split('{amount}')[0]}`) }).click();
}

/**
 * Commerce as the store calls it for the signed-in customer of the locale's site: the customer's
 * id and token from the store's cookies, the site's headers, and the address of a route.
 */
export async function customerCommerce(page: Page, locale: Locale) {
  const { storeId, routingRegion } = localeInfo(locale);
  const cookies = await page.context().cookies();
  const cookie = (name: string) => cookies.find((c) => c.name === name)?.value;
  const userId = cookie(`cart-owner-${storeId}`);
  const token = cookie(`cart-token-${storeId}`);
  expect(userId && token).toBeTruthy();
  return {
    userId: userId ?? '',
    url: (path: string) => `http://127.0.0.1:${STORES.main.platformPort}${COMMERCE_BASE_PATH}${path}`,
    headers: {
      authorization: `Bearer ${token}`,
      [COMMERCE_HEADERS.siteId]: storeId,
      [COMMERCE_HEADERS.apiKey]: PLATFORM_KEY,
      [COMMERCE_HEADERS.routingRegion]: routingRegion,
    },
  };
}

/** The signed-in customer's orders on the locale's site, read from commerce as the store reads them. */
export async function ordersOf(page: Page, locale: Locale): Promise<{ number: string }[]> {
  const api = await customerCommerce(page, locale);
  const response = await page.request.get(api.url(`/users/${api.userId}/orders`), { headers: api.headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { orders: { number: string }[] }).orders;
}

/** At the review, opens the payment step from its summary: the focus moves to its heading. */
export async function changePayment(page: Page, locale: Locale) {
  const m = checkoutTexts(locale).steps;
  await page.getByRole('button', { name: `${m.change} ${m.payment}` }).click();
  await expect(page.getByRole('heading', { name: m.payment })).toBeFocused();
}

/** On the payment step: confirms the choice; the review opens with the focus on its heading. */
export async function confirmPayment(page: Page, locale: Locale) {
  const m = checkoutTexts(locale).steps;
  await page.getByRole('button', { name: m.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.review })).toBeFocused();
  await expect(page.getByTestId('checkout-grand-total')).toBeVisible();
}
