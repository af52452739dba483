import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type enQualifications from '../../apps/storefront/src/features/qualifications/messages/en-us.json';
import { CONSOLE_MESSAGES } from '../../apps/operations/src/i18n/console-messages.ts';
import { en as orderTexts } from '../../apps/operations/src/resources/orders/messages.ts';
import { en as qualificationTexts } from '../../apps/operations/src/resources/qualifications/messages.ts';
import { registerCustomer } from './auth-helpers.ts';
import { addAddress, addToCartIn, checkoutTexts, payWithCard } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { ordersTexts } from './orders-helpers.ts';
import { demoStaff, STAFF_PASSWORD, staffCode } from './staff-helpers.ts';
import { operationsUrl, ROOT, setFlags } from './stores.ts';

/**
 * The operations console at work (issue 15): a member of staff signs in with password and one-time
 * code, ships part of a customer's card order, and approves a customer's qualification; each time the
 * customer's pages in the store show the result. A new customer each run.
 */

const LOCALE = 'en-us';
const login = CONSOLE_MESSAGES.en.ops.login;
const orders = orderTexts.ops.orders;
const reviews = qualificationTexts.ops.qualifications;
/** Record forms of a level A program: no qualification needed, and a parcel to ship. */
const FORMS = { program: 'F439595', item: 'F439595-RF25' };
const qualificationPage = JSON.parse(
  readFileSync(join(ROOT, 'apps/storefront/src/features/qualifications/messages', `${LOCALE}.json`), 'utf8'),
) as typeof enQualifications;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test.describe.configure({ timeout: 180_000 });

/** A console page of its own (the store's page keeps the customer), signed in as `username`. */
async function consoleAs(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${operationsUrl()}/login`);
  await page.getByLabel(login.username).fill(username);
  await page.getByLabel(login.password).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: login.next }).click();
  const code = page.getByLabel(login.code);
  await expect(code).toBeFocused();
  await code.fill(await staffCode(username));
  // Enter submits the form: the keyboard alone signs in.
  await code.press('Enter');
  // The console opens on its dashboard, the member's name in its bar.
  const member = demoStaff(username);
  await expect(page.getByRole('banner')).toContainText(`${member.givenName} ${member.familyName}`);
  return page;
}

const cartHandedOver = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/customer/cart') && r.request().method() === 'POST');

test('a card order shipped in part in the console shows its carrier and tracking number to the customer', async ({
  page,
  browser,
}) => {
  const checkout = checkoutTexts(LOCALE);
  const handedOver = cartHandedOver(page);
  await registerCustomer(page, 'Rowan');
  await handedOver;
  await addToCartIn(page, LOCALE, FORMS.program, FORMS.item, 2);
  await page.goto(`/${LOCALE}/checkout`);
  await addAddress(page, LOCALE, {
    fullName: 'Rowan Ellis',
    line1: '1 Main Street',
    city: 'Portland',
    region: 'OR',
    postcode: '97201',
  });
  await expect(page.getByRole('heading', { name: checkout.steps.delivery })).toBeFocused();
  await page.getByRole('radio', { name: new RegExp(`^${checkout.delivery.standard}`) }).check();
  await page.getByRole('button', { name: checkout.steps.continue }).click();
  await expect(page.getByRole('heading', { name: checkout.steps.review })).toBeFocused();
  await page.getByRole('button', { name: checkout.review.place }).click();
  await payWithCard(page, LOCALE, '4242 4242 4242 4242');
  await expect(page.getByTestId('payment-status')).toHaveText(checkout.confirmation.paymentStatuses.paid);
  const number = (await page.getByTestId('order-number').textContent())!.trim();

  const ops = await consoleAs(browser, 'ops.admin');
  await ops.goto(`${operationsUrl()}/#/orders/${encodeURIComponent(number)}/show`);
  await expect(ops.getByRole('heading', { level: 1 })).toContainText(number);
  await ops.getByRole('button', { name: orders.actions.ship }).click();
  const dialog = ops.getByRole('dialog');
  await expect(dialog.getByLabel(orders.fields.carrier)).toBeFocused();
  await dialog.getByLabel(orders.fields.carrier).fill('Parcelways');
  await dialog.getByLabel(orders.fields.tracking_number).fill('PW-4471-0093');
  await dialog.getByRole('spinbutton').fill('1');
  await dialog.getByRole('button', { name: orders.actions.ship }).click();
  await expect(ops.getByText(orders.done.shipped)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(ops.getByText(orders.status['partially-shipped']).first()).toBeVisible();

  const customer = ordersTexts(LOCALE);
  await page.goto(`/${LOCALE}/my-account/orders/${number}`);
  await expect(page.getByText(/Parcelways/)).toBeVisible();
  await expect(page.getByText(new RegExp(`${customer.detail.trackingNumber}: PW-4471-0093`))).toBeVisible();
});

test('a qualification approved in the console shows the level approved on the customer’s page', async ({
  page,
  browser,
}) => {
  await setFlags({
    'account-qualifications': {
      value: { activeQualifications: ['degree', 'certification', 'accredited-institution', 'organisation'] },
    },
  });
  try {
    const username = await registerCustomer(page, 'Sasha');
    const fileName = `${username}-masters.pdf`;
    await page.goto(`/${LOCALE}/my-account/qualifications`);
    await page.getByLabel(qualificationPage.type).selectOption('degree');
    await page.getByLabel(qualificationPage.level).selectOption('B');
    await page.getByLabel(qualificationPage.details).fill('Master of Education, 2019');
    await page
      .getByLabel(qualificationPage.document)
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: qualificationPage.submit }).click();
    await expect(page.getByTestId('qualification-submitted')).toHaveText(qualificationPage.submitted);

    const ops = await consoleAs(browser, 'ops.admin');
    await ops.goto(`${operationsUrl()}/#/qualifications`);
    const search = ops.getByRole('textbox', { name: /search/i });
    await search.fill(username);
    const row = ops.getByRole('row').filter({ hasText: username });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: reviews.approve }).click();
    const dialog = ops.getByRole('dialog');
    await dialog.getByRole('button', { name: reviews.approve }).click();
    await expect(ops.getByText(reviews.approved)).toBeVisible();

    await page.reload();
    const records = page.getByTestId('qualification-records');
    await expect(records.getByRole('row').filter({ hasText: fileName })).toContainText(
      qualificationPage.statuses.approved,
    );
    await expect(page.getByTestId('held-levels')).toContainText('B');
  } finally {
    await setFlags({});
  }
});
