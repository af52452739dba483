import { readFileSync } from 'node:fs';
import type { Locale } from '@store/locales';
import { registerCustomer } from './auth-helpers.ts';
import { addToCartIn } from './checkout-helpers.ts';
import { cartCount, fill } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import {
  cartHandedOver,
  saveCartAs,
  savedCartLines,
  savedCartsTexts,
  signInTo,
} from './saved-carts-helpers.ts';

/**
 * Saved carts (issue 14): a new customer saves a cart from the cart page, finds it in the list,
 * restores it into the cart merged and then replacing it (en-us); saves and lists one in French and
 * restores it over another cart (fr-ca); exports one as CSV and imports that file back as a new
 * saved cart with the same lines, then deletes it after confirming (zh-sg). Texts come from the
 * saved-cart catalogue of each locale.
 */

test.describe.configure({ timeout: 300_000 });

const PROGRAM = 'F439595';
const KIT = 'F439595-KIT';
const MANUAL = 'F439595-MAN';

const savedCartsPath = (locale: Locale) => `/${locale}/my-account/saved-carts`;

test('a customer saves, lists, restores (merge and replace), exports and imports a saved cart', async ({
  page,
}) => {
  const handedOver = cartHandedOver(page);
  const username = await registerCustomer(page, 'Sage');
  await handedOver;

  await test.step('en-us: save the cart, see it listed, restore it merged and then replacing the cart', async () => {
    const t = savedCartsTexts('en-us');
    await addToCartIn(page, 'en-us', PROGRAM, KIT, 1);
    await addToCartIn(page, 'en-us', PROGRAM, MANUAL, 2);
    await saveCartAs(page, 'en-us', 'Spring kits', 'For the reading clinic');
    expect(await savedCartLines(page)).toEqual([`${KIT},1`, `${MANUAL},2`]);

    await page.goto(savedCartsPath('en-us'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.titles.list);
    const row = page.getByTestId('saved-cart-row').filter({ hasText: 'Spring kits' });
    await expect(row).toContainText('For the reading clinic');
    await expect(row.getByRole('cell').nth(1)).toHaveText('2');
    await expect(row.getByRole('cell').nth(2)).toHaveText('3');

    // Merged: the saved lines are added to what the cart holds.
    await row.getByRole('link', { name: fill(t.list.openFor, { name: 'Spring kits' }) }).click();
    await page.getByRole('radio', { name: t.restore.merge }).check();
    await page.getByRole('button', { name: t.restore.submit }).click();
    await expect(page).toHaveURL(/\/en-us\/cart$/);
    await expect(cartCount(page)).toHaveText('6');

    // Replaced: the cart holds the saved lines only.
    await page.goto(savedCartsPath('en-us'));
    await page.getByRole('link', { name: fill(t.list.openFor, { name: 'Spring kits' }) }).click();
    await page.getByRole('radio', { name: t.restore.replace }).check();
    await expect(page.getByText(t.restore.replaceWarning)).toBeVisible();
    await page.getByRole('button', { name: t.restore.submit }).click();
    await expect(page).toHaveURL(/\/en-us\/cart$/);
    await expect(cartCount(page)).toHaveText('3');
  });

  await test.step('fr-ca: save a cart in French, list it, restore it over another cart', async () => {
    const t = savedCartsTexts('fr-ca');
    await signInTo(page, 'fr-ca', username, '/fr-ca/cart');
    await addToCartIn(page, 'fr-ca', PROGRAM, MANUAL, 2);
    await saveCartAs(page, 'fr-ca', 'Rentrée');
    await page.goto(savedCartsPath('fr-ca'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.titles.list);
    await expect(page.getByTestId('saved-cart-row').filter({ hasText: 'Rentrée' })).toBeVisible();

    await addToCartIn(page, 'fr-ca', PROGRAM, KIT, 1);
    await page.goto(savedCartsPath('fr-ca'));
    await page.getByRole('link', { name: fill(t.list.openFor, { name: 'Rentrée' }) }).click();
    await page.getByRole('radio', { name: t.restore.replace }).check();
    await page.getByRole('button', { name: t.restore.submit }).click();
    await expect(page).toHaveURL(/\/fr-ca\/cart$/);
    await expect(cartCount(page)).toHaveText('2');
  });

  await test.step('zh-sg: export a saved cart as CSV, import the file back, delete the copy', async () => {
    const t = savedCartsTexts('zh-sg');
    await signInTo(page, 'zh-sg', username, '/zh-sg/cart');
    await addToCartIn(page, 'zh-sg', PROGRAM, KIT, 1);
    await addToCartIn(page, 'zh-sg', PROGRAM, MANUAL, 3);
    await saveCartAs(page, 'zh-sg', '学校');
    const saved = await savedCartLines(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: t.export.button }).click();
    const file = await (await downloading).path();
    const csv = readFileSync(file, 'utf8');
    expect(csv).toBe(`\uFEFFcode,quantity\r\n${KIT},1\r\n${MANUAL},3\r\n`);

    await page.goto(savedCartsPath('zh-sg'));
    await page.getByLabel(t.import.name).fill('学校 CSV');
    await page.getByLabel(t.import.file).setInputFiles(file);
    await page.getByRole('button', { name: t.import.submit }).click();
    const report = page
      .getByRole('status')
      .filter({ hasText: fill(t.import.imported, { name: '学校 CSV' }) });
    await expect(report).toBeVisible();
    await report.getByRole('link', { name: t.import.view }).click();
    await expect(page.getByTestId('saved-cart')).toBeVisible();
    expect(await savedCartLines(page)).toEqual(saved);

    await page.getByRole('button', { name: fill(t.delete.buttonFor, { name: '学校 CSV' }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(t.delete.title, { name: '学校 CSV' }) });
    await dialog.getByRole('button', { name: t.delete.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`${savedCartsPath('zh-sg')}$`));
    await expect(page.getByTestId('saved-cart-row')).toHaveCount(1);

    // A file of which no row can be saved makes nothing, and says of each row what is wrong.
    await page.getByLabel(t.import.name).fill('错误');
    await page.getByLabel(t.import.file).setInputFiles({
      name: 'wrong.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('code,quantity\r\nZZ999999-KIT,1\r\n'),
    });
    await page.getByRole('button', { name: t.import.submit }).click();
    const refusal = page.getByRole('alert').filter({ hasText: t.import.nothingImported });
    await expect(refusal).toContainText(
      fill(t.import.row, { row: 2, code: 'ZZ999999-KIT', reason: t.import.reasons['unknown-item'] }),
    );
    await expect(page.getByTestId('saved-cart-row')).toHaveCount(1);
  });
});
