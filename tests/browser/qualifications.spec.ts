import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { COMMERCE_BASE_PATH, operatorQualificationListSchema } from '@store/contracts/commerce';
import type enQualifications from '../../apps/storefront/src/features/qualifications/messages/en-us.json';
import { registerCustomer } from './auth-helpers.ts';
import { addAddress, checkoutTexts, payWithCard } from './checkout-helpers.ts';
import { cartTexts, chooseAndAdd, productTexts, purchaseForm } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { OPERATOR_API_KEY, ROOT, setFlags, STORES } from './stores.ts';

/**
 * The qualification gate (docs/qualifications.md): a customer holding level B sees a level C
 * product marked as not held and flagged in the cart; they submit a qualification with a PDF, an
 * operator approves it through the operator API, and the product shows as held and the cart no
 * longer flags it; checkout refuses the order before the approval and takes it after. A new customer
 * each run, so that the journey can be repeated on the same store.
 */

const LOCALE = 'en-us';
const CEDAR = 'C300789';
const CEDAR_KIT = `${CEDAR}-KIT`;
const texts = JSON.parse(
  readFileSync(join(ROOT, 'apps/storefront/src/features/qualifications/messages', `${LOCALE}.json`), 'utf8'),
) as typeof enQualifications;
const product = productTexts(LOCALE);
const cart = cartTexts(LOCALE);
const operatorApi = `http://127.0.0.1:${STORES.main.platformPort}${COMMERCE_BASE_PATH}/operator/qualifications`;
const operatorHeaders = { 'x-operator-key': OPERATOR_API_KEY };
const checkout = checkoutTexts(LOCALE);

/** From the cart to the review with the standard delivery; the address is new the first time, then the book's. */
async function toReview(page: Page, firstTime: boolean) {
  await page.goto(`/${LOCALE}/checkout`);
  if (firstTime) {
    await addAddress(page, LOCALE, {
      fullName: 'Quinn Rivera',
      line1: '12 Elm Street',
      city: 'Austin',
      region: 'TX',
      postcode: '78701',
    });
  } else {
    await page.getByRole('radio', { name: /12 Elm Street/ }).check();
    await page.getByRole('button', { name: checkout.steps.continue, exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: checkout.steps.delivery })).toBeFocused();
  await page.getByRole('radio', { name: new RegExp(`^${checkout.delivery.standard}`) }).check();
  await page.getByRole('button', { name: checkout.steps.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: checkout.steps.review })).toBeFocused();
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test.beforeAll(() =>
  setFlags({
    'account-qualifications': {
      value: { activeQualifications: ['degree', 'certification', 'accredited-institution', 'organisation'] },
    },
  }),
);
test.afterAll(() => setFlags({}));

/** Fills and sends the submission form of /my-account/qualifications with a PDF named `fileName`. */
async function submitQualification(page: Page, level: string, fileName: string) {
  await page.getByLabel(texts.type).selectOption('degree');
  await page.getByLabel(texts.level).selectOption(level);
  await page.getByLabel(texts.details).fill(`Evidence for level ${level}`);
  await page
    .getByLabel(texts.document)
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByTestId('qualification-submitted')).toHaveText(texts.submitted);
}

/** Approves the pending submission of the file named `fileName` at `level`, as an operator. */
async function approve(request: APIRequestContext, fileName: string, level: string) {
  const pending = operatorQualificationListSchema.parse(
    await (await request.get(`${operatorApi}?perPage=100&order=desc`, { headers: operatorHeaders })).json(),
  );
  const submission = pending.data.find((q) => q.document.fileName === fileName);
  expect(submission).toMatchObject({ siteId: 'usassessments', level, status: 'pending' });
  const approved = await request.post(`${operatorApi}/${submission!.id}/approve`, {
    headers: operatorHeaders,
    data: { level, expiresOn: `${new Date().getUTCFullYear() + 2}-12-31` },
  });
  expect(approved.status()).toBe(200);
}

test('a level-B customer qualifies for a level-C product: submitted, approved by an operator, then held', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const username = await registerCustomer(page, 'Quinn');
  const records = page.getByTestId('qualification-records');
  const status = page.getByTestId('qualification-status');

  // The customer holds level B.
  await page.goto(`/${LOCALE}/my-account/qualifications`);
  await expect(page.getByTestId('held-levels')).toHaveText(texts.noLevelsHeld);
  await submitQualification(page, 'B', `${username}-masters.pdf`);
  await approve(request, `${username}-masters.pdf`, 'B');

  // A level C product is not theirs to buy yet, and the cart says so.
  await page.goto(`/${LOCALE}/p/${CEDAR}`);
  await expect(status).toHaveAttribute('data-held', 'false');
  await expect(status).toContainText(product.qualificationNotHeld!);
  await chooseAndAdd(page, LOCALE, CEDAR_KIT);
  await expect(purchaseForm(page).getByRole('status')).toContainText(product.viewCart!);
  await page.goto(`/${LOCALE}/cart`);
  const flag = page.getByRole('row').filter({ hasText: CEDAR_KIT }).getByTestId('qualification-needed');
  await expect(flag).toBeVisible();

  // Checkout refuses it too, naming the line and the level, with the way to submit one.
  await toReview(page, true);
  await expect(page.getByTestId('checkout-qualification-lines')).toContainText(CEDAR_KIT);
  await expect(page.getByRole('link', { name: checkout.refusals.qualificationLink })).toBeVisible();
  await expect(page.getByRole('button', { name: checkout.review.place })).toHaveCount(0);

  await page.goto(`/${LOCALE}/cart`);
  await flag.getByRole('link', { name: cart.qualificationSubmit }).click();

  // The form says what is wrong before anything is sent: nothing chosen, then a text file named .pdf.
  await expect(page).toHaveURL(new RegExp(`/${LOCALE}/my-account/qualifications$`));
  await expect(page.getByTestId('held-levels')).toContainText('B');
  await page.getByRole('button', { name: texts.submit }).click();
  const problems = page.getByRole('alert').filter({ hasText: texts.errors.document });
  await expect(problems).toContainText(texts.errorSummary);
  await page.getByLabel(texts.document).setInputFiles({
    name: 'doctorate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf at all'),
  });
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: texts.errors.wrongType })).toBeVisible();

  const doctorate = `${username}-doctorate.pdf`;
  await submitQualification(page, 'C', doctorate);
  const row = records.getByRole('row').filter({ hasText: doctorate });
  await expect(row).toContainText(texts.statuses.pending);

  // The operator API answers only its own key; the operator approves the doctorate.
  expect((await request.get(operatorApi)).status()).toBe(401);
  await approve(request, doctorate, 'C');
  await page.reload();
  await expect(row).toContainText(texts.statuses.approved);
  await expect(page.getByTestId('held-levels')).toContainText('C');

  await page.goto(`/${LOCALE}/p/${CEDAR}`);
  await expect(status).toHaveAttribute('data-held', 'true');
  await expect(status).toHaveText(product.qualificationHeld!);
  await page.goto(`/${LOCALE}/cart`);
  await expect(page.getByRole('row').filter({ hasText: CEDAR_KIT })).toBeVisible();
  await expect(page.getByTestId('qualification-needed')).toHaveCount(0);

  // Now the order goes through and is paid.
  await toReview(page, false);
  await expect(page.getByTestId('checkout-qualification-lines')).toHaveCount(0);
  await page.getByRole('button', { name: checkout.review.place }).click();
  await payWithCard(page, LOCALE, '4242 4242 4242 4242');
  await expect(page.getByTestId('payment-status')).toHaveText(checkout.confirmation.paymentStatuses.paid);
});
