import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cartCount, fill, productTexts, PROGRAM, quickOrderTexts, searchTexts } from './commerce-helpers.ts';
import { setFlags } from './stores.ts';

/**
 * The UPC and image-capability flags of requirements §9 (docs/flags.md), switched in the flag service;
 * the product images every page shows whatever the flags.
 */

const KIT_UPC = '407350000009';
const FLAG_CHANGE = { timeout: 15_000 };

test.afterEach(() => setFlags({}));

test('the upc flag shows UPCs, lets quick order and search take one, and takes them away again', async ({
  page,
}) => {
  const product = productTexts('en-us');
  const quickOrder = quickOrderTexts('en-us');
  const kitOffer = page.locator('.item-offer').filter({ has: page.locator(`#item-${PROGRAM.kit}`) });

  await page.goto(`/en-us/p/${PROGRAM.code}`);
  await expect(kitOffer).toContainText(fill(product.itemCode!, { code: PROGRAM.kit }));
  await expect(page.locator('.item-offer__upc')).toHaveCount(0);

  setFlags({ upc: { value: true } });
  await expect(kitOffer.locator('.item-offer__upc')).toHaveText(
    fill(product.upc!, { upc: KIT_UPC }),
    FLAG_CHANGE,
  );
  // Digital items have no barcode.
  const digital = page.locator('.item-offer').filter({ has: page.locator('#item-A100123-DIG1Y') });
  await expect(digital.locator('.item-offer__upc')).toHaveCount(0);

  await page.goto('/store/usassessments/en/quickOrder');
  await expect(page.locator('#qo-hint')).toHaveText(quickOrder.codeHintUpc!, FLAG_CHANGE);
  const code = (row: number) => page.getByLabel(fill(quickOrder.code!, { row }), { exact: true });
  const quantity = (row: number) => page.getByLabel(fill(quickOrder.quantity!, { row }), { exact: true });
  await code(1).fill(KIT_UPC);
  await quantity(1).fill('1');
  await page.getByRole('button', { name: quickOrder.submit }).click();
  await expect(page.locator('.quick-order__summary')).toContainText(`1 × ${PROGRAM.kit}`);
  await expect(cartCount(page)).toHaveText('1');

  await page.goto(`/en-us/search.html?q=${KIT_UPC}`);
  await expect(page.locator('.result-count')).toHaveText(searchTexts('en-us').resultsOne!);
  await expect(page.getByRole('link', { name: PROGRAM.name })).toBeVisible();

  setFlags({});
  // The search page reads the flag as it renders: the flag service may take a moment to see the file.
  await expect(async () => {
    await page.goto(`/en-us/search.html?q=${KIT_UPC}`);
    const noResults = fill(searchTexts('en-us').noResultsFor!, { query: KIT_UPC });
    await expect(page.getByRole('heading', { name: noResults })).toBeVisible({
      timeout: 1000,
    });
  }).toPass(FLAG_CHANGE);

  await page.goto('/store/usassessments/en/quickOrder');
  await expect(page.locator('#qo-hint')).toHaveText(quickOrder.codeHint!, FLAG_CHANGE);
  await code(1).fill(KIT_UPC);
  await quantity(1).fill('1');
  await page.getByRole('button', { name: quickOrder.submit }).click();
  await expect(code(1)).toHaveAttribute('aria-invalid', 'true');
  await expect(cartCount(page)).toHaveText('1');

  await page.goto(`/en-us/p/${PROGRAM.code}`);
  await expect(kitOffer).toContainText(fill(product.itemCode!, { code: PROGRAM.kit }));
  await expect(page.locator('.item-offer__upc')).toHaveCount(0, FLAG_CHANGE);
});

/** Waits for an image to load and answers what it loaded: a rendition of the store's, in AVIF or WebP. */
async function loaded(image: Locator): Promise<{ width: number; src: string }> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeTruthy();
  return image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, src: img.currentSrc }));
}

const RENDITION = /\/images\/products\/[A-Z][0-9]{6}\/[A-Za-z0-9_-]{16}-[0-9]+\.(avif|webp)$/;

test('every product shows real images, on category and product pages alike, whatever the image-capability flag', async ({
  page,
  request,
}) => {
  await page.goto('/en-us/category/academic-learning');
  const card = await loaded(page.locator('.product-card__image').first());
  expect(card.width).toBeGreaterThan(0);
  expect(card.src).toMatch(RENDITION);

  await page.goto(`/fr-ca/p/${PROGRAM.code}`);
  const cover = page.locator('.gallery__figure:not([hidden]) img.gallery__image');
  await expect(cover).toHaveAttribute('alt', /Inventaire de fluidité en lecture Lumen/);
  const main = await loaded(cover);
  expect(main.width).toBeGreaterThan(0);
  expect(main.src).toMatch(RENDITION);

  const answer = await request.get(new URL(main.src).pathname);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/images/products/A100123/AAAAAAAAAAAAAAAA-640.webp')).status()).toBe(404);
});

test('the image-capability flag makes the product page’s gallery images zoomable', async ({ page }) => {
  const zoom = page.locator('.gallery__zoom');
  await page.goto(`/fr-ca/p/${PROGRAM.code}`);
  await expect(page.locator('.gallery__figure:not([hidden]) img.gallery__image')).toBeVisible();
  await expect(zoom).toHaveCount(0);

  setFlags({ 'image-capability': { value: true } });
  await expect(zoom.first()).toBeVisible(FLAG_CHANGE);

  setFlags({});
  await expect(zoom).toHaveCount(0, FLAG_CHANGE);
  await expect(page.locator('.gallery__figure:not([hidden]) img.gallery__image')).toBeVisible();
});
