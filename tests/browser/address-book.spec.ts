import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@store/locales';
import type { Page } from '@playwright/test';
import type enAddressBook from '../../apps/storefront/src/features/address-book/messages/en-us.json';
import { type AddressOf, checkoutTexts, customerWithItem, payWithCard } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { ROOT, setFlags } from './stores.ts';

/**
 * The address book (issue 14, the address book flag): a customer adds addresses in
 * my account, one of them an institution's, makes one the default delivery address, finds it offered
 * first at checkout with its marks, and orders with it; in en-us the book then removes an address
 * after asking. Each journey registers its own customer; the flag is reset after each.
 */

test.describe.configure({ timeout: 180_000 });
test.afterEach(() => setFlags({}));

function bookTexts(locale: Locale): typeof enAddressBook {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/address-book/messages', `${locale}.json`), 'utf8'),
  ) as typeof enAddressBook;
}

/** Record forms of a level A program: no qualification is needed to buy them. */
const FORMS = { program: 'F439595', item: 'F439595-RF25' };

const BOOKS: Record<'en-us' | 'fr-ca', { home: AddressOf; school: AddressOf }> = {
  'en-us': {
    home: {
      fullName: 'Robin Tester',
      line1: '12 Alder Lane',
      city: 'Portland',
      region: 'OR',
      postcode: '97201',
    },
    school: {
      fullName: 'Robin Tester',
      line1: '400 College Way',
      city: 'Salem',
      region: 'OR',
      postcode: '97301',
    },
  },
  'fr-ca': {
    home: {
      fullName: 'Camille Tremblay',
      line1: '55, rue des Érables',
      city: 'Montréal',
      region: 'QC',
      postcode: 'H2X 1Y4',
    },
    school: {
      fullName: 'Camille Tremblay',
      line1: '1000, rue Sherbrooke Ouest',
      city: 'Montréal',
      region: 'QC',
      postcode: 'H3A 3G4',
    },
  },
};

/** Adds an address with the book's form; the book says it is saved and lists it. */
async function addToBook(page: Page, locale: Locale, address: AddressOf, institution: boolean) {
  const b = bookTexts(locale);
  const m = checkoutTexts(locale).address;
  await page.getByRole('button', { name: b.add, exact: true }).click();
  const form = page.getByRole('group', { name: b.addHeading });
  await form.getByLabel(m.fullName, { exact: true }).fill(address.fullName);
  await form.getByLabel(m.line1, { exact: true }).fill(address.line1);
  await form.getByLabel(m.city, { exact: true }).fill(address.city);
  if (address.region) await form.getByLabel(m.region, { exact: true }).selectOption(address.region);
  await form.getByLabel(m.postcode, { exact: true }).fill(address.postcode);
  if (institution) await form.getByLabel(b.institutionField).check();
  await page.getByRole('button', { name: b.save, exact: true }).click();
  await expect(page.getByTestId('address-book-notice')).toHaveText(b.saved);
  const entry = page.getByTestId('address-book-entry').filter({ hasText: address.line1 });
  await expect(entry.getByTestId('address-book-marks')).toContainText(institution ? b.institution : b.home);
  return entry;
}

for (const locale of ['en-us', 'fr-ca'] as const) {
  test(`${locale}: an address made the default in the book is offered first at checkout and ordered with`, async ({
    page,
  }) => {
    setFlags({ 'address-book': { value: true } });
    const b = bookTexts(locale);
    const m = checkoutTexts(locale);
    const { home, school } = BOOKS[locale];
    await customerWithItem(page, locale, 'Robin', FORMS);

    await page.goto(`/${locale}/my-account/address-book`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(b.title);
    await expect(page.getByText(b.empty)).toBeVisible();
    const homeEntry = await addToBook(page, locale, home, false);
    const schoolEntry = await addToBook(page, locale, school, true);

    // The home address is the older one: without the default, checkout would offer the school first.
    await homeEntry.getByRole('button', { name: b.makeDefaultDelivery }).click();
    await expect(homeEntry.getByTestId('address-book-marks')).toContainText(b.defaultDelivery);
    await schoolEntry.getByRole('button', { name: b.makeDefaultBilling }).click();
    await expect(schoolEntry.getByTestId('address-book-marks')).toContainText(b.defaultBilling);
    await expect(homeEntry.getByRole('button', { name: b.makeDefaultDelivery })).toBeHidden();

    await page.goto(`/${locale}/checkout`);
    const saved = page.getByRole('group', { name: m.address.book });
    await expect(saved).toBeVisible();
    const first = saved.locator('.checkout-choice').first();
    await expect(first).toContainText(home.line1);
    await expect(first.getByRole('radio')).toBeChecked();
    await expect(first.getByTestId('checkout-address-marks')).toHaveText(
      `${m.address.home} · ${m.address.defaultDelivery}`,
    );
    await expect(saved.locator('.checkout-choice').nth(1).getByTestId('checkout-address-marks')).toHaveText(
      m.address.institution,
    );
    await page.getByRole('button', { name: m.steps.continue, exact: true }).click();
    await expect(page.getByRole('heading', { name: m.steps.delivery })).toBeFocused();
    await page.getByRole('button', { name: m.steps.continue, exact: true }).click();
    await expect(page.getByRole('heading', { name: m.steps.review })).toBeFocused();
    await expect(page.locator('.checkout-step__summary address').first()).toContainText(home.line1);
    await page.getByRole('button', { name: m.review.place }).click();
    await payWithCard(page, locale, '4242 4242 4242 4242');
    await expect(page).toHaveURL(
      new RegExp(`/${locale}/checkout/confirmation\\?order=[A-Z]{2}-\\d{4}-\\d{6}$`),
    );
    await expect(page.getByRole('heading', { name: m.confirmation.thanks })).toBeVisible();

    if (locale === 'en-us') {
      await page.goto(`/${locale}/my-account/address-book`);
      const ordered = page.getByTestId('address-book-entry').filter({ hasText: home.line1 });
      await ordered.getByRole('button', { name: b.remove, exact: true }).click();
      await expect(ordered.getByText(b.removeQuestion)).toBeVisible();
      await ordered.getByRole('button', { name: b.removeYes }).click();
      await expect(page.getByTestId('address-book-entry')).toHaveCount(1);
      await expect(page.getByTestId('address-book-entry')).toContainText(school.line1);
    }
  });
}

test('without the flag the address book is the store’s 404', async ({ page }) => {
  const response = await page.goto('/en-us/my-account/address-book');
  expect(response?.status()).toBe(404);
});
