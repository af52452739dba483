import { programByCode } from '@store/catalog';
import { localeInfo } from '@store/locales';
import type { Page } from '@playwright/test';
import { accountMenuTexts, submitSignIn } from '../browser/auth-helpers.ts';
import {
  addAddress,
  changePayment,
  checkoutTexts,
  confirmPayment,
  type AddressOf,
} from '../browser/checkout-helpers.ts';
import { cartTexts, suggestTexts } from '../browser/commerce-helpers.ts';
import { expect } from './fixtures.ts';

/** The signed-in journey's steps in the US store, through whichever address the page was opened on. */

export const US = localeInfo('en-us');
/** Record forms of a level A program: no qualification is needed to buy them (tests/browser/checkout.spec.ts). */
export const FORMS = { program: 'F439595', item: 'F439595-RF25' };
const AUSTIN: AddressOf = {
  fullName: 'Jordan Lee',
  line1: '100 Congress Avenue',
  city: 'Austin',
  region: 'TX',
  postcode: '78701',
};

/**
 * Searches from the header as a customer does, the auto-suggest answering from commerce, and opens
 * the program's product page from its suggestion.
 */
export async function searchAndOpen(page: Page, programCode: string): Promise<void> {
  const name = programByCode(programCode)?.texts.en.name;
  if (!name) throw new Error(`no program ${programCode} in the catalogue`);
  const box = page.getByRole('combobox', { name: /Search/ });
  await box.pressSequentially(name.split(' ').slice(0, 2).join(' '), { delay: 30 });
  await page
    .getByRole('listbox')
    .getByRole('group', { name: suggestTexts('en-us').products })
    .getByRole('option', { name })
    .click();
  await expect(page).toHaveURL(new RegExp(`/en-us/p/${programCode}$`));
}

/** The session hands the server the customer's cart once signed in (ADR 16); an add before that could race it. */
export const cartHandedOver = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/customer/cart') && r.request().method() === 'POST');

/** Signs a demo customer in from the home page and waits for the cart's hand-over. */
export async function signInAs(page: Page, username: string, givenName: string): Promise<void> {
  await page.goto(`/en-us/login?goto=${encodeURIComponent('/en-us')}`);
  const handedOver = cartHandedOver(page);
  await submitSignIn(page, 'en-us', username);
  await handedOver;
  await expect(signedInMenu(page, givenName)).toBeVisible();
}

/** The account menu a signed-in customer sees in the header. */
export const signedInMenu = (page: Page, givenName: string) =>
  page.getByRole('button', { name: accountMenuTexts('en-us').menuLabel.replace('{name}', givenName) });

/** The quantity of an item's line on the cart page. */
export const cartLine = (page: Page, itemCode: string) =>
  page.getByRole('row').filter({ hasText: itemCode }).getByRole('spinbutton');

export const cartSummary = (page: Page) =>
  page.getByRole('region', { name: cartTexts('en-us').summary }).getByTestId('cart-items');

/** The customer's access token, from the store's cookie (as tests/browser/checkout-helpers.ts reads it). */
export async function customerToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === `cart-token-${US.storeId}`)?.value;
  if (!token) throw new Error('no customer token cookie: is the customer signed in?');
  return token;
}

/** From the checkout page to a placed purchase order's confirmation; answers the order's number. */
export async function placePurchaseOrder(page: Page, poNumber: string): Promise<string> {
  const m = checkoutTexts('en-us');
  await page.goto('/en-us/checkout');
  const saved = page.getByRole('group', { name: m.address.book });
  await expect(saved.or(page.getByRole('group', { name: m.address.newHeading }))).toBeVisible();
  if (await saved.isVisible())
    await page.getByRole('button', { name: m.steps.continue, exact: true }).click();
  else await addAddress(page, 'en-us', AUSTIN);
  await expect(page.getByRole('heading', { name: m.steps.delivery })).toBeFocused();
  await page.getByRole('button', { name: m.steps.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.steps.review })).toBeFocused();
  await changePayment(page, 'en-us');
  await page.getByRole('radio', { name: m.payment.types['purchase-order'] }).check();
  await page.getByLabel(m.payment.poNumber).fill(poNumber);
  await confirmPayment(page, 'en-us');
  await page.getByRole('button', { name: m.review.placeOrder, exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/checkout\/confirmation\?order=[A-Z]{2}-\d{4}-\d{6}$/);
  await expect(page.getByRole('heading', { name: m.confirmation.thanks })).toBeVisible();
  return new URL(page.url()).searchParams.get('order') ?? '';
}

/** A flag whose change a page shows at once: the editable header replaces the mega menu (tests/browser/flags.spec.ts). */
export const FLAG_WITH_A_FACE = 'aem-editable-header-footer';
export const EDITABLE_NAV = '.editable-fragment--nav';
