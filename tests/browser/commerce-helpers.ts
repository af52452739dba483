import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { programByCode, type Currency } from '@store/catalog';
import { localeInfo, type Locale } from '@store/locales';
import { expect, type Page } from '@playwright/test';
import { ROOT } from './stores.ts';

/** A feature's message catalogue as the storefront ships it, so tests assert the visitor's words. */
function catalogue<T>(folder: string, locale: Locale): T {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src', folder, 'messages', `${locale}.json`), 'utf8'),
  ) as T;
}

type Texts = Record<string, string>;

export const searchTexts = (locale: Locale) => catalogue<Texts & { sort: Texts }>('features/search', locale);
export const productTexts = (locale: Locale) =>
  catalogue<Texts & { tabs: Texts }>('features/product', locale);
export const cartTexts = (locale: Locale) =>
  catalogue<Texts & { lineErrors: Texts }>('features/cart', locale);
export const catalogTexts = (locale: Locale) =>
  catalogue<Texts & { levels: Texts; formats: Texts }>('features/catalog', locale);
export const quickOrderTexts = (locale: Locale) => catalogue<Texts>('features/quick-order', locale);
export const suggestTexts = (locale: Locale) => catalogue<Texts>('shell/header', locale);

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));

/** A program every store sells in the seeded catalogue, with a kit (at most 10) and a manual. */
export const PROGRAM = {
  code: 'A100123',
  name: 'Lumen Reading Fluency Inventory',
  kit: 'A100123-KIT',
  manual: 'A100123-MAN',
};

/** The product page's purchase: the format cards (radios), one quantity, Add to cart and its status. */
export const purchaseForm = (page: Page) => page.locator('form.purchase');

/**
 * On the open product page: chooses an item's format card (the first in stock when none is named),
 * sets the quantity when one is given and presses Add to cart, without waiting for the answer.
 */
export async function chooseAndAdd(page: Page, locale: Locale, itemCode?: string, quantity?: number) {
  const form = purchaseForm(page);
  if (itemCode) await form.locator(`#format-${itemCode}`).check();
  if (quantity !== undefined) await form.getByRole('spinbutton').fill(String(quantity));
  await form
    .locator('.purchase__actions')
    .getByRole('button', { name: productTexts(locale).addToCart })
    .click();
}

/** Adds a quantity of an item of PROGRAM from its product page in the US store, and waits for the answer. */
export async function addToCart(page: Page, itemCode: string, quantity: number) {
  await page.goto(`/en-us/p/${PROGRAM.code}`);
  await chooseAndAdd(page, 'en-us', itemCode, quantity);
  await expect(purchaseForm(page).getByRole('status')).toContainText(productTexts('en-us').viewCart!);
}

/** The price of one unit of an item without quantity tiers, in the seeded catalogue. */
export function unitPrice(itemCode: string, currency: Currency): number {
  const item = programByCode(itemCode.split('-')[0]!)?.items.find((i) => i.code === itemCode);
  if (!item || item.prices[currency].tiers.length > 0) throw new Error(`${itemCode} has no single price`);
  return item.prices[currency].price;
}

/** An amount as a page in that locale writes it. */
export const money = (value: number, currency: Currency, locale: Locale) =>
  new Intl.NumberFormat(localeInfo(locale).htmlLang, { style: 'currency', currency }).format(value);

/** The events pushed onto the data layer so far. */
export function dataLayerEvents(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (e): e is { event: string; ecommerce: { currency: string; items: Record<string, unknown>[] } } =>
        typeof e === 'object' &&
        e !== null &&
        'ecommerce' in e &&
        (e as { ecommerce: unknown }).ecommerce !== null,
    ),
  );
}

/** The header's cart count, as the visitor sees it. */
export const cartCount = (page: Page) => page.locator('.cart-link__count');

/** The first event of that name, waiting for it: pages push their events once hydrated. */
export async function waitForEvent(page: Page, name: string) {
  await expect.poll(async () => (await dataLayerEvents(page)).some((e) => e.event === name)).toBe(true);
  return (await dataLayerEvents(page)).find((e) => e.event === name)!;
}
