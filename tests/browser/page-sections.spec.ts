import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { generateCatalog, type CatalogProgram } from '@store/catalog';
import type { Locale } from '@store/locales';
import type { Page } from '@playwright/test';
import type enSections from '../../apps/storefront/src/features/page-sections/messages/en-us.json';
import { submitSignIn } from './auth-helpers.ts';
import { addToCart, fill, PROGRAM, productTexts, waitForEvent } from './commerce-helpers.ts';
import { contactOf } from './content-data.ts';
import { expect, test } from './fixtures.ts';
import { ROOT } from './stores.ts';

/**
 * Issue 18: the page content sections where a customer meets them. The help bar on the cart and
 * checkout, estimates beside offers and on cart lines, related products, alternate interest and Q
 * Local ordering on product pages, and the language banner when the browser reads another language
 * of the region.
 */

function sectionTexts(locale: Locale): typeof enSections {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/page-sections/messages', `${locale}.json`), 'utf8'),
  ) as typeof enSections;
}

const usPrograms = generateCatalog(1).programs.filter((p) => p.stores.includes('usassessments'));
const outOfStock = (program: CatalogProgram) => program.items.filter((item) => item.stock === 0);
const standIns = (program: CatalogProgram, code: string) => {
  const item = program.items.find((i) => i.code === code)!;
  return program.items.filter((o) => o.code !== code && o.format === item.format && o.stock > 0);
};
/** A program with an item out of stock that another item of its format can stand in for. */
const withStandIn = usPrograms.find((p) => outOfStock(p).some((item) => standIns(p, item.code).length > 0))!;
/** A program with an item out of stock that nothing of its format can stand in for. */
const withoutStandIn = usPrograms.find((p) =>
  outOfStock(p).some((item) => standIns(p, item.code).length === 0),
)!;
/** A program selling Q Local report usages. */
const qLocalProgram = usPrograms.find((p) => p.items.some((item) => item.code.endsWith('-QLR25')))!;

const offerOf = (page: Page, itemCode: string) =>
  page.locator('.item-offer').filter({ has: page.locator(`#item-${itemCode}`) });

/** A product page pushes view_item once hydrated, after which the banner would have shown. */
const hydrated = (page: Page) => waitForEvent(page, 'view_item');

test('the help bar gives customer support’s phone and hours on the cart, and is not on other pages', async ({
  page,
}) => {
  const m = sectionTexts('en-gb').helpBar;
  const support = contactOf('en-gb').channels[0]!;
  await page.goto('/en-gb/cart');
  const bar = page.getByRole('complementary', { name: m.label });
  await expect(bar).toContainText(m.call.split('{phone}')[0]!.trim());
  await expect(bar.getByRole('link', { name: support.phone })).toHaveAttribute(
    'href',
    `tel:${support.phone.replace(/[^+0-9]/g, '')}`,
  );
  await expect(bar).toContainText(support.hours);
  await bar.getByRole('link', { name: m.contact }).click();
  await expect(page).toHaveURL(/\/en-gb\/contact-us$/);

  for (const path of ['/en-gb', `/en-gb/p/${PROGRAM.code}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('help-bar')).toHaveCount(0);
  }
});

test('the help bar is on the checkout and express checkout of a signed-in customer', async ({ page }) => {
  const m = sectionTexts('en-us').helpBar;
  await page.goto('/en-us/login?goto=%2Fen-us%2Fcheckout');
  await submitSignIn(page, 'en-us', 'demo.us');
  await expect(page).toHaveURL(/\/en-us\/checkout$/);
  const bar = page.getByRole('complementary', { name: m.label });
  await expect(bar.getByRole('link', { name: contactOf('en-us').channels[0]!.phone })).toBeVisible();
  await expect(bar).toContainText('Monday to Friday, 7 a.m. to 6 p.m.');

  await page.goto('/en-us/exp-checkout');
  await expect(
    page.getByRole('complementary', { name: m.label }).getByRole('link', { name: m.contact }),
  ).toBeVisible();
});

test('estimates say when each offer arrives, and a cart line keeps its estimate', async ({ page }) => {
  const m = sectionTexts('en-us').estimates;
  await page.goto(`/en-us/p/${PROGRAM.code}`);
  await expect(offerOf(page, PROGRAM.kit).getByTestId('delivery-estimate')).toHaveText(
    fill(m.ships, { min: 2, max: 3 }),
  );
  await expect(offerOf(page, `${PROGRAM.code}-KITDIG`).getByTestId('delivery-estimate')).toHaveText(
    m.immediate,
  );
  await expect(offerOf(page, `${PROGRAM.code}-TRN`).getByTestId('delivery-estimate')).toHaveText(m.training);

  await addToCart(page, PROGRAM.kit, 1);
  await page.goto('/en-us/cart');
  const line = page.getByRole('row').filter({ hasText: PROGRAM.kit });
  await expect(line.getByTestId('delivery-estimate')).toHaveText(fill(m.ships, { min: 2, max: 3 }));
});

test('related products are listed on the product page with their prices, never the product itself', async ({
  page,
}) => {
  const m = sectionTexts('fr-ca').related;
  await page.goto(`/fr-ca/p/${PROGRAM.code}`);
  const related = page.getByRole('region', { name: m.heading });
  const links = related.getByRole('heading', { level: 3 }).getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeLessThanOrEqual(4);
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/fr-ca\/p\/[A-Z][0-9]{6}$/);
    expect(href).not.toBe(`/fr-ca/p/${PROGRAM.code}`);
  }
  await expect(related.locator('.product-card__price').first()).toContainText('$');
});

test('an offer out of stock points to what can stand in for it', async ({ page }) => {
  const m = sectionTexts('en-us').alternate;
  const item = outOfStock(withStandIn).find((i) => standIns(withStandIn, i.code).length > 0)!;
  const standIn = standIns(withStandIn, item.code)[0]!;
  await page.goto(`/en-us/p/${withStandIn.code}`);
  const offer = offerOf(page, item.code);
  await expect(offer).toContainText(productTexts('en-us').outOfStock!);
  // Only physical items run out, and one out of stock is given no delivery estimate.
  await expect(offer.getByTestId('delivery-estimate')).toHaveCount(0);
  await expect(offer.getByTestId('alternate-interest')).toContainText(m.heading);
  await offer.getByTestId('alternate-interest').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`#item-${standIn.code}$`));
  await expect(offerOf(page, standIn.code).getByRole('radio')).toBeEnabled();

  const lone = outOfStock(withoutStandIn).find((i) => standIns(withoutStandIn, i.code).length === 0)!;
  await page.goto(`/en-us/p/${withoutStandIn.code}`);
  await expect(offerOf(page, lone.code).getByRole('link', { name: m.related })).toHaveAttribute(
    'href',
    '#related-products',
  );
  // Offers in stock carry no alternate.
  await page.goto(`/en-us/p/${PROGRAM.code}`);
  await expect(page.getByTestId('alternate-interest')).toHaveCount(0);
});

test('Q Local ordering is explained on the pages of Q Local items only', async ({ page }) => {
  const m = sectionTexts('en-us').qLocal;
  await page.goto(`/en-us/p/${qLocalProgram.code}`);
  const section = page.getByRole('region', { name: m.heading });
  await expect(section).toContainText(m.usages);
  await expect(section).toContainText(m.account);
  await expect(offerOf(page, `${qLocalProgram.code}-QLR25`).getByTestId('delivery-estimate')).toHaveText(
    sectionTexts('en-us').estimates.qLocal,
  );
  await section.getByRole('link', { name: m.learnMore }).click();
  await expect(page).toHaveURL(/\/en-us\/digital-solutions\/q-local$/);

  await page.goto(`/en-us/p/${PROGRAM.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('q-local-ordering')).toHaveCount(0);
});

test.describe('with a French browser', () => {
  test.use({ locale: 'fr-CA' });

  test('the Canadian English page offers its French page; dismissed, it stays away', async ({ page }) => {
    const m = sectionTexts('fr-ca').languageBanner;
    await page.goto(`/en-ca/p/${PROGRAM.code}?ref=banner#product-formats`);
    const banner = page.getByRole('region', { name: m.label });
    await expect(banner).toHaveAttribute('lang', 'fr-CA');
    await expect(banner).toContainText(m.text);
    await expect(banner.getByRole('link', { name: m.switch })).toHaveAttribute(
      'href',
      `/fr-ca/p/${PROGRAM.code}?ref=banner#product-formats`,
    );
    const axe = await new AxeBuilder({ page }).include('[data-testid="language-banner"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await banner.getByRole('button', { name: m.dismiss }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await page.goto(`/en-ca/p/${PROGRAM.code}`);
    await hydrated(page);
    await expect(page.getByTestId('language-banner')).toHaveCount(0);
  });

  test('the banner leads to the same page in French, where it does not show', async ({ page }) => {
    const m = sectionTexts('fr-ca').languageBanner;
    await page.goto(`/en-ca/p/${PROGRAM.code}`);
    await page.getByRole('region', { name: m.label }).getByRole('link', { name: m.switch }).click();
    await expect(page).toHaveURL(new RegExp(`/fr-ca/p/${PROGRAM.code}$`));
    await hydrated(page);
    await expect(page.getByTestId('language-banner')).toHaveCount(0);
  });

  test('a store with no French locale in its region offers nothing', async ({ page }) => {
    await page.goto(`/en-us/p/${PROGRAM.code}`);
    await hydrated(page);
    await expect(page.getByTestId('language-banner')).toHaveCount(0);
  });
});

test.describe('with a Japanese browser', () => {
  test.use({ locale: 'ja-JP' });

  test('the Singapore page offers the Japanese one of the Asia store', async ({ page }) => {
    const m = sectionTexts('ja-jp').languageBanner;
    await page.goto('/zh-sg/contact-us');
    const banner = page.getByRole('region', { name: m.label });
    await expect(banner.getByRole('link', { name: m.switch })).toHaveAttribute('href', '/ja-jp/contact-us');
  });
});

test('a browser reading the page’s own language sees no banner', async ({ page }) => {
  await page.goto(`/en-ca/p/${PROGRAM.code}`);
  await hydrated(page);
  await expect(page.getByTestId('language-banner')).toHaveCount(0);
});
