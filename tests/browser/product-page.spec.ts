import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@store/locales';
import type { Page } from '@playwright/test';
import type enCart from '../../apps/storefront/src/features/cart/messages/en-us.json';
import type enCatalog from '../../apps/storefront/src/features/catalog/messages/en-us.json';
import type enProduct from '../../apps/storefront/src/features/product/messages/en-us.json';
import { expect, test } from './fixtures.ts';
import {
  cartCount,
  fill,
  money,
  PROGRAM,
  purchaseForm,
  quickOrderTexts,
  unitPrice,
} from './commerce-helpers.ts';
import { ROOT, setFlags } from './stores.ts';

/** The product page (gallery, breadcrumb, format cards, purchase bar) and the add-to-cart confirmation. */

function messagesOf<T>(feature: string, locale: Locale): T {
  const file = join(ROOT, 'apps/storefront/src/features', feature, 'messages', `${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}
const productOf = (locale: Locale) => messagesOf<typeof enProduct>('product', locale);
const cartOf = (locale: Locale) => messagesOf<typeof enCart>('cart', locale);
const catalogOf = (locale: Locale) => messagesOf<typeof enCatalog>('catalog', locale);

const FLAG_CHANGE = { timeout: 15_000 };
const addedPanel = (page: Page, locale: Locale) =>
  page.getByRole('dialog', { name: cartOf(locale).addedPanel.title });

test.afterEach(() => setFlags({}));

test('the breadcrumb leads home through the product’s category, the page itself last', async ({ page }) => {
  const texts = productOf('fr-ca');
  await page.goto(`/fr-ca/p/${PROGRAM.code}`);
  const trail = page.getByRole('navigation', { name: texts.breadcrumb });
  await expect(trail.getByRole('link').first()).toHaveAttribute('href', '/fr-ca');
  await expect(trail.getByRole('link').nth(1)).toHaveAttribute('href', /^\/fr-ca\/category\/[a-z-]+$/);
  await expect(trail.locator('[aria-current="page"]')).toHaveText(
    (await page.getByRole('heading', { level: 1 }).textContent())!,
  );
});

test('the qualification badge names the level and explains it on request', async ({ page }) => {
  const texts = productOf('en-us');
  await page.goto(`/en-us/p/${PROGRAM.code}`);
  const badge = page.getByTestId('qualification-badge');
  const level = (await badge.locator('.badge').textContent())!;
  expect(Object.values(catalogOf('en-us').levels)).toContain(level);
  const explain = badge.getByText(fill(texts.levelExplain, { level }));
  await explain.focus();
  await page.keyboard.press('Enter');
  await expect(badge.locator('details p')).toBeVisible();
});

test('choosing a format card and adding it opens the confirmation with the cart’s total; Checkout goes on', async ({
  page,
}) => {
  const texts = productOf('en-us');
  const panel = cartOf('en-us').addedPanel;
  await page.goto(`/en-us/p/${PROGRAM.code}`);
  const form = purchaseForm(page);
  const manual = form.locator(`#format-${PROGRAM.manual}`);
  await form.locator(`#item-${PROGRAM.manual}`).click();
  await expect(manual).toBeChecked();
  await expect(form.locator(`#format-${PROGRAM.kit}`)).not.toBeChecked();
  await form.getByRole('spinbutton', { name: texts.quantity }).fill('2');
  await form.getByRole('button', { name: texts.addToCart }).click();

  const dialog = addedPanel(page, 'en-us');
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await expect(dialog.getByTestId('cart-added-total')).toHaveText(
    money(2 * unitPrice(PROGRAM.manual, 'USD'), 'USD', 'en-us'),
  );
  await expect(cartCount(page)).toHaveText('2');

  // Escape closes it and gives the focus back to the button that added.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const add = form.getByRole('button', { name: texts.addToCart });
  await expect(add).toBeFocused();

  // The chosen card and quantity stay for the next add.
  await add.click();
  await expect(dialog.getByTestId('cart-added-total')).toHaveText(
    money(4 * unitPrice(PROGRAM.manual, 'USD'), 'USD', 'en-us'),
  );
  await dialog.getByRole('link', { name: panel.checkout }).click();
  await expect(page).toHaveURL(/\/en-us\/(checkout|login\?goto=%2Fen-us%2Fcheckout)$/);
});

test('quick order’s add opens the same confirmation; Keep shopping closes it', async ({ page }) => {
  const quickOrder = quickOrderTexts('en-us');
  const panel = cartOf('en-us').addedPanel;
  await page.goto('/store/usassessments/en/quickOrder');
  await page.getByLabel(fill(quickOrder.code!, { row: 1 }), { exact: true }).fill(PROGRAM.kit);
  await page.getByLabel(fill(quickOrder.quantity!, { row: 1 }), { exact: true }).fill('1');
  const submit = page.getByRole('button', { name: quickOrder.submit });
  await submit.click();
  const dialog = addedPanel(page, 'en-us');
  await expect(dialog).toContainText(`1 × ${PROGRAM.kit}`);
  await expect(dialog.getByTestId('cart-added-total')).toHaveText(
    money(unitPrice(PROGRAM.kit, 'USD'), 'USD', 'en-us'),
  );
  await dialog.getByRole('button', { name: panel.keepShopping }).click();
  await expect(dialog).toHaveCount(0);
  await expect(submit).toBeFocused();
});

test('the gallery by keyboard: arrows choose a picture; with image-capability on it opens enlarged', async ({
  page,
}) => {
  setFlags({ 'image-capability': { value: true } });
  const gallery = productOf('ja-jp').gallery;
  const formats = catalogOf('ja-jp').formats;
  await page.goto(`/ja-jp/p/${PROGRAM.code}`);
  const kit = page.getByRole('button', { name: fill(gallery.show, { label: formats.kit }) });
  const manual = page.getByRole('button', { name: fill(gallery.show, { label: formats.manual }) });
  const enlarge = page.getByRole('button', { name: fill(gallery.zoom, { label: formats.manual }) });
  await expect(kit).toHaveAttribute('aria-pressed', 'true');
  await kit.focus();
  await page.keyboard.press('ArrowRight');
  await expect(manual).toBeFocused();
  await expect(manual).toHaveAttribute('aria-pressed', 'true');
  await expect(kit).toHaveAttribute('aria-pressed', 'false');
  await expect(kit).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await expect(kit).toBeFocused();
  await page.keyboard.press('ArrowRight');

  await expect(enlarge).toBeVisible(FLAG_CHANGE);
  await enlarge.focus();
  await page.keyboard.press('Enter');
  const zoom = page.getByRole('dialog', { name: formats.manual });
  await expect(zoom).toBeVisible();
  await expect(zoom.locator('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(zoom).toHaveCount(0);
  await expect(enlarge).toBeFocused();

  setFlags({});
  await expect(enlarge).toHaveCount(0, FLAG_CHANGE);
});

test('at phone width a bar at the foot of the screen carries the chosen format, its price and the add', async ({
  page,
}) => {
  const texts = productOf('en-us');
  const formats = catalogOf('en-us').formats;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/en-us/p/${PROGRAM.code}`);
  const bar = page.getByTestId('purchase-bar');
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText(formats.kit);
  await expect(bar).toContainText(money(unitPrice(PROGRAM.kit, 'USD'), 'USD', 'en-us'));

  await purchaseForm(page).locator(`#item-${PROGRAM.manual}`).click();
  await expect(bar).toContainText(formats.manual);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: texts.addToCart }).click();
  await expect(addedPanel(page, 'en-us')).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(bar).toBeHidden();
});

test('at phone width, the confirmation open, the product page has no serious or critical axe violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/fr-ca/p/${PROGRAM.code}`);
  await page
    .getByTestId('purchase-bar')
    .getByRole('button', { name: productOf('fr-ca').addToCart })
    .click();
  await expect(addedPanel(page, 'fr-ca')).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id} on ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`)),
  ).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every picture shows in turn, without thumbnails, and the format cards are a plain radio group', async ({
    page,
  }) => {
    await page.goto(`/en-us/p/${PROGRAM.code}`);
    const pictures = page.locator('.gallery__figure img');
    expect(await pictures.count()).toBeGreaterThan(1);
    for (const picture of await pictures.all()) await expect(picture).toBeVisible();
    await expect(page.locator('.gallery__thumbs')).toBeHidden();
    const form = purchaseForm(page);
    await expect(form.getByRole('radio').first()).toBeChecked();
    await form.locator(`#item-${PROGRAM.manual}`).click();
    await expect(form.locator(`#format-${PROGRAM.manual}`)).toBeChecked();
  });
});
