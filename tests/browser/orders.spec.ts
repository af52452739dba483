import type { Page } from '@playwright/test';
import { registerCustomer } from './auth-helpers.ts';
import { addAddress, addToCartIn, checkoutTexts, payWithCard } from './checkout-helpers.ts';
import { messagesOf } from './content-data.ts';
import { expect, test } from './fixtures.ts';
import { ordersTexts } from './orders-helpers.ts';
import { setFlags } from './stores.ts';

/**
 * Order history, order detail, reorder and cancel (issue 12) with the order history flag on: a new
 * customer pays an order by card, finds it in their history and by search, opens it, orders it again
 * into the cart, and cancels it, which refunds the card. Another customer's order is the 404 page.
 */

test.describe.configure({ timeout: 180_000 });

const FORMS = { program: 'F439595', item: 'F439595-RF25' };
const HISTORY = '/en-us/my-account/orders';
const m = checkoutTexts('en-us');
const t = ordersTexts('en-us');

test.beforeEach(() => setFlags({ 'order-history': { value: true } }));
test.afterEach(() => setFlags({}));

const cartHandedOver = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/customer/cart') && r.request().method() === 'POST');

/** A new customer's order of two record forms, paid by card; answers its number. */
async function paidOrder(page: Page): Promise<string> {
  const handedOver = cartHandedOver(page);
  await registerCustomer(page, 'Morgan');
  await handedOver;
  await addToCartIn(page, 'en-us', FORMS.program, FORMS.item, 2);
  await page.goto('/en-us/checkout');
  await addAddress(page, 'en-us', {
    fullName: 'Morgan Tester',
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
  const number = await page.getByTestId('order-number').textContent();
  expect(number).toMatch(/^US-\d{4}-\d{6}$/);
  return number!;
}

test('a customer finds, searches, opens, reorders and cancels a paid order; the card is refunded', async ({
  page,
  browser,
}) => {
  const number = await paidOrder(page);

  // The history lists it, newest first, with its status words and total.
  await page.goto(HISTORY);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.titles.orders);
  const table = page.getByTestId('order-history-table');
  const row = table.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(t.statuses.order.processing);
  await expect(row).toContainText(t.statuses.payment.paid);
  await expect(row).toContainText(/\$\d+\.\d{2}/);

  // A search by number keeps the query in the address; a search for nothing says so.
  const search = page.getByRole('searchbox', { name: t.history.searchLabel });
  await search.fill(number);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?q=${number}$`));
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('searchbox', { name: t.history.searchLabel }).fill('no order is called this');
  await page
    .getByTestId('order-history')
    .getByRole('button', { name: t.history.search, exact: true })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'no order is called this' })).toBeVisible();

  // The detail: lines, payment, totals and the dated history.
  await page.goto(`${HISTORY}?q=${number}`);
  await page.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`${HISTORY}/${number}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t.titles.order.replace('{number}', number),
  );
  const lines = page.getByRole('table', { name: t.detail.linesCaption.replace('{number}', number) });
  await expect(lines.getByRole('row').filter({ hasText: FORMS.item })).toContainText('2');
  await expect(page.getByTestId('order-payment-status')).toHaveText(t.statuses.payment.paid);
  await expect(page.getByTestId('order-timeline')).toContainText(t.detail.actors.customer);
  await expect(page.getByTestId('order-timeline')).toContainText(t.detail.actors.provider);

  // Reorder: the cart holds the lines again, with the notice.
  await page.getByRole('button', { name: t.reorder.button }).click();
  await expect(page).toHaveURL(new RegExp(`/en-us/cart\\?reordered=${number}`));
  await expect(page.getByTestId('reorder-notice')).toContainText(t.reorder.added.replace('{number}', number));
  await expect(page.getByRole('main')).toContainText(FORMS.item);

  // Cancel: the dialog explains the refund, Escape keeps the order and gives the focus back.
  await page.goto(`${HISTORY}/${number}`);
  const cancel = page.getByRole('button', { name: t.cancel.button });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: t.cancel.dialogTitle.replace('{number}', number) });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t.cancel.explainPaid.split('{total}')[1]!.trim());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await cancel.press('Enter');
  await dialog.getByRole('button', { name: t.cancel.confirm }).click();
  await expect(page).toHaveURL(new RegExp(`${HISTORY}/${number}\\?cancelled=1$`));
  const refunded = t.cancel.refunded.replace('{number}', number).split('{total}')[0]!;
  await expect(page.getByRole('status').filter({ hasText: refunded })).toBeVisible();
  await expect(page.getByTestId('order-status')).toContainText(t.statuses.order.cancelled);
  await expect(page.getByTestId('order-status')).toContainText(t.statuses.payment.refunded);
  await expect(page.getByTestId('order-payment-status')).toHaveText(t.statuses.payment.refunded);
  await expect(page.getByRole('button', { name: t.cancel.button })).toHaveCount(0);

  // Another customer opening that order's address gets the store's 404 page.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  const handedOver = cartHandedOver(other);
  await registerCustomer(other, 'Riley');
  await handedOver;
  const response = await other.goto(`${HISTORY}/${number}`);
  expect(response?.status()).toBe(404);
  await expect(
    other.getByRole('heading', { level: 1, name: messagesOf('en-us').notFound.title }),
  ).toBeVisible();
  await context.close();
});
