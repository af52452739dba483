import { editorialPageOf, footerOf, messagesOf, navOf } from './content-data.ts';
import { expect, test } from './fixtures.ts';
import { CONTENT_MARKER, storeUrl } from './stores.ts';

test('the main store shows the content service’s navigation and footer', async ({ page }) => {
  await page.goto('/fr-ca');
  await expect(page.getByRole('contentinfo')).toContainText(CONTENT_MARKER.trim());
});

test('with the content service unreachable, the built-in navigation and footer render and the page answers 200', async ({
  page,
}) => {
  for (const locale of ['en-us', 'fr-ca', 'ja-jp'] as const) {
    const response = await page.goto(`${storeUrl('contentDown')}/${locale}`);
    expect(response?.status()).toBe(200);
    const utility = page.getByRole('navigation', { name: messagesOf(locale).shell.utilityNavLabel });
    for (const link of navOf(locale).utilityLinks) {
      await expect(utility.getByRole('link', { name: link.title, exact: true })).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    for (const item of footerOf(locale).items) {
      if (item.title)
        await expect(footer.getByRole('heading', { name: item.title, exact: true })).toBeVisible();
    }
    await expect(footer).not.toContainText(CONTENT_MARKER.trim());
  }
});

test('with the content service unreachable, unknown pages still get the shell 404 with its default content', async ({
  page,
}) => {
  const response = await page.goto(`${storeUrl('contentDown')}/en-us/no-such-page`);
  expect(response?.status()).toBe(404);
  const utility = page.getByRole('navigation', { name: messagesOf('en-us').shell.utilityNavLabel });
  await expect(
    utility.getByRole('link', { name: navOf('en-us').utilityLinks[0]!.title, exact: true }),
  ).toBeVisible();
});

test('with the content service unreachable, the contact page shows the built-in teams and answers 200', async ({
  page,
}) => {
  const response = await page.goto(`${storeUrl('contentDown')}/ja-jp/contact-us`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.getByRole('link', { name: '03-5555-0142' })).toHaveAttribute('href', 'tel:0355550142');
});

test('with the content service unreachable, an editorial page shows the copy shipped with the store', async ({
  page,
}) => {
  const response = await page.goto(`${storeUrl('contentDown')}/es-es/ordering/returns`);
  expect(response?.status()).toBe(200);
  const returns = editorialPageOf('es-es', 'ordering/returns');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(returns.title);
  await expect(page.getByRole('heading', { level: 2, name: returns.sections[0]!.heading })).toBeVisible();
});
