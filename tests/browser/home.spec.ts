import { programByCode, type CatalogLanguage } from '@store/catalog';
import { builtInContent } from '@store/content';
import { localeInfo, type Locale } from '@store/locales';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type enHome from '../../apps/storefront/src/features/home/messages/en-us.json';
import { expect, test } from './fixtures.ts';
import { ROOT } from './stores.ts';

/**
 * Issue 19: the home page shows the region's message and the store's programs: those its content
 * features, new releases and the most popular of each category, then the tiles; server-rendered,
 * so all of it is there without JavaScript.
 */

type HomeTexts = typeof enHome;

const homeTexts = (locale: Locale): HomeTexts =>
  JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/home/messages', `${locale}.json`), 'utf8'),
  ) as HomeTexts;

const LANGUAGES: Partial<Record<Locale, CatalogLanguage>> = { 'en-us': 'en', 'fr-ca': 'fr', 'ja-jp': 'ja' };

async function expectHome(page: Page, locale: Locale) {
  const content = builtInContent(locale).home;
  const texts = homeTexts(locale);
  const language = LANGUAGES[locale]!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading);
  await expect(page.getByRole('link', { name: content.primaryLink.title })).toBeVisible();

  // The content's featured programs, in its order, each a card linking to its product page.
  const featured = page.getByRole('region', { name: texts.featured.title });
  const names = content.featuredPrograms.map((code) => programByCode(code)!.texts[language].name);
  await expect(featured.getByRole('heading', { level: 3 })).toHaveText(names);
  await expect(featured.getByRole('link', { name: names[0]!, exact: true })).toHaveAttribute(
    'href',
    `/${locale}/p/${content.featuredPrograms[0]}`,
  );

  await expect(page.getByRole('region', { name: texts.newReleases.title }).getByRole('listitem')).toHaveCount(
    4,
  );

  // Each category the store sells in: its three most popular programs and a way to all of them.
  const popular = page.getByRole('region', { name: texts.popular.title });
  const behavior = popular
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  await expect(behavior.getByRole('list').getByRole('link')).toHaveCount(3);
  await expect(behavior.getByRole('link').last()).toHaveAttribute(
    'href',
    new RegExp(`^/${locale}/category/`),
  );

  const tiles = page.getByRole('region', { name: texts.exploreTitle });
  for (const tile of content.tiles) {
    await expect(tiles.getByRole('heading', { level: 3, name: tile.title })).toBeVisible();
  }
}

for (const locale of ['en-us', 'fr-ca', 'ja-jp'] as const) {
  test(`the ${locale} home page shows its message, featured programs, new releases, popular programs per category and tiles`, async ({
    page,
  }) => {
    const response = await page.goto(`/${locale}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', localeInfo(locale).htmlLang);
    await expectHome(page, locale);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page’s programs are in the page as sent', async ({ page }) => {
    await page.goto('/en-us');
    await expectHome(page, 'en-us');
  });
});
