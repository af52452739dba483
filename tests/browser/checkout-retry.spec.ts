import { COMMERCE_BASE_PATH, COMMERCE_HEADERS, orderListSchema } from '@store/contracts/commerce';
import type { Page } from '@playwright/test';
import { registerCustomer } from './auth-helpers.ts';
import { addAddress, addToCartIn, checkoutTexts, paymentPageTexts, payWithCard } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { PLATFORM_KEY, setFlags, STORES } from './stores.ts';

/**
 * A card payment not completed on the provider's page (the checkout-retry flag): with the flag on,
 * checkout keeps the unpaid order with its reason and pays it on a new page; with it off, coming
 * back gives the order up and the cart is as it was.
 */

test.describe.configure({ timeout: 150_000 });
test.afterEach(() => setFlags({}));

const FORMS = { program: 'F439595', item: 'F439595-RF25' };
const m = checkoutTexts('en-us');
const sandbox = paymentPageTexts('en-us');

/** A fresh customer with record forms in the cart, at checkout's review step. */
async function readyToPlace(page: Page) {
  const handedOver = page.waitForResponse(
    (r) => r.url().includes('/api/customer/cart') && r.request().method() === 'POST',
  );
  await registerCustomer(page, 'Robin');
  await handedOver;
  await addToCartIn(page, 'en-us', FORMS.program, FORMS.item, 1);
  await page.goto('/en-us/checkout');
  await addAddress(page, 'en-us', {
    fullName: 'Robin Tester',
    line1: '1 Main Street',
    city: 'Portland',
    region: 'OR',
    postcode: '97201',
  });
  await expect(page.getByRole('heading', { name: m.steps.delivery })).toBeFocused();
  await page.getByRole('radio', { name: new RegExp(`^${m.delivery.standard}`) }).check();
  await page.getByRole('button', { name: m.steps.continue }).click();
  await expect(page.getByRole('heading', { name: m.steps.review })).toBeFocused();
}

/** The signed-in customer's orders, as commerce has them. */
async function orders(page: Page) {
  const cookies = await page.context().cookies();
  const cookie = (name: string) => cookies.find((c) => c.name === name)?.value ?? '';
  const response = await page.request.get(
    `http://127.0.0.1:${STORES.main.platformPort}${COMMERCE_BASE_PATH}/users/${cookie('cart-owner-usassessments')}/orders`,
    {
      headers: {
        authorization: `Bearer ${cookie('cart-token-usassessments')}`,
        [COMMERCE_HEADERS.siteId]: 'usassessments',
        [COMMERCE_HEADERS.apiKey]: PLATFORM_KEY,
      },
    },
  );
  expect(response.status()).toBe(200);
  return orderListSchema.parse(await response.json()).orders;
}

test('flag on: a declined card keeps the order in checkout with its reason, and Try again pays it', async ({
  page,
}) => {
  setFlags({ 'checkout-retry': { value: true } });
  await readyToPlace(page);
  await page.getByRole('button', { name: m.review.place }).click();
  await payWithCard(page, 'en-us', '4000 0000 0000 0002');
  await expect(page.getByText(sandbox.declines.generic_decline)).toBeVisible();
  // The failure is the provider's word, by its webhook: wait for it before leaving the page.
  await expect.poll(async () => (await orders(page))[0]?.paymentStatus).toBe('failed');
  const [order] = await orders(page);
  await page.getByRole('link', { name: sandbox.cancel }).click();
  await expect(page).toHaveURL(new RegExp(`/en-us/checkout\\?cancelled=${order!.number}$`));

  await expect(
    page.getByRole('heading', { name: m.retry.heading.replace('{number}', order!.number) }),
  ).toBeVisible();
  await expect(page.getByTestId('payment-failure')).toHaveText(m.retry.reasons.declined);
  await expect(page.getByRole('button', { name: m.retry.otherWay })).toBeVisible();
  await page.getByRole('button', { name: m.retry.tryAgain }).click();
  await payWithCard(page, 'en-us', '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/en-us/checkout/confirmation\\?order=${order!.number}$`));
  await expect(page.getByTestId('payment-status')).toHaveText(m.confirmation.paymentStatuses.paid);
  expect(await orders(page)).toHaveLength(1);
});

test('flag on: Choose another way to pay gives the order up and shows checkout with the cart as it was', async ({
  page,
}) => {
  setFlags({ 'checkout-retry': { value: true } });
  await readyToPlace(page);
  await page.getByRole('button', { name: m.review.place }).click();
  await expect(page).toHaveURL(/\/payments\/pay\/cs_/);
  await page.getByRole('link', { name: sandbox.cancel }).click();
  await expect(page.getByTestId('payment-failure')).toHaveText(m.retry.reasons.notCompleted);
  await page.getByRole('button', { name: m.retry.otherWay }).click();
  await expect(page.getByRole('status').filter({ hasText: m.retry.notCompleted })).toBeVisible();
  await expect(page.getByRole('heading', { name: m.checkout.reviewHeading })).toBeVisible();
  await expect(page.getByText(FORMS.item).first()).toBeVisible();
  expect((await orders(page))[0]?.status).toBe('cancelled');
});

test('flag off: leaving the provider’s page gives the order up and the cart is as it was', async ({
  page,
}) => {
  await readyToPlace(page);
  await page.getByRole('button', { name: m.review.place }).click();
  await expect(page).toHaveURL(/\/payments\/pay\/cs_/);
  await page.getByRole('link', { name: sandbox.cancel }).click();
  await expect(page).toHaveURL(/\/en-us\/checkout\?cancelled=US-\d{4}-\d{6}$/);
  await expect(page.getByRole('status').filter({ hasText: m.retry.notCompleted })).toBeVisible();
  await expect(page.getByRole('heading', { name: m.checkout.reviewHeading })).toBeVisible();
  await expect(page.getByText(FORMS.item).first()).toBeVisible();
  await expect(page.getByRole('button', { name: m.retry.tryAgain })).toHaveCount(0);
  const [order] = await orders(page);
  expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
});
