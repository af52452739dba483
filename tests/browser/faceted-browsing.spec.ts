import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { catalogTexts, fill, searchTexts } from './commerce-helpers.ts';

const search = searchTexts('en-us');
const catalog = catalogTexts('en-us');
const KIT = catalog.formats.kit!;
const LEVEL_B = catalog.levels.B!;

/** A facet's checkbox: its name is the value and its count. */
const facet = (page: Page, value: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${value}\\s+[\\d,]+$`) });
const chip = (page: Page, value: string) =>
  page.getByRole('link', { name: fill(search.removeFilter!, { value }), exact: true });
const levels = (page: Page) => page.locator('.product-card .product-card__level');

test('two facets filter the results at once, and removing a chip takes one away, with JavaScript', async ({
  page,
}) => {
  await page.goto('/en-us/search.html?q=reading');
  // Set on this document: still there after filtering means the results changed without a page load.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
  const count = page.locator('#browse-count');
  const before = await count.textContent();

  await facet(page, KIT).check();
  await expect(page).toHaveURL(/[?&]format=kit(&|$)/);
  await expect(facet(page, KIT)).toBeFocused();
  await facet(page, LEVEL_B).check();
  await expect(page).toHaveURL(/format=kit&qualification=B/);
  await expect(count).not.toHaveText(before!);
  await expect(chip(page, KIT)).toBeVisible();
  await expect(chip(page, LEVEL_B)).toBeVisible();
  expect(new Set(await levels(page).allTextContents())).toEqual(new Set([LEVEL_B]));
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
  // Applied by script, the button only says what the results are (a count in the live region's words).
  await expect(page.getByRole('button', { name: search.apply })).toHaveCount(0);

  await chip(page, KIT).click();
  await expect(page).toHaveURL(/\?q=reading&qualification=B$/);
  await expect(chip(page, KIT)).toHaveCount(0);
  await expect(facet(page, KIT)).not.toBeChecked();
  await expect(facet(page, LEVEL_B)).toBeChecked();
  await expect(count).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');

  await page.getByRole('link', { name: search.clearAll, exact: true }).click();
  await expect(page).toHaveURL(/\?q=reading$/);
  await expect(page.getByRole('list', { name: search.activeFilters })).toHaveCount(0);
});

test('the same filters work as a plain form without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en-us/search.html?q=reading');
  await facet(page, KIT).check();
  await facet(page, LEVEL_B).check();
  await page.getByRole('button', { name: search.apply }).click();
  // The form sends its sort as it is, the default too; the page and the edge read it as its absence.
  await expect(page).toHaveURL(/\?q=reading&format=kit&qualification=B(&sort=recommended)?$/);
  expect(new Set(await levels(page).allTextContents())).toEqual(new Set([LEVEL_B]));
  await expect(facet(page, KIT)).toBeChecked();

  await chip(page, KIT).click();
  await expect(page).toHaveURL(/\?q=reading&qualification=B$/);
  await expect(facet(page, KIT)).not.toBeChecked();
  await expect(facet(page, LEVEL_B)).toBeChecked();

  // The sort has its own button without JavaScript.
  await page.getByLabel(search.sortLabel!, { exact: true }).selectOption('name-asc');
  await page.getByRole('button', { name: search.sortApply, exact: true }).click();
  await expect(page).toHaveURL(/qualification=B&sort=name-asc$/);
  await context.close();
});

test('on a phone the facets are a drawer, opened, used and closed by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-us/search.html?q=reading');
  const toggle = page.locator('summary', { hasText: search.filtersButton! });
  await expect(facet(page, KIT)).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(facet(page, KIT)).toBeVisible();
  await expect(page.getByRole('heading', { name: search.filters })).toBeVisible();
  await facet(page, KIT).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/format=kit/);
  // The drawer stays open for the next choice, its button counting the filters.
  await expect(facet(page, KIT)).toBeChecked();
  await expect(toggle).toHaveText(fill(search.filtersButtonCount!, { count: 1 }));

  await page.keyboard.press('Escape');
  await expect(facet(page, KIT)).toBeHidden();
  await expect(toggle).toBeFocused();

  // Its button at the foot shows the results and closes it.
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /^Show [\d,]+ products?$/ }).click();
  await expect(facet(page, KIT)).toBeHidden();
  await expect(page.locator('.product-card').first()).toBeVisible();
});

test('a category page has the facets; ticking one continues on the search page with the category', async ({
  page,
}) => {
  await page.goto('/en-us/category/behavior');
  await expect(facet(page, 'Behavior')).toBeChecked();
  await facet(page, KIT).check();
  await expect(page).toHaveURL(/\/en-us\/search\.html\?category=behavior&format=kit$/);
  await expect(chip(page, 'Behavior')).toBeVisible();
  await expect(chip(page, KIT)).toBeVisible();
});

test('a search that finds nothing names the filters that left nothing, each removable', async ({ page }) => {
  await page.goto('/en-us/search.html?q=zzqqxxnothing&format=kit');
  const empty = page.locator('.search-empty');
  await expect(empty.getByRole('heading', { level: 2 })).toHaveText(
    fill(search.noResultsFor!, { query: 'zzqqxxnothing' }),
  );
  await expect(empty.getByRole('link', { name: catalog.browseAz })).toBeVisible();
  await expect(empty.getByRole('link', { name: search.contact })).toBeVisible();
  await empty.getByRole('link', { name: fill(search.removeFilter!, { value: KIT }) }).click();
  await expect(page).toHaveURL(/\?q=zzqqxxnothing$/);
});

/** Serious and critical violations, of the page or of the part of it a selector names. */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} on ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`));
}

test('filtered results, the empty state and the open drawer on a phone pass an axe scan', async ({
  page,
}) => {
  await page.goto('/ja-jp/search.html?q=reading&format=kit&format=manual');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/fr-ca/search.html?q=zzqqxxnothing&format=kit');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-us/category/behavior');
  // The page's own part: the footer, styled as it nears the viewport, is the shell's (accessibility.spec.ts).
  expect(await seriousViolations(page, '.browse')).toEqual([]);
  await page.locator('summary', { hasText: search.filtersButton! }).click();
  await expect(facet(page, KIT)).toBeVisible();
  // Open, the drawer covers the page: what can be seen and used is the drawer.
  expect(await seriousViolations(page, '.drawer')).toEqual([]);
});
