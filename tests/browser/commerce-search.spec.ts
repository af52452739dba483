import { expect, test } from './fixtures.ts';
import {
  catalogTexts,
  dataLayerEvents,
  fill,
  PROGRAM,
  searchTexts,
  suggestTexts,
  waitForEvent,
} from './commerce-helpers.ts';

test('auto-suggest works by keyboard as an ARIA combobox', async ({ page }) => {
  const texts = suggestTexts('en-us');
  await page.goto('/en-us');
  const box = page.getByRole('combobox', { name: /Search/ });
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.pressSequentially('lume', { delay: 30 });
  const listbox = page.getByRole('listbox');
  await expect(
    listbox.getByRole('group', { name: texts.products }).getByRole('option', { name: PROGRAM.name }),
  ).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /suggestions? available/ })).toBeVisible();
  expect(await box.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));

  await box.press('ArrowDown');
  const active = await box.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');

  // Escape closes, a second Escape clears.
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('lume');
  await box.press('Escape');
  await expect(box).toHaveValue('');

  await box.pressSequentially('lume', { delay: 30 });
  await expect(listbox.getByRole('option', { name: PROGRAM.name })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en-us/p/${PROGRAM.code}$`));
});

test('Enter without a highlighted suggestion submits the search', async ({ page }) => {
  await page.goto('/en-us');
  const box = page.getByRole('combobox', { name: /Search/ });
  await box.fill('memory');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en-us\/search\.html\?q=memory/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(searchTexts('en-us').titleFor!, { query: 'memory' }),
  );
});

test('the unprefixed /search.html shows results with pages and a count', async ({ page }) => {
  const texts = searchTexts('en-us');
  const response = await page.goto('/search.html?sort=price-asc');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title!);
  await expect(page.getByLabel(texts.sortLabel!, { exact: true })).toHaveValue('price-asc');
  const pages = page.getByRole('navigation', { name: 'Pages of results' });
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
});

test('a search that finds nothing says so and offers a way on', async ({ page }) => {
  const texts = searchTexts('en-us');
  await page.goto('/en-us/search.html?q=zzqqxxnothing&format=kit');
  await expect(
    page.getByRole('heading', { name: fill(texts.noResultsFor!, { query: 'zzqqxxnothing' }) }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: texts.clearAll, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Product A-Z' })).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.suggestedCategories })).toBeVisible();
  await page.getByRole('link', { name: texts.clearAll, exact: true }).click();
  await expect(page).not.toHaveURL(/format=/);
});

test('search works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const texts = searchTexts('en-us');
  const catalog = catalogTexts('en-us');
  const levelB = catalog.levels.B!;
  // Each card shows its qualification level as a badge.
  const levels = page.locator('.product-card .product-card__level');
  await page.goto('/en-us/search.html?q=reading');
  expect((await levels.allTextContents()).filter((level) => level !== levelB)).not.toEqual([]);
  await page
    .getByRole('group', { name: texts.qualification })
    .getByRole('checkbox', { name: new RegExp(`^${levelB} `) })
    .check();
  await page.getByRole('button', { name: texts.apply }).click();
  await expect(page).toHaveURL(/qualification=B/);
  const filtered = await levels.allTextContents();
  expect(filtered.length).toBeGreaterThan(0);
  expect(filtered.filter((level) => level !== levelB)).toEqual([]);
  await context.close();
});

test('Product A-Z and a category page are paginated', async ({ page }) => {
  await page.goto('/en-us');
  const az = await page.goto('/en-us/category/product-a-z');
  expect(az?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product A-Z');
  await page
    .getByRole('navigation', { name: 'Jump to a letter' })
    .getByRole('link', { name: 'L', exact: true })
    .click();
  await expect(page).toHaveURL(/\/product-a-z\/l$/);
  await expect(page.getByRole('link', { name: PROGRAM.name })).toBeVisible();

  await page.goto('/en-us/category/behavior');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Behavior');
  await page
    .getByRole('navigation', { name: 'Pages of results' })
    .getByRole('link', { name: 'Next page' })
    .click();
  await expect(page).toHaveURL(/\/category\/behavior\/2$/);
  const missing = await page.goto('/en-us/category/astrology');
  expect(missing?.status()).toBe(404);
});

test('choosing a result pushes select_item with its position', async ({ page }) => {
  await page.goto('/en-us/category/behavior/2');
  await waitForEvent(page, 'view_item_list');
  // Keep the page, so its data layer can be read after the click.
  await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
  const third = page.locator('.product-card__name a').nth(2);
  const name = await third.textContent();
  await third.click();
  const selected = (await dataLayerEvents(page)).find((e) => e.event === 'select_item');
  expect(selected?.ecommerce.currency).toBe('USD');
  expect(selected?.ecommerce.items).toEqual([
    expect.objectContaining({ name, position: 24 + 3, quantity: 1 }),
  ]);

  // The list names the same program as the product page does, so the two can be joined in reports.
  const listed = selected?.ecommerce.items[0]?.program;
  await page.goto((await third.getAttribute('href'))!);
  await waitForEvent(page, 'view_item');
  const viewed = (await dataLayerEvents(page)).find((e) => e.event === 'view_item');
  expect(listed).toBeTruthy();
  expect(viewed?.ecommerce.items.map((i) => i.program)).toContain(listed);
});
