import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type enExpress from '../../apps/storefront/src/features/express-checkout/messages/en-us.json';
import { accountMenuTexts, accountTexts, authTexts, signInGateTexts, submitSignIn } from './auth-helpers.ts';
import { checkoutTexts } from './checkout-helpers.ts';
import {
  cartTexts,
  chooseAndAdd,
  money,
  PROGRAM,
  productTexts,
  purchaseForm,
  unitPrice,
} from './commerce-helpers.ts';
import type { Page } from '@playwright/test';
import { expect, settleRequests, test } from './fixtures.ts';
import { ordersTexts } from './orders-helpers.ts';
import { ROOT, setFlags } from './stores.ts';
import { supportTexts } from './support-helpers.ts';

const account = accountTexts('en-us');
const checkout = checkoutTexts('en-us');
const orderTexts = ordersTexts('en-us');
const signInHeading = (page: Page, locale: 'en-us' | 'zh-sg' = 'en-us') =>
  page.getByRole('heading', { level: 1, name: authTexts(locale).signIn.title });

test.afterEach(() => setFlags({}));

test('my-account sends an anonymous visitor to sign in and brings them back to their details', async ({
  page,
}) => {
  await page.goto('/en-us/my-account');
  await expect(page).toHaveURL(/\/en-us\/login\?goto=%2Fen-us%2Fmy-account$/);
  await expect(signInHeading(page)).toBeVisible();

  await submitSignIn(page, 'en-us', 'demo.us');
  await expect(page).toHaveURL(/\/en-us\/my-account$/);
  await expect(page).toHaveTitle(new RegExp(`^${account.titles.myAccount} \\|`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.titles.myAccount);
  const details = page.getByTestId('account-details');
  await expect(details).toContainText('Avery Johnson');
  await expect(details).toContainText('demo.us@example.com');
  await expect(details).toContainText('United States');
  // The page and the signed-in session read the profile from one request.
  const profileCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/customer/profile') profileCalls.push(request.url());
  });
  await page.reload();
  await expect(details).toContainText('Avery Johnson');
  // The session's profile request starts in the commit whose effects record this page's start.
  await expect
    .poll(() =>
      page.evaluate(() => Number(localStorage.getItem('lastUserActivityTime')) >= performance.timeOrigin),
    )
    .toBe(true);
  await settleRequests(page);
  expect(profileCalls).toHaveLength(1);
  // At a glance: orders under way and the qualification standing, each a link to its page.
  const summary = page.getByTestId('account-summary');
  await expect(summary.getByRole('link', { name: /^Level C approved until / })).toHaveAttribute(
    'href',
    '/en-us/my-account/qualifications',
  );
  await expect(summary.getByRole('link', { name: /^\d+ under way$/ })).toHaveAttribute(
    'href',
    '/en-us/my-account/orders',
  );
  await expect(page.getByRole('link', { name: account.overview.orderEmail })).toHaveAttribute(
    'href',
    '/en-us/my-account/email',
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: account.overview.orderStatus })).toHaveAttribute(
    'href',
    '/store/usassessments/en/order-status',
  );
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

  // The account menu's links open real pages.
  const menu = accountMenuTexts('en-us');
  const menuButton = page.getByRole('button', { name: 'Account menu for Avery' });
  const menuLinks = page.locator('.account-menu');
  await menuButton.click();
  // It lists the account's sections as the overview does; the address book only with its flag.
  for (const [name, href] of [
    [menu.invoices, '/en-us/invoices'],
    [menu.accounts, '/en-us/my-account/accounts'],
    [menu.quotes, '/en-us/my-account/quotes'],
    [menu.savedCarts, '/en-us/my-account/saved-carts'],
    [menu.qualifications, '/en-us/my-account/qualifications'],
    [menu.profile, '/en-us/my-account/profile'],
    [menu.paymentCards, '/en-us/my-account/payment-cards'],
    [menu.preferences, '/en-us/my-account/preferences'],
  ] as const) {
    await expect(menuLinks.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(menuLinks.getByRole('link', { name: menu.addressBook })).toHaveCount(0);
  await menuLinks.getByRole('link', { name: menu.orderHistory }).click();
  await expect(page).toHaveURL(/\/en-us\/my-account\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(orderTexts.titles.orders);
  const orders = page.getByTestId('order-history');
  await expect(orders).toContainText(orderTexts.history.unavailable);
  await expect(orders.getByRole('link', { name: orderTexts.history.orderStatus })).toHaveAttribute(
    'href',
    '/store/usassessments/en/order-status',
  );

  // With the order history flag on, the history and its search show instead.
  setFlags({ 'order-history': { value: true } });
  await expect(orders.getByRole('searchbox', { name: orderTexts.history.searchLabel })).toBeVisible({
    timeout: 15_000,
  });

  await menuButton.click();
  await menuLinks.getByRole('link', { name: menu.myAccount }).click();
  await expect(page).toHaveURL(/\/en-us\/my-account$/);
  await expect(page.getByTestId('account-details')).toContainText('Avery Johnson');
});

test('checkout asks for sign-in, then reviews the cart with a way back to it', async ({ page }) => {
  const product = productTexts('en-us');
  const cart = cartTexts('en-us');

  await page.goto(`/en-us/p/${PROGRAM.code}`);
  await chooseAndAdd(page, 'en-us', PROGRAM.manual, 3);
  await expect(purchaseForm(page).getByRole('status')).toContainText(product.viewCart!);

  await page.goto('/en-us/cart');
  await page.getByRole('link', { name: cart.checkout }).click();
  await expect(page).toHaveURL(/\/en-us\/login\?goto=%2Fen-us%2Fcheckout$/);

  await submitSignIn(page, 'en-us', 'demo.us');
  await expect(page).toHaveURL(/\/en-us\/checkout$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(checkout.titles.checkout);
  await expect(page.getByRole('heading', { name: checkout.checkout.reviewHeading })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: PROGRAM.manual });
  await expect(row.getByTestId('checkout-quantity')).toHaveText('3');
  await expect(page.getByTestId('checkout-items')).toHaveText('3');
  await expect(page.getByTestId('checkout-total')).toHaveText(
    money(3 * unitPrice(PROGRAM.manual, 'USD'), 'USD', 'en-us'),
  );
  // The order is placed only from the last step, once an address is chosen.
  await expect(page.getByRole('heading', { name: checkout.steps.address })).toBeVisible();
  await expect(page.getByRole('button', { name: checkout.review.place })).toHaveCount(0);

  await page.getByRole('link', { name: checkout.checkout.editCart }).click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
});

test('/exp-checkout is gated in the host locale and returns to itself', async ({ page }) => {
  await page.goto('/exp-checkout');
  await expect(page).toHaveURL(/\/en-us\/login\?goto=%2Fexp-checkout$/);
  await submitSignIn(page, 'en-us', 'demo.us');
  await expect(page).toHaveURL(/\/exp-checkout$/);
  const express = JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/express-checkout/messages/en-us.json'), 'utf8'),
  ) as typeof enExpress;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(express.title);
  await expect(page.getByText(express.emptyCart)).toBeVisible();
});

test('while the session is being checked the gate says so, in the page language', async ({ page }) => {
  // Held user info keeps the session processing for as long as the test needs.
  await page.goto('/fr-ca');
  await page.evaluate(() =>
    localStorage.setItem(
      'FR-SDK-storefront-ca',
      JSON.stringify({ accessToken: 'held', tokenExpiry: Date.now() + 3_600_000 }),
    ),
  );
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/am/**/userinfo', async (route) => {
    await held;
    await route.fulfill({ status: 401, body: '{}' });
  });
  await page.goto('/fr-ca/my-account');
  await expect(page.getByRole('status').filter({ hasText: signInGateTexts('fr-ca').checking })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/fr-ca\/login\?goto=%2Ffr-ca%2Fmy-account$/);
});

test('a product page stays put for an anonymous visitor', async ({ page }) => {
  await page.goto(`/en-us/p/${PROGRAM.code}`);
  await expect(page.locator('.account-menu__link')).toHaveAttribute('data-session', 'signed-out');
  // The gate renders its notice in the same commit that ends the processing, and leaves from that
  // commit's effect: a gated page shows the notice now, or has already left for sign-in.
  await expect(page.getByText(signInGateTexts('en-us').redirecting)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/en-us/p/${PROGRAM.code}$`));
});

test('the support sign-in pages are not gated and ask for a staff sign-in', async ({ page }) => {
  const support = supportTexts('en-us');
  const staffHeading = page.getByRole('heading', { level: 1, name: support.signIn.heading });
  await page.goto('/en-us/my-account/orders/support/login');
  await expect(page).toHaveURL(/\/en-us\/my-account\/orders\/support\/login$/);
  await expect(staffHeading).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${support.titles.signIn} \\|`));

  await page.goto('/en-us/my-account/support/login');
  await expect(page).toHaveURL(/\/en-us\/my-account\/support\/login$/);
  await expect(page.locator('.account-menu__link')).toHaveAttribute('data-session', 'signed-out');
  await expect(staffHeading).toBeVisible();

  // The support page itself is not the customers' either: without a staff session it asks for one.
  await page.goto('/en-us/my-account/support?section=orders');
  await expect(page).toHaveURL(/\/en-us\/my-account\/orders\/support\/login$/);
  await expect(staffHeading).toBeVisible();
});

test('a JP customer signing in on zh-sg lands on ja-jp, with the switch recorded', async ({ page }) => {
  await page.goto('/zh-sg/login');
  await submitSignIn(page, 'zh-sg', 'demo.jp');
  await expect(page).toHaveURL(/\/ja-jp$/);
  const stored = await page.evaluate(() => ({
    previousLocale: localStorage.getItem('previousLocale'),
    country: localStorage.getItem('customerRegistrationStoreIsoCode'),
    auto: localStorage.getItem('currencyAutoSwitched'),
  }));
  expect(stored).toEqual({ previousLocale: 'zh-sg', country: 'JP', auto: 'true' });

  // A store path moves to the target's store id, and a page of the pair follows the customer.
  await page.goto('/store/sgassessments/en');
  await expect(page).toHaveURL(/\/store\/asiaassessments\/en$/);
  await page.goto('/zh-sg/my-account');
  await expect(page).toHaveURL(/\/ja-jp\/my-account$/);
  await expect(page.getByTestId('account-details')).toContainText('日本');
});

test('a customer who switched by hand is not switched back', async ({ page }) => {
  await page.goto('/zh-sg');
  await page.evaluate(() => localStorage.setItem('currencySwitched', 'true'));
  await page.goto('/zh-sg/login?goto=%2Fzh-sg%2Fmy-account');
  await submitSignIn(page, 'zh-sg', 'demo.jp');
  await expect(page).toHaveURL(/\/zh-sg\/my-account$/);
  await expect(page.getByTestId('account-details')).toContainText('日本');
  // The activity monitor records this page's start in the effects that follow the switch's, in the
  // same commit: once it has, the switch has decided, and a switch records itself before leaving.
  await expect
    .poll(() =>
      page.evaluate(() => Number(localStorage.getItem('lastUserActivityTime')) >= performance.timeOrigin),
    )
    .toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('currencyAutoSwitched'))).toBeNull();
  await expect(page).toHaveURL(/\/zh-sg\/my-account$/);
});
