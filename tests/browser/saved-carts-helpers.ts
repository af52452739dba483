import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@store/locales';
import { expect, type Page } from '@playwright/test';
import type enSavedCarts from '../../apps/storefront/src/features/saved-carts/messages/en-us.json';
import { submitSignIn } from './auth-helpers.ts';
import { ROOT } from './stores.ts';

/** The texts of saved carts as the storefront ships them. */
export function savedCartsTexts(locale: Locale): typeof enSavedCarts {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/saved-carts/messages', `${locale}.json`), 'utf8'),
  ) as typeof enSavedCarts;
}

/** The session hands the server the customer's cart once signed in (ADR 16); an add before that could race it. */
export const cartHandedOver = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/customer/cart') && r.request().method() === 'POST');

/** Each store has its own sign-in client: the customer signs in there too, and lands on `goto`. */
export async function signInTo(page: Page, locale: Locale, username: string, goto: string) {
  await page.goto(`/${locale}/login?goto=${encodeURIComponent(goto)}`);
  const handedOver = cartHandedOver(page);
  await submitSignIn(page, locale, username);
  await expect(page).toHaveURL(new RegExp(`${goto}$`));
  await handedOver;
}

/** Saves the locale's cart from the cart page under a name, and opens the saved cart. */
export async function saveCartAs(page: Page, locale: Locale, name: string, description?: string) {
  const t = savedCartsTexts(locale).save;
  await page.goto(`/${locale}/cart`);
  // The cart page can hold a second, hidden copy of the entry for a moment while it renders again.
  const entry = page.getByTestId('save-cart').filter({ visible: true });
  await entry.locator('summary').click();
  await entry.getByLabel(t.name, { exact: true }).fill(name);
  if (description) await entry.getByLabel(t.description).fill(description);
  await entry.locator('form').getByRole('button', { name: t.submit }).click();
  await expect(entry.getByRole('status').filter({ hasText: t.saved.replace('{name}', name) })).toBeVisible();
  await entry.getByRole('link', { name: t.view }).click();
  await expect(page.getByTestId('saved-cart')).toBeVisible();
}

/** The lines of the saved cart page the browser is on, as item code and quantity. */
export async function savedCartLines(page: Page): Promise<string[]> {
  const rows = page.getByTestId('saved-cart-line');
  const lines: string[] = [];
  for (const row of await rows.all()) {
    const cells = row.locator('td');
    lines.push(`${await cells.nth(0).innerText()},${await cells.nth(1).innerText()}`);
  }
  return lines.sort();
}
