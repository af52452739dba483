import type { Locale } from '@store/locales';
import { expect, test } from './fixtures.ts';
import { storeUrl } from './stores.ts';
import {
  cartCount,
  cartTexts,
  catalogTexts,
  chooseAndAdd,
  purchaseForm,
  dataLayerEvents,
  fill,
  money,
  PROGRAM,
  productTexts,
  searchTexts,
  unitPrice,
  waitForEvent,
} from './commerce-helpers.ts';

test('search, filter, sort, open a product, switch tabs, add to cart, change quantity, remove', async ({
  page,
}) => {
  const search = searchTexts('en-us');
  const product = productTexts('en-us');
  const cart = cartTexts('en-us');

  await page.goto('/en-us/search.html?q=reading');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(search.titleFor!, { query: 'reading' }),
  );
  await expect(page.getByRole('status').filter({ hasText: /products? found/ })).toBeVisible();

  // Filters and sort go into the address, each at once.
  const manual = page
    .getByRole('group', { name: search.format })
    .getByRole('checkbox', { name: new RegExp(`^${catalogTexts('en-us').formats.manual} `) });
  await manual.check();
  await expect(page).toHaveURL(/format=manual/);
  await page.getByLabel(search.sortLabel!, { exact: true }).selectOption({ label: search.sort['name-asc']! });
  await expect(page).toHaveURL(/format=manual&sort=name-asc$/);
  const names = await page.locator('.product-card__name').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  await expect(manual).toBeChecked();
  const views = await waitForEvent(page, 'view_item_list');
  expect(views.ecommerce.items[0]).toMatchObject({
    position: 1,
    quantity: 1,
  });

  // A shared link shows the same page.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  expect(await shared.locator('.product-card__name').allTextContents()).toEqual(names);
  await shared.close();

  await page.goto(`/en-us/search.html?q=${encodeURIComponent(PROGRAM.name)}`);
  await page.getByRole('link', { name: PROGRAM.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/en-us/p/${PROGRAM.code}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROGRAM.name);
  await waitForEvent(page, 'view_item');

  // Tabs: by pointer, then by keyboard (arrows, Home, End).
  await page.getByRole('tab', { name: product.tabs.faqs }).click();
  await expect(page.getByRole('tabpanel', { name: product.tabs.faqs })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: product.tabs.overview })).toBeHidden();
  await page.getByRole('tab', { name: product.tabs.faqs }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: product.tabs.training })).toBeFocused();
  await expect(page.getByRole('tab', { name: product.tabs.training })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: product.tabs.webinars })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: product.tabs.overview })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: product.tabs.overview })).toBeVisible();

  await expect(cartCount(page)).toHaveText('0');
  await chooseAndAdd(page, 'en-us', PROGRAM.manual, 2);
  await expect(purchaseForm(page).getByRole('status')).toContainText(product.viewCart!);
  await expect(cartCount(page)).toHaveText('2');
  const added = (await dataLayerEvents(page)).find((e) => e.event === 'add_to_cart');
  expect(added?.ecommerce.currency).toBe('USD');
  expect(added?.ecommerce.items[0]).toMatchObject({ program: 'LRFI', quantity: 2 });
  expect(Object.keys(added!.ecommerce.items[0]!).sort()).toEqual(
    ['discountPrice', 'name', 'position', 'price', 'program', 'quantity'].sort(),
  );

  await purchaseForm(page).getByRole('link', { name: product.viewCart }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cart.title!);
  // By its region: while the page streams in, React keeps a hidden copy of what it is about to show.
  const summary = page.getByRole('region', { name: cart.summary });
  const total = summary.getByTestId('cart-total');
  const manualPrice = unitPrice(PROGRAM.manual, 'USD');
  await expect(total).toHaveText(money(2 * manualPrice, 'USD', 'en-us'));
  await waitForEvent(page, 'view_cart');

  const quantity = page.getByRole('spinbutton');
  await quantity.fill('3');
  await page.getByRole('button', { name: new RegExp(cart.update!) }).click();
  await expect(summary.getByTestId('cart-items')).toHaveText('3');
  await expect(total).toHaveText(money(3 * manualPrice, 'USD', 'en-us'));
  await expect(cartCount(page)).toHaveText('3');

  // The cart is kept across a reload.
  await page.reload();
  await expect(summary.getByTestId('cart-items')).toHaveText('3');
  await expect(cartCount(page)).toHaveText('3');

  await page.getByRole('button', { name: new RegExp(cart.remove!) }).click();
  await expect(page.getByText(cart.empty!)).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
  await waitForEvent(page, 'remove_from_cart');
});

test('a quantity past the item limit is refused with the limit named', async ({ page }) => {
  const cart = cartTexts('en-us');
  await page.goto(`/en-us/p/${PROGRAM.code}`);
  await chooseAndAdd(page, 'en-us', PROGRAM.kit, 11);
  await expect(purchaseForm(page).getByRole('status')).toHaveText(
    fill(cart.lineErrors['above-maximum']!, { limit: 10 }),
  );
  await expect(purchaseForm(page).getByRole('spinbutton')).toHaveAttribute('aria-invalid', 'true');
  await expect(cartCount(page)).toHaveText('0');
});

for (const [locale, currency] of [
  ['fr-ca', /\$/],
  ['ja-jp', /[￥¥]/],
] as const satisfies ReadonlyArray<readonly [Locale, RegExp]>) {
  test(`the main journey in ${locale}: its words, prices in its currency`, async ({ page }) => {
    const search = searchTexts(locale);
    const product = productTexts(locale);
    const cart = cartTexts(locale);
    await page.goto(`/${locale}/search.html?q=Lumen`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fill(search.titleFor!, { query: 'Lumen' }),
    );
    await expect(page.getByLabel(search.sortLabel!, { exact: true })).toContainText(
      search.sort['price-asc']!,
    );
    await page.locator('.product-card__name a').first().click();
    await expect(page.getByRole('tab', { name: product.tabs.details })).toBeVisible();
    const productName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await expect(page.locator('.item-offer__price').first()).toHaveText(currency);
    if (locale === 'ja-jp') await expect(page.locator('.item-offer__price').first()).not.toContainText('.');

    await chooseAndAdd(page, locale);
    await expect(cartCount(page)).not.toHaveText('0');
    await page.goto(`/${locale}/cart`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cart.title!);
    await expect(page.getByRole('region', { name: cart.summary }).getByTestId('cart-total')).toHaveText(
      currency,
    );
    // The line is named in the page's language, also where two languages share the store's cart.
    await expect(page.locator('.cart-table tbody th').first()).toContainText(productName);
    const viewCart = await waitForEvent(page, 'view_cart');
    expect(viewCart.ecommerce.currency).toBe(locale === 'fr-ca' ? 'CAD' : 'JPY');
  });
}

test('each store keeps its own cart', async ({ page }) => {
  await page.goto(`/en-us/p/${PROGRAM.code}`);
  await chooseAndAdd(page, 'en-us');
  await expect(cartCount(page)).toHaveText('1');
  await page.goto('/en-gb/cart');
  await expect(page.getByText(cartTexts('en-gb').empty!)).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
});

test('an unknown product code is the 404 page', async ({ page }) => {
  const response = await page.goto('/en-us/p/Z999999');
  expect(response?.status()).toBe(404);
  const malformed = await page.goto('/fr-ca/p/not-a-code');
  expect(malformed?.status()).toBe(404);
});

test('per-visitor pages are never cached; catalogue pages are', async ({ request }) => {
  const cartPage = await request.get('/en-us/cart');
  expect(cartPage.headers()['cache-control']).toMatch(/no-store|private/);
  const quickOrder = await request.get('/store/usassessments/en/quickOrder');
  expect(quickOrder.headers()['cache-control']).toMatch(/no-store|private/);
  const category = await request.get('/en-us/category/behavior');
  expect(category.status()).toBe(200);
  expect(category.headers()['cache-control']).toMatch(/s-maxage/);
});

test('when content fails, the tabs say so and the rest of the product page renders', async ({ page }) => {
  const texts = productTexts('en-us');
  const response = await page.goto(`${storeUrl('contentDown')}/en-us/p/${PROGRAM.code}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROGRAM.name);
  await expect(page.getByRole('tabpanel', { name: texts.tabs.overview })).toHaveText(
    new RegExp(texts.contentUnavailable!),
  );
  await expect(page.getByRole('button', { name: texts.addToCart }).first()).toBeVisible();
});
