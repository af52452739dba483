import { authTexts } from './auth-helpers.ts';
import { messagesOf } from './content-data.ts';
import { expect, test } from './fixtures.ts';
import { STORES } from './stores.ts';

const port = STORES.main.port;

for (const [host, lang] of [
  ['shop.example.com', 'en-US'],
  ['shop.example.ca', 'en-CA'],
  ['shop.example.co.uk', 'en-GB'],
  ['shop.example.nl', 'nl-NL'],
  ['shop.example.es', 'es-ES'],
  ['shop.example.com.au', 'en-AU'],
  ['shop.example.asia', 'ja-JP'],
] as const) {
  test(`an unprefixed page on ${host} renders in place in ${lang}`, async ({ page }) => {
    const response = await page.goto(`http://${host}:${port}/`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

for (const [path, lang] of [
  ['/store/caassessments/fr', 'fr-CA'],
  ['/store/caassessments/en', 'en-CA'],
  ['/store/asiaassessments/en', 'ja-JP'],
  ['/store/sgassessments/en', 'zh-SG'],
  ['/store/usassessments/en/order-status', 'en-US'],
  ['/store/esassessments/es/quickOrder', 'es-ES'],
] as const) {
  test(`the store path ${path} resolves to ${lang}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

for (const path of [
  '/store/nostore/en',
  '/store/usassessments/fr',
  '/store/caassessments/de/quickOrder',
  '/fr-ca/no-such-page',
]) {
  test(`${path} is the shell's 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const locale = path.startsWith('/fr-ca') ? 'fr-ca' : 'en-us';
    await expect(
      page.getByRole('heading', { level: 1, name: messagesOf(locale).notFound.title }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

for (const [host, path, locale, lang] of [
  ['shop.example.ca', '/fr/login', 'fr-ca', 'fr-CA'],
  ['shop.example.ca', '/en/login', 'en-ca', 'en-CA'],
  ['shop.example.nl', '/nl/login', 'nl-nl', 'nl-NL'],
  ['shop.example.com', '/es/login', 'en-us', 'en-US'],
] as const) {
  test(`${path} on ${host} is the sign-in page of ${locale} (requirements §2)`, async ({ page }) => {
    const response = await page.goto(`http://${host}:${port}${path}?goto=%2F${locale}%2Fmy-account`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: authTexts(locale).signIn.title })).toBeVisible();
  });
}
