import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type enOrderStatus from '../../apps/storefront/src/features/order-status/messages/en-us.json';
import { registerCustomer } from './auth-helpers.ts';
import { addAddress, addToCartIn, checkoutTexts, ordersOf, payWithCard } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { ROOT } from './stores.ts';

/**
 * Order status (/store/{site}/{lang}/order-status): the signed-in customer's recent orders, and a
 * lookup for anyone by order number and the email or postcode it was ordered with, which shows
 * states, items and tracking but no address or price, and answers a wrong detail as a missing order.
 */

test.describe.configure({ timeout: 150_000 });

const FORMS = { program: 'F439595', item: 'F439595-RF25' };
const PATH = '/store/usassessments/en/order-status';
const m = checkoutTexts('en-us');
const t = JSON.parse(
  readFileSync(join(ROOT, 'apps/storefront/src/features/order-status/messages/en-us.json'), 'utf8'),
) as typeof enOrderStatus;

/** A new customer's paid order of record forms, delivered to Portland, OR 97201. */
async function paidOrder(page: Page): Promise<{ number: string; email: string }> {
  const handedOver = page.waitForResponse(
    (r) => r.url().includes('/api/customer/cart') && r.request().method() === 'POST',
  );
  const username = await registerCustomer(page, 'Jordan');
  await handedOver;
  await addToCartIn(page, 'en-us', FORMS.program, FORMS.item, 2);
  await page.goto('/en-us/checkout');
  await addAddress(page, 'en-us', {
    fullName: 'Jordan Tester',
    line1: '1 Main Street',
    city: 'Portland',
    region: 'OR',
    postcode: '97201',
  });
  await expect(page.getByRole('heading', { name: m.steps.delivery })).toBeFocused();
  await page.getByRole('radio', { name: new RegExp(`^${m.delivery.standard}`) }).check();
  await page.getByRole('button', { name: m.steps.continue }).click();
  await expect(page.getByRole('heading', { name: m.steps.review })).toBeFocused();
  await page.getByRole('button', { name: m.review.place }).click();
  await payWithCard(page, 'en-us', '4242 4242 4242 4242');
  await expect(page.getByTestId('payment-status')).toHaveText(m.confirmation.paymentStatuses.paid);
  const [order] = await ordersOf(page, 'en-us');
  return { number: order!.number, email: `${username}@example.com` };
}

async function lookUp(page: Page, number: string, by: { email: string } | { postcode: string }) {
  await page.getByLabel(t.lookup.orderNumber, { exact: true }).fill(number);
  await page.getByLabel(t.lookup.email, { exact: true }).fill('email' in by ? by.email : '');
  await page.getByLabel(t.lookup.postcode, { exact: true }).fill('postcode' in by ? by.postcode : '');
  await page.getByRole('button', { name: t.lookup.submit }).click();
}

test('a customer sees their order, and a guest looks it up by email or postcode; a wrong detail answers as none', async ({
  page,
  browser,
}) => {
  const order = await paidOrder(page);
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  const recent = page.getByRole('region', { name: t.recent.heading });
  await expect(recent.getByRole('link', { name: order.number })).toHaveAttribute(
    'href',
    `/en-us/my-account/orders/${order.number}`,
  );
  await expect(recent.getByRole('row').filter({ hasText: order.number })).toContainText(
    t.orderStatuses.processing,
  );

  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  await guest.goto(PATH);
  await expect(guest.getByRole('region', { name: t.recent.heading })).toHaveCount(0);

  await lookUp(guest, order.number.toLowerCase(), { email: order.email.toUpperCase() });
  const result = guest.getByRole('heading', { name: t.result.heading.replace('{number}', order.number) });
  await expect(result).toBeFocused();
  const states = guest.getByTestId('order-status-states');
  await expect(states).toContainText(t.orderStatuses.processing);
  await expect(states).toContainText(t.paymentStatuses.paid);
  await expect(states).toContainText(t.fulfilmentStatuses.unfulfilled);
  await expect(guest.getByRole('row').filter({ hasText: FORMS.item })).toContainText('2');
  await expect(guest.getByText(t.result.noTracking)).toBeVisible();
  const main = guest.getByRole('main');
  for (const hidden of ['Portland', '1 Main Street', '97201', '$'])
    await expect(main).not.toContainText(hidden);

  await lookUp(guest, order.number, { postcode: ' 972 01 ' });
  await expect(result).toBeFocused();

  await lookUp(guest, order.number, { email: 'someone.else@example.com' });
  await expect(guest.getByRole('alert').filter({ hasText: t.lookup.notFound })).toBeVisible();
  await expect(result).toHaveCount(0);
  await lookUp(guest, 'US-2020-999999', { email: order.email });
  await expect(guest.getByRole('alert').filter({ hasText: t.lookup.notFound })).toBeVisible();
  await context.close();
});
