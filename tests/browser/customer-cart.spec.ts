import type { Page } from '@playwright/test';
import { accountMenuTexts, registerCustomer, submitSignIn } from './auth-helpers.ts';
import { addToCart, cartCount, cartTexts, PROGRAM } from './commerce-helpers.ts';
import { messagesOf } from './content-data.ts';
import { expect, test } from './fixtures.ts';

/**
 * The cart follows the customer (requirements §10.7, ADR 12): what a visitor adds before signing in joins the
 * customer's cart, the cart is the same on every device they sign in on, and a sign-out leaves the
 * browser with no cart of theirs.
 */

const menu = accountMenuTexts('en-us');
const cart = cartTexts('en-us');

const cartItems = (page: Page) => page.getByRole('region', { name: cart.summary }).getByTestId('cart-items');
const cartLine = (page: Page, itemCode: string) =>
  page.getByRole('row').filter({ hasText: itemCode }).getByRole('spinbutton');

test('the cart follows the customer: merged at sign-in, the same on another device, gone from the browser at sign-out', async ({
  page,
  browser,
}) => {
  // An anonymous visitor fills a cart, then registers: the cart is now the new customer's.
  await addToCart(page, PROGRAM.kit, 1);
  await addToCart(page, PROGRAM.manual, 2);
  await expect(cartCount(page)).toHaveText('3');
  // The signed-in page takes the cart on as the customer's; sign out only once it has.
  const takenOn = page.waitForResponse(
    (r) => r.url().includes('/api/customer/cart') && r.request().method() === 'POST',
  );
  const username = await registerCustomer(page, 'Morgan');
  expect((await takenOn).ok()).toBe(true);
  await expect(cartCount(page)).toHaveText('3');

  // Signing out leaves this browser without the customer's cart.
  await page.getByRole('button', { name: menu.menuLabel.replace('{name}', 'Morgan') }).click();
  await page.getByRole('button', { name: menu.signOut }).click();
  await expect(
    page.getByRole('link', { name: messagesOf('en-us').shell.signIn, exact: true }),
  ).toHaveAttribute('data-session', 'signed-out');
  await expect(cartCount(page)).toHaveText('0');
  await page.goto('/en-us/cart');
  await expect(page.getByText(cart.empty!)).toBeVisible();

  // On another device the visitor adds the most kits one order may hold, then signs in: the
  // carts are merged, the kits cut to that maximum, and the customer is told.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await addToCart(second, PROGRAM.kit, 10);
    await second.goto(`/en-us/login?goto=${encodeURIComponent('/en-us/cart')}`);
    await submitSignIn(second, 'en-us', username);
    await expect(second).toHaveURL(/\/en-us\/cart$/);
    await expect(cartItems(second)).toHaveText('12');
    await expect(cartLine(second, PROGRAM.kit)).toHaveValue('10');
    await expect(cartLine(second, PROGRAM.manual)).toHaveValue('2');
    await expect(cartCount(second)).toHaveText('12');
    await expect(second.getByText(menu.cartAdjusted)).toBeVisible();
  } finally {
    await other.close();
  }

  // Back on the first device, signing in again brings the same cart.
  await page.goto(`/en-us/login?goto=${encodeURIComponent('/en-us/cart')}`);
  await submitSignIn(page, 'en-us', username);
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await expect(cartItems(page)).toHaveText('12');
  await expect(cartCount(page)).toHaveText('12');
  await expect(page.getByText(menu.cartAdjusted)).toBeHidden();
});
