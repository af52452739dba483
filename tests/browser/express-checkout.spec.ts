import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type enExpress from '../../apps/storefront/src/features/express-checkout/messages/en-us.json';
import { registerCustomer } from './auth-helpers.ts';
import {
  addAddress,
  addToCartIn,
  checkoutTexts,
  ordersOf,
  payWithCard,
  type AddressOf,
} from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { ROOT, setFlags } from './stores.ts';

/**
 * Express checkout (issue 12): a customer who paid by card once in the full checkout (which saves
 * the card with the provider) buys again from /exp-checkout in one click; a customer offered
 * purchase orders sets their express defaults and buys with a PO number. Each journey registers its
 * own customer; flags are reset after each.
 */

test.describe.configure({ timeout: 150_000 });
test.afterEach(() => setFlags({}));

const expressTexts = (): typeof enExpress =>
  JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/express-checkout/messages/en-us.json'), 'utf8'),
  ) as typeof enExpress;

/** Record forms of a level A program: no qualification is needed to buy them. */
const FORMS = { program: 'F439595', item: 'F439595-RF25' };

const AUSTIN: AddressOf = {
  fullName: 'Jordan Lee',
  line1: '100 Congress Avenue',
  city: 'Austin',
  region: 'TX',
  postcode: '78701',
};

const cartHandedOver = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/customer/cart') && r.request().method() === 'POST');

async function newCustomerWithForms(page: Page, quantity: number) {
  const handedOver = cartHandedOver(page);
  await registerCustomer(page, 'Riley');
  await handedOver;
  await addToCartIn(page, 'en-us', FORMS.program, FORMS.item, quantity);
}

async function expectConfirmed(page: Page, status: 'paid' | 'on-account') {
  const c = checkoutTexts('en-us').confirmation;
  await expect(page).toHaveURL(/\/en-us\/checkout\/confirmation\?order=US-\d{4}-\d{6}$/);
  await expect(page.getByRole('heading', { name: c.thanks })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText(c.paymentStatuses[status]);
}

test('a card paid once in the checkout is saved, then express checkout buys again in one click', async ({
  page,
}) => {
  const m = checkoutTexts('en-us');
  const x = expressTexts();
  await newCustomerWithForms(page, 1);

  // Nothing saved yet: express checkout says what is missing and leads to the full checkout.
  await page.goto('/en-us/exp-checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(x.title);
  await expect(page.getByTestId('express-missing')).toContainText(x.noAddress);
  await page.getByRole('link', { name: x.fullCheckout }).click();
  await expect(page).toHaveURL(/\/en-us\/checkout$/);

  await addAddress(page, 'en-us', AUSTIN);
  await expect(page.getByRole('heading', { name: m.steps.delivery })).toBeFocused();
  await page.getByRole('button', { name: m.steps.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.steps.review })).toBeFocused();
  await page.getByRole('button', { name: m.review.place }).click();
  await payWithCard(page, 'en-us', '4242 4242 4242 4242');
  await expectConfirmed(page, 'paid');

  await addToCartIn(page, 'en-us', FORMS.program, FORMS.item, 2);
  await page.goto('/en-us/exp-checkout');
  await expect(page.getByTestId('checkout-grand-total')).toBeVisible();
  await expect(page.getByText(AUSTIN.line1)).toBeVisible();
  await expect(page.getByTestId('express-delivery-method')).toHaveText(m.delivery.standard);
  await expect(page.getByTestId('express-payment-card')).toHaveText('Visa •••• 4242, expires 12/34');
  const place = page.getByRole('button', { name: x.place });
  await place.dblclick();
  await expectConfirmed(page, 'paid');
  expect(await ordersOf(page, 'en-us')).toHaveLength(2);
});

test('with purchase orders offered, express checkout sets its defaults and buys with a PO number', async ({
  page,
}) => {
  await setFlags({ 'po-threshold': { value: true } });
  const m = checkoutTexts('en-us');
  const x = expressTexts();
  await newCustomerWithForms(page, 3);

  // An address saved in the full checkout's first step is enough for express checkout.
  await page.goto('/en-us/checkout');
  await addAddress(page, 'en-us', AUSTIN);
  await expect(page.getByRole('heading', { name: m.steps.delivery })).toBeFocused();

  await page.goto('/en-us/exp-checkout');
  await expect(page.getByTestId('express-payment-card')).toHaveCount(0);
  const purchaseOrder = page.getByRole('radio', { name: m.payment.types['purchase-order'] });
  await expect(purchaseOrder).toBeChecked();
  await page.getByRole('button', { name: x.makeDefaults }).click();
  await expect(page.getByText(x.defaultsSaved)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: x.makeDefaults })).toHaveCount(0);
  await page.getByLabel(m.payment.poNumber).fill('PO-EXPRESS-12');
  await page.getByRole('button', { name: x.place }).click();
  await expectConfirmed(page, 'on-account');
  await expect(page.getByTestId('purchase-order-number')).toHaveText('PO-EXPRESS-12');
});
