import type { Locale } from '@store/locales';
import type { Page } from '@playwright/test';
import { accountMenuTexts, registerCustomer } from './auth-helpers.ts';
import {
  addAddress,
  addToCartIn,
  checkoutTexts,
  confirmPayment,
  type AddressOf,
} from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { demoStaff } from './staff-helpers.ts';
import { setFlags } from './stores.ts';
import { assistedTexts, submitSupportSignIn, supportTexts } from './support-helpers.ts';

/**
 * Assisted service (issue 15): a support agent signs in on the store's support page with the staff
 * sign-in, finds a customer by email, acts for them (the banner on every page, the customer's own
 * changes hidden), places a bank-transfer order that says who placed it, and ends the session,
 * landing back on the support page still signed in as staff. Each run registers its own customer.
 */

test.describe.configure({ timeout: 180_000 });
test.afterEach(() => setFlags({}));

/** Record forms of a level A program, sold in every store used here: no qualification is needed. */
const FORMS = { program: 'F439595', item: 'F439595-RF25' };

const ADDRESSES: Record<'en-us' | 'fr-ca' | 'zh-sg', AddressOf> = {
  'en-us': {
    fullName: 'Jordan Lee',
    line1: '100 Congress Avenue',
    city: 'Austin',
    region: 'TX',
    postcode: '78701',
  },
  'fr-ca': {
    fullName: 'Camille Tremblay',
    line1: '1000, rue Sherbrooke Ouest',
    city: 'Montréal',
    region: 'QC',
    postcode: 'H3A 3G4',
  },
  'zh-sg': { fullName: 'Tan Mei Ling', line1: '1 Orchard Road', city: 'Singapore', postcode: '238823' },
};

const AGENT = demoStaff('ops.support');
const AGENT_NAME = `${AGENT.givenName} ${AGENT.familyName}`;

async function signOutCustomer(page: Page, firstName: string) {
  const menu = accountMenuTexts('en-us');
  await page.getByRole('button', { name: menu.menuLabel.replace('{name}', firstName) }).click();
  await page.getByRole('button', { name: menu.signOut }).click();
  await expect(page.locator('.account-menu__link')).toHaveAttribute('data-session', 'signed-out');
}

async function expectBanner(page: Page, locale: Locale, customerName: string) {
  const banner = page.getByTestId('acting-banner');
  await expect(banner).toContainText(assistedTexts(locale).actingFor.replace('{name}', customerName));
  await expect(banner.getByRole('button', { name: assistedTexts(locale).endSession })).toBeVisible();
}

for (const locale of ['en-us', 'fr-ca', 'zh-sg'] as const) {
  test(`${locale}: an agent acts for a customer, places an order for them and ends the session`, async ({
    page,
  }) => {
    setFlags({ 'bank-transfer': { value: true } });
    const username = await registerCustomer(page, 'Riley');
    const customerName = 'Riley Tester';
    await signOutCustomer(page, 'Riley');

    // The staff sign-in, on the section variant: the session then opens the customer's orders.
    const support = supportTexts(locale);
    await page.goto(`/${locale}/my-account/orders/support/login`);
    await submitSupportSignIn(page, locale, AGENT.username);
    await expect(page).toHaveURL(new RegExp(`/${locale}/my-account/support\\?section=orders$`));
    await expect(page.getByTestId('support-agent')).toHaveText(
      support.search.signedInAs.replace('{name}', AGENT_NAME),
    );

    await page.getByLabel(support.search.label).fill(`${username}@example.com`);
    await page.getByRole('main').getByRole('button', { name: support.search.submit, exact: true }).click();
    const row = page.getByTestId('support-customer').filter({ hasText: `${username}@example.com` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(customerName);
    // As after any sign-in, the customer's cart is handed to the page before the agent shops.
    const handedOver = page.waitForResponse(
      (r) => r.url().includes('/api/customer/cart') && r.request().method() === 'POST',
    );
    await row.getByRole('button', { name: support.search.start }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/my-account/orders$`));
    await handedOver;
    await expectBanner(page, locale, customerName);
    await page.goto(`/${locale}/my-account`);
    await expectBanner(page, locale, customerName);
    await page.goto(`/${locale}/my-account/profile`);
    await expect(page.getByTestId('acting-note')).toHaveText(assistedTexts(locale).ownChangesOnly);

    await addToCartIn(page, locale, FORMS.program, FORMS.item, 1);
    await expectBanner(page, locale, customerName);
    await page.goto(`/${locale}/cart`);
    await expectBanner(page, locale, customerName);
    await expect(page.getByRole('main').getByText(FORMS.item)).not.toHaveCount(0);

    const m = checkoutTexts(locale);
    await page.goto(`/${locale}/checkout`);
    await addAddress(page, locale, ADDRESSES[locale]);
    await expect(page.getByRole('heading', { name: m.steps.delivery })).toBeFocused();
    await page.getByRole('button', { name: m.steps.continue, exact: true }).click();
    await expect(page.getByRole('heading', { name: m.steps.review })).toBeFocused();
    // Not changePayment(): in fr-ca the page's title and the step are both "Paiement".
    await page.getByRole('button', { name: `${m.steps.change} ${m.steps.payment}` }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`\\s${m.steps.payment}$`) })).toBeFocused();
    await page.getByRole('radio', { name: m.payment.types['bank-transfer'] }).check();
    await confirmPayment(page, locale);
    await page.getByRole('button', { name: m.review.placeOrder, exact: true }).click();

    await expect(page).toHaveURL(
      new RegExp(`/${locale}/checkout/confirmation\\?order=[A-Z]{2}-\\d{4}-\\d{6}$`),
    );
    await expect(page.getByTestId('order-placed-by')).toHaveText(
      support.order.placedBy.replace('{agent}', AGENT_NAME),
    );
    await expectBanner(page, locale, customerName);

    await page.getByRole('button', { name: assistedTexts(locale).endSession }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/my-account/support$`));
    await expect(page.getByRole('heading', { level: 1, name: support.search.heading })).toBeVisible();
    await expect(page.getByTestId('support-agent')).toBeVisible();
    await expect(page.getByTestId('acting-banner')).toHaveCount(0);
    await expect(page.locator('.account-menu__link')).toHaveAttribute('data-session', 'signed-out');
  });
}
