import { LOCALES, localeInfo } from '@store/locales';
import { footerOf, messagesOf, navOf } from './content-data.ts';
import { expect, test } from './fixtures.ts';

for (const locale of LOCALES) {
  test(`${locale} renders the shell in its language`, async ({ page }) => {
    const response = await page.goto(`/${locale}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', localeInfo(locale).htmlLang);
    await expect(page.locator('body')).toHaveAttribute('data-store-id', localeInfo(locale).storeId);

    const nav = navOf(locale);
    const messages = messagesOf(locale);
    const utility = page.getByRole('navigation', { name: messages.shell.utilityNavLabel });
    for (const link of nav.utilityLinks)
      await expect(utility.getByRole('link', { name: link.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: nav.utilityLinks[1]!.title, exact: true })).toHaveAttribute(
      'href',
      `/store/${localeInfo(locale).storeId}/${localeInfo(locale).language}/quickOrder`,
    );
    for (const section of nav.sections)
      await expect(page.getByRole('button', { name: section.title })).toBeVisible();

    await expect(page.getByRole('combobox', { name: messages.search.label })).toBeVisible();
    await expect(page.getByRole('link', { name: messages.shell.signIn, exact: true })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    for (const item of footerOf(locale).items) {
      if (item.title)
        await expect(footer.getByRole('heading', { name: item.title, exact: true })).toBeVisible();
    }
    await expect(footer.locator('a[href="/store/usassessments/en/order-status"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

for (const locale of ['en-us', 'fr-ca', 'ja-jp'] as const) {
  test(`every link of the ${locale} home page, header, mega menu and footer included, leads to a page of the store`, async ({
    page,
  }) => {
    await page.goto(`/${locale}`);
    const linksShown = () =>
      page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const seen = await linksShown();
    // A mega menu panel's links exist while it is open.
    const sections = page.locator('nav.mega-nav .mega-nav__button');
    for (let i = 0; i < (await sections.count()); i++) {
      await sections.nth(i).click();
      await expect(sections.nth(i)).toHaveAttribute('aria-expanded', 'true');
      seen.push(...(await linksShown()));
    }
    const hrefs = [...new Set(seen)];
    expect(hrefs.length).toBeGreaterThan(80);
    const broken: string[] = [];
    for (const href of hrefs) {
      const response = await page.request.get(href);
      if (response.status() !== 200) broken.push(`${response.status()} ${href}`);
    }
    expect(broken).toEqual([]);
  });
}
