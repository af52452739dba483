import { expect, test } from './fixtures.ts';
import { setFlags, storeUrl } from './stores.ts';

test.afterEach(() => setFlags({}));

test('a flag changed in the flag service reaches an open page without a reload', async ({ page }) => {
  await page.goto('/en-us');
  await expect(page.locator('nav.mega-nav')).toBeVisible();
  await expect(page.locator('.editable-fragment--nav')).toHaveCount(0);
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same page';
  });

  setFlags({ 'aem-editable-header-footer': { value: true } });
  await expect(page.locator('.editable-fragment--nav')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('nav.mega-nav')).toHaveCount(0);
  await expect(page.locator('footer .editable-fragment')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');

  setFlags({});
  await expect(page.locator('nav.mega-nav')).toBeVisible({ timeout: 15_000 });
});

test('flag evaluations are batched and sent to the flag service', async ({ page, request }) => {
  const before = (await (await request.get('/flags/events/summary')).json()) as { totalEvents: number };
  await page.goto('/en-us');
  await expect(page.locator('nav.mega-nav')).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await request.get('/flags/events/summary')).json()) as { totalEvents: number }).totalEvents,
      {
        timeout: 10_000,
      },
    )
    .toBeGreaterThan(before.totalEvents);
});

test('with the flag service unreachable, the defaults apply and the page still works', async ({ page }) => {
  setFlags({ 'aem-editable-header-footer': { value: true } });
  const response = await page.goto(`${storeUrl('flagsDown')}/en-us`);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('nav.mega-nav')).toBeVisible();
  await expect(page.locator('.editable-fragment--nav')).toHaveCount(0);
  await page.getByRole('button', { name: 'Learning & Training' }).click();
  await expect(page.getByRole('button', { name: 'Learning & Training' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});
