import AxeBuilder from '@axe-core/playwright';
import type { Locale } from '@store/locales';
import type { Page } from '@playwright/test';
import { submitSignIn } from './auth-helpers.ts';
import { PROGRAM } from './commerce-helpers.ts';
import { expect, settleRequests, test } from './fixtures.ts';

/**
 * Issue 18: an axe scan of every page type in three locales (a Latin, an accented and a CJK one),
 * failing on any serious or critical violation. The signed-in pages are each locale's demo customer's.
 */

const LOCALES: ReadonlyArray<readonly [locale: Locale, store: string, customer: string]> = [
  ['en-us', '/store/usassessments/en', 'demo.us'],
  ['fr-ca', '/store/caassessments/fr', 'demo.ca'],
  ['ja-jp', '/store/asiaassessments/en', 'demo.jp'],
];

type PageOfType = readonly [name: string, path: string];

const anonymousPages = (locale: Locale, store: string): PageOfType[] => [
  ['home', `/${locale}`],
  ['category', `/${locale}/category/behavior`],
  ['search results', `/${locale}/search.html?q=reading`],
  ['product', `/${locale}/p/${PROGRAM.code}`],
  ['quick order', `${store}/quickOrder`],
  ['order status', `${store}/order-status`],
  ['contact us', `/${locale}/contact-us`],
  ['international contacts', `/${locale}/international-contacts`],
  ['editorial page', `/${locale}/help`],
  ['sign in', `/${locale}/login`],
  ['registration', `/${locale}/register`],
  ['not found', `/${locale}/no-such-page`],
];

const signedInPages = (locale: Locale): PageOfType[] => [
  ['cart', `/${locale}/cart`],
  ['checkout', `/${locale}/checkout`],
  ['my account', `/${locale}/my-account`],
  ['order history', `/${locale}/my-account/orders`],
  ['invoices', `/${locale}/invoices`],
  ['quotes', `/${locale}/my-account/quotes`],
];

/** The serious and critical violations on the page as it is now, one line each: rule, node, what to fix. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}) on ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`),
    );
}

async function scan(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  // Scanned as the customer sees it settled: what it was loading has arrived.
  await settleRequests(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return seriousViolations(page);
}

for (const [locale, store, customer] of LOCALES) {
  test(`every anonymous page type in ${locale} passes an axe scan`, async ({ page }) => {
    const found: Record<string, string[]> = {};
    for (const [name, path] of anonymousPages(locale, store)) {
      const violations = await scan(page, path);
      if (violations.length) found[`${name} ${path}`] = violations;
    }
    expect(found).toEqual({});
  });

  test(`every signed-in page type in ${locale} passes an axe scan`, async ({ page }) => {
    await page.goto(`/${locale}/login?goto=%2F${locale}%2Fmy-account`);
    await submitSignIn(page, locale, customer);
    await expect(page).toHaveURL(new RegExp(`/${locale}/my-account$`));
    const found: Record<string, string[]> = {};
    for (const [name, path] of signedInPages(locale)) {
      const violations = await scan(page, path);
      if (violations.length) found[`${name} ${path}`] = violations;
    }
    expect(found).toEqual({});
  });
}
