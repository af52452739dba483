import { LOCALES } from '@store/locales';
import { editorialPageOf, editorialSlugsOf, editorialTextsOf, footerOf } from './content-data.ts';
import { expect, test } from './fixtures.ts';

/** Editorial pages: the footer's and mega menu's content links lead to the content system's pages. */

test('a footer link opens its policy in the visitor’s language, dated, with a way back home and onward', async ({
  page,
}) => {
  const privacy = footerOf('fr-ca')
    .items.flatMap((item) => item.links ?? [])
    .find((link) => link.path.endsWith('/legal/privacy'))!;
  await page.goto('/fr-ca');
  await page.getByRole('contentinfo').getByRole('link', { name: privacy.title, exact: true }).click();
  await expect(page).toHaveURL(/\/fr-ca\/legal\/privacy$/);

  const content = editorialPageOf('fr-ca', 'legal/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
  await expect(page).toHaveTitle(new RegExp(content.title));
  await expect(page.getByText(content.description)).toBeVisible();
  await expect(page.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(
    page.getByText(editorialTextsOf('fr-ca').lastUpdated.split('{date}')[0]!.trim()),
  ).toBeVisible();
  for (const section of content.sections) {
    await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
  }
  const breadcrumb = page.getByRole('navigation', { name: editorialTextsOf('fr-ca').breadcrumb });
  await expect(breadcrumb.getByRole('link', { name: editorialTextsOf('fr-ca').home })).toHaveAttribute(
    'href',
    '/fr-ca',
  );

  const onward = content.sections.flatMap((s) => s.links ?? [])[0]!;
  await page.getByRole('main').getByRole('link', { name: onward.label, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${onward.href.replace(/[?.]/g, '\\\\$&')}$`));
});

test('a path no page or route answers is still the shell’s 404', async ({ page }) => {
  for (const path of [
    '/en-gb/legal/no-such-policy',
    '/en-gb/Legal/Privacy',
    '/en-gb/legal/privacy/extra/deep/path',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test('every search and category an editorial page suggests shows products', async ({ page }) => {
  const searches = LOCALES.flatMap((locale) =>
    editorialSlugsOf(locale).flatMap((slug) =>
      editorialPageOf(locale, slug)
        .sections.flatMap((section) => section.links ?? [])
        .map((link) => link.href)
        .filter((href) => href.includes('/search.html?q=') || href.includes('/category/')),
    ),
  );
  expect(searches.length).toBeGreaterThan(20);
  const empty: string[] = [];
  for (const href of new Set(searches)) {
    const html = await (await page.request.get(encodeURI(href))).text();
    // A product card's list item carries the product-card class among the design system's card classes.
    if (!/<li class="[^"]*\bproduct-card\b[^"]*"/.test(html)) empty.push(href);
  }
  expect(empty).toEqual([]);
});
