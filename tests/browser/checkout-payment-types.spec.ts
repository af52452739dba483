import type { Locale } from '@store/locales';
import type { Page } from '@playwright/test';
import {
  addAddress,
  type AddressOf,
  addToCartIn,
  changePayment,
  checkoutTexts,
  confirmPayment,
  customerWithItem,
  payWithCard,
} from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { setFlags } from './stores.ts';

/**
 * The checkout's payment types and what goes with them (issue 12): a purchase order from the PO
 * threshold up, a bank transfer with the region's bank details, a VAT number in the UK store, a tax
 * exemption in the US store, and the third address line. Each journey registers its own customer
 * and sets the flags it needs; every flag is reset after it.
 */

test.describe.configure({ timeout: 150_000 });
test.afterEach(() => setFlags({}));

const on = (...names: string[]) => setFlags(Object.fromEntries(names.map((name) => [name, { value: true }])));

/** Record forms of level A programs: no qualification is needed. F439595 is not sold in the UK store. */
const US_FORMS = { program: 'F439595', item: 'F439595-RF25' };
const UK_FORMS = { program: 'F597975', item: 'F597975-RF25' };

const AUSTIN: AddressOf = {
  fullName: 'Jordan Lee',
  line1: '100 Congress Avenue',
  city: 'Austin',
  region: 'TX',
  postcode: '78701',
};
const LONDON: AddressOf = {
  fullName: 'Harriet Clarke',
  line1: '10 Whitehall',
  city: 'London',
  postcode: 'SW1A 2AS',
};

/** From the checkout page to the review: a new address the first time, the saved one after. */
async function toReview(page: Page, locale: Locale, address: AddressOf) {
  const m = checkoutTexts(locale);
  await page.goto(`/${locale}/checkout`);
  const saved = page.getByRole('group', { name: m.address.book });
  await expect(saved.or(page.getByRole('group', { name: m.address.newHeading }))).toBeVisible();
  if (await saved.isVisible())
    await page.getByRole('button', { name: m.steps.continue, exact: true }).click();
  else await addAddress(page, locale, address);
  await expect(page.getByRole('heading', { name: m.steps.delivery })).toBeFocused();
  await page.getByRole('button', { name: m.steps.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.steps.review })).toBeFocused();
  await expect(page.getByTestId('checkout-grand-total')).toBeVisible();
  return m;
}

async function expectConfirmation(page: Page, locale: Locale) {
  const m = checkoutTexts(locale).confirmation;
  await expect(page).toHaveURL(
    new RegExp(`/${locale}/checkout/confirmation\\?order=[A-Z]{2}-\\d{4}-\\d{6}$`),
  );
  await expect(page.getByRole('heading', { name: m.thanks })).toBeVisible();
  return m;
}

test('a purchase order is not offered below the PO threshold, and is placed on account above it', async ({
  page,
}) => {
  on('po-threshold');
  await customerWithItem(page, 'en-us', 'Morgan', US_FORMS, 1);
  let m = await toReview(page, 'en-us', AUSTIN);
  await changePayment(page, 'en-us');
  const purchaseOrder = page.getByRole('radio', { name: m.payment.types['purchase-order'] });
  await expect(purchaseOrder).toBeDisabled();
  await expect(page.getByText(m.payment.belowMinimum.split('{amount}')[0]!)).toContainText('$250.00');
  await expect(page.getByRole('radio', { name: m.payment.types.card })).toBeChecked();

  await addToCartIn(page, 'en-us', US_FORMS.program, US_FORMS.item, 2);
  m = await toReview(page, 'en-us', AUSTIN);
  await changePayment(page, 'en-us');
  await purchaseOrder.check();
  await page.getByRole('button', { name: m.steps.continue, exact: true }).click();
  await expect(page.getByText(m.payment.poNumberRequired)).toBeVisible();
  await expect(page.getByLabel(m.payment.poNumber)).toBeFocused();
  await page.getByLabel(m.payment.poNumber).fill('PO-2026-0042');
  await confirmPayment(page, 'en-us');
  await expect(page.getByTestId('checkout-payment-method')).toContainText(m.payment.types['purchase-order']);
  await page.getByRole('button', { name: m.review.placeOrder, exact: true }).click();

  const c = await expectConfirmation(page, 'en-us');
  await expect(page.getByTestId('payment-method')).toHaveText(c.methods['purchase-order']);
  await expect(page.getByTestId('purchase-order-number')).toHaveText('PO-2026-0042');
  await expect(page.getByTestId('payment-status')).toHaveText(c.paymentStatuses['on-account']);
  await expect(page.getByTestId('order-on-account')).toHaveText(c.onAccount);
});

test('a bank transfer waits for payment, with the reference and the bank details on the confirmation', async ({
  page,
}) => {
  on('bank-transfer');
  await customerWithItem(page, 'en-us', 'Morgan', US_FORMS, 1);
  const m = await toReview(page, 'en-us', AUSTIN);
  await changePayment(page, 'en-us');
  await page.getByRole('radio', { name: m.payment.types['bank-transfer'] }).check();
  await confirmPayment(page, 'en-us');
  await expect(page.getByText(m.review.bankNote)).toBeVisible();
  const total = await page.getByTestId('checkout-grand-total').textContent();
  await page.getByRole('button', { name: m.review.placeOrder, exact: true }).click();

  const c = await expectConfirmation(page, 'en-us');
  await expect(page.getByTestId('order-status')).toHaveText(c.orderStatuses['awaiting-payment']);
  await expect(page.getByTestId('payment-status')).toHaveText(c.paymentStatuses['awaiting-payment']);
  const details = page.getByTestId('bank-transfer-details');
  await expect(details).toContainText(c.reference);
  await expect(details).toContainText(c.accountName);
  await expect(details).toContainText(total!);
  await expect(details.getByRole('button', { name: `${c.copy} ${c.reference}` })).toBeVisible();
});

test('a VAT number in en-gb: an invalid one is refused at its field, a valid one is on the order', async ({
  page,
}) => {
  on('vat');
  await customerWithItem(page, 'en-gb', 'Morgan', UK_FORMS, 1);
  const m = await toReview(page, 'en-gb', LONDON);
  await changePayment(page, 'en-gb');
  const vat = page.getByLabel(m.payment.vatNumber);
  await vat.fill('GB123456789');
  await page.getByRole('button', { name: m.steps.continue, exact: true }).click();
  await expect(page.getByText(m.payment.refused.vatNumber)).toBeVisible();
  await expect(vat).toBeFocused();
  await expect(vat).toHaveAttribute('aria-invalid', 'true');

  await vat.fill('GB 980 7806 84');
  await confirmPayment(page, 'en-gb');
  await expect(page.getByText(m.review.vatNumber.replace('{number}', 'GB980780684'))).toBeVisible();
  await page.getByRole('button', { name: m.review.place }).click();
  await payWithCard(page, 'en-gb', '4242 4242 4242 4242');
  await expectConfirmation(page, 'en-gb');
  await expect(page.getByTestId('order-vat-number')).toHaveText('GB980780684');
});

test('a tax exemption in en-us: no tax at the review, the order in tax review', async ({ page }) => {
  await customerWithItem(page, 'en-us', 'Morgan', US_FORMS, 1);
  const m = await toReview(page, 'en-us', AUSTIN);
  await expect(page.getByText(m.review.noTax)).toBeHidden();
  await changePayment(page, 'en-us');
  await page.getByRole('checkbox', { name: m.payment.exempt }).check();
  await page.getByRole('radio', { name: m.payment.types['purchase-order'] }).check();
  await page.getByLabel(m.payment.poNumber).fill('PO-EXEMPT-7');
  await page.getByLabel(m.payment.certificate).fill('TX-EX-445566');
  await page.getByLabel(m.payment.jurisdiction).selectOption('TX');
  await page.getByLabel(m.payment.expiresOn).fill(`${new Date().getUTCFullYear() + 1}-06-30`);
  await confirmPayment(page, 'en-us');
  await expect(page.getByText(m.review.noTax)).toBeVisible();
  await expect(page.getByText(m.review.exemptNote)).toBeVisible();
  await page.getByRole('button', { name: m.review.placeOrder, exact: true }).click();

  const c = await expectConfirmation(page, 'en-us');
  await expect(page.getByTestId('order-status')).toHaveText(c.orderStatuses['tax-review']);
  await expect(page.getByTestId('order-tax-review')).toHaveText(c.taxReview);
});

test('the third address line is shown with its flag, saved and shown with the address', async ({ page }) => {
  on('line3-address-field');
  await customerWithItem(page, 'en-us', 'Morgan', US_FORMS, 1);
  const m = checkoutTexts('en-us');
  await page.goto('/en-us/checkout');
  await page.getByLabel(m.address.line3, { exact: true }).fill('Suite 400, North Tower');
  await addAddress(page, 'en-us', AUSTIN);
  await expect(page.getByRole('heading', { name: m.steps.delivery })).toBeFocused();
  await expect(page.locator('.checkout-step__summary address')).toContainText('Suite 400, North Tower');

  await page.reload();
  await expect(page.getByRole('group', { name: m.address.book })).toContainText('Suite 400, North Tower');
});
