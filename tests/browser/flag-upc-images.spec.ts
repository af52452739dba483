import { expect, test } from './fixtures.ts';
import { cartCount, fill, productTexts, PROGRAM, quickOrderTexts, searchTexts } from './commerce-helpers.ts';
import { setFlags } from './stores.ts';

/** The UPC and image-capability flags of requirements §9 (docs/flags.md), switched in the flag service. */

const KIT_UPC = '407350000009';
const FLAG_CHANGE = { timeout: 15_000 };

test.afterEach(() => setFlags({}));

test('the upc flag shows UPCs, lets quick order and search take one, and takes them away again', async ({
  page,
}) => {
  const product = productTexts('en-us');
  const quickOrder = quickOrderTexts('en-us');
  const kitOffer = page.locator('.item-offer').filter({ has: page.locator(`#quantity-${PROGRAM.kit}`) });

  await page.goto(`/en-us/p/${PROGRAM.code}`);
  await expect(kitOffer).toContainText(fill(product.itemCode!, { code: PROGRAM.kit }));
  await expect(page.locator('.item-offer__upc')).toHaveCount(0);

  setFlags({ upc: { value: true } });
  await expect(kitOffer.locator('.item-offer__upc')).toHaveText(
    fill(product.upc!, { upc: KIT_UPC }),
    FLAG_CHANGE,
  );
  // Digital items have no barcode.
  const digital = page.locator('.item-offer').filter({ has: page.locator('#quantity-A100123-DIG1Y') });
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
    await expect(page.getByRole('heading', { name: searchTexts('en-us').noResults })).toBeVisible({
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

test('the image-capability flag shows the program’s cover art on its page and in search results', async ({
  page,
  request,
}) => {
  const cover = page.locator('img.product-page__image');
  await page.goto(`/fr-ca/p/${PROGRAM.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cover).toHaveCount(0);

  setFlags({ 'image-capability': { value: true } });
  await expect(cover).toBeVisible(FLAG_CHANGE);
  const name = 'Inventaire de fluidité en lecture Lumen';
  await expect(cover).toHaveAttribute('alt', fill(productTexts('fr-ca').imageAlt!, { name }));
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const svg = await request.get(`/fr-ca/p/${PROGRAM.code}/image.svg`);
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  expect(svg.headers()['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(await svg.text()).not.toContain('<script');

  await page.goto('/en-us/search.html?q=lumen');
  await expect(page.locator('.product-card__image').first()).toBeVisible(FLAG_CHANGE);

  setFlags({});
  await expect(page.locator('.product-card__image')).toHaveCount(0, FLAG_CHANGE);
  await page.goto(`/fr-ca/p/${PROGRAM.code}`);
  await expect(cover).toHaveCount(0, FLAG_CHANGE);
});
