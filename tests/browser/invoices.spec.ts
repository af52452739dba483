import { readFileSync } from 'node:fs';
import type { InvoiceSummary } from '@store/contracts/commerce';
import type { Download, Locator, Page } from '@playwright/test';
import { submitSignIn } from './auth-helpers.ts';
import { payWithCard, paymentPageTexts } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import {
  fill,
  invoiceOf,
  invoicedOrder,
  invoicePaymentTexts,
  invoicesOf,
  invoicesTexts,
  minorMoney,
  newCustomerIn,
  pdfText,
  plainAmount,
  recordTransferReceived,
  type InvoiceLocale,
} from './invoices-helpers.ts';
import { STORES } from './stores.ts';

/**
 * The invoice portal (issue 13, docs/invoice-payments.md): a customer's invoices listed, paid by card
 * on the provider's page (one, several with a part amount, a declined card first) or by bank
 * transfer that an operator records, downloaded as PDF and CSV; a visitor is asked to sign in; an
 * invoice paid meanwhile is refused before the customer leaves the store. Each journey registers its
 * own customer, whose purchase-order orders of digital items are invoiced at placement.
 */

test.describe.configure({ timeout: 120_000 });

/** Digital items of a level A program, sold in the US, Dutch and Japanese stores. */
const SUBSCRIPTION = { itemCode: 'F439595-DIG1Y', quantity: 1 };
const TRAINING = { itemCode: 'F439595-TRN', quantity: 1 };
const CARD = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const RECEIPT = /^[A-Z]{2}-RC-\d{4}-\d{6}$/;

const amount = (invoice: InvoiceSummary, minor: number, locale: InvoiceLocale) =>
  minorMoney(minor, invoice.currency, locale);

const rowOf = (page: Page, number: string) =>
  page.getByTestId('invoice-row').filter({ has: page.getByRole('link', { name: number, exact: true }) });

/** A cell of a row of the invoice list, by its column's heading. */
async function cellOf(page: Page, row: Locator, heading: string): Promise<Locator> {
  // The list appears once the page knows who is signed in: the row first, then the table's headings.
  await expect(row).toBeVisible();
  const headings = await page.getByTestId('invoice-table').locator('thead th').allTextContents();
  expect(headings).toContain(heading);
  return row.locator('th, td').nth(headings.indexOf(heading));
}

/**
 * The provider's return: the confirmation of a paid payment, with its receipt number. It is
 * addressed by one of the invoices the payment covers.
 */
async function expectPaidConfirmation(
  page: Page,
  locale: InvoiceLocale,
  ...invoiceIds: string[]
): Promise<string> {
  const c = invoicePaymentTexts(locale).confirmation;
  await expect(page).toHaveURL(
    new RegExp(`/${locale}/invoices/(${invoiceIds.join('|')})/payment/confirmation\\?payment=[0-9a-f-]{36}$`),
  );
  await expect(page.getByRole('heading', { name: c.paidHeading })).toBeVisible({ timeout: 20_000 });
  const receipt = page.getByTestId('invoice-payment-receipt');
  await expect(receipt).toHaveText(RECEIPT);
  return (await receipt.textContent()) ?? '';
}

const allocationOf = (page: Page, number: string) =>
  page.getByTestId('invoice-payment-allocations').getByRole('row').filter({ hasText: number });

async function downloaded(download: Promise<Download>): Promise<{ name: string; bytes: Buffer }> {
  const file = await download;
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

test('en-us: an open invoice paid by card; the list then shows it paid, a reload pays nothing twice', async ({
  page,
}) => {
  await newCustomerIn(page, 'en-us');
  const invoice = await invoicedOrder(page, 'en-us', [SUBSCRIPTION]);
  const t = invoicesTexts('en-us');
  const p = invoicePaymentTexts('en-us');
  const total = amount(invoice, invoice.total, 'en-us');

  await page.goto('/en-us/invoices');
  const row = rowOf(page, invoice.number);
  await expect(await cellOf(page, row, t.list.statusColumn)).toHaveText(t.statuses.open);
  await expect(await cellOf(page, row, t.list.balance)).toHaveText(total);
  await row.getByRole('checkbox', { name: fill(t.list.selectInvoice, { number: invoice.number }) }).check();
  await expect(page.getByTestId('invoice-selection-total')).toHaveText(
    fill(t.list.selectionTotal, { count: '1', total }),
  );
  await page.getByRole('button', { name: t.list.pay }).click();

  await expect(page).toHaveURL(new RegExp(`/en-us/invoices/${invoice.id}/payment\\?`));
  await expect(page.getByTestId('invoice-payment-total')).toHaveText(total);
  await page.getByRole('button', { name: p.payment.pay, exact: true }).click();
  await payWithCard(page, 'en-us', CARD);
  const receipt = await expectPaidConfirmation(page, 'en-us', invoice.id);
  await expect(page.getByTestId('invoice-payment-balance')).toHaveText(amount(invoice, 0, 'en-us'));
  await page.reload();
  await expect(page.getByRole('heading', { name: p.confirmation.paidHeading })).toBeVisible();
  await expect(page.getByTestId('invoice-payment-receipt')).toHaveText(receipt);

  await page.goto('/en-us/invoices');
  await expect(await cellOf(page, row, t.list.statusColumn)).toHaveText(t.statuses.paid);
  await expect(row).toContainText(t.list.notPayable.paid);
  await page.goto(`/en-us/invoices/${invoice.id}`);
  const payments = page.getByTestId('invoice-payments').locator('tbody tr');
  await expect(payments).toHaveCount(1);
  await expect(payments).toContainText(receipt);
  const paid = await invoiceOf(page, 'en-us', invoice.id);
  expect(paid.payments).toHaveLength(1);
  expect(paid.paid).toBe(invoice.total);
});

test('nl-nl: two invoices in one card payment, part of one; the rest stays as its balance', async ({
  page,
}) => {
  await newCustomerIn(page, 'nl-nl');
  const whole = await invoicedOrder(page, 'nl-nl', [SUBSCRIPTION]);
  const part = await invoicedOrder(page, 'nl-nl', [TRAINING]);
  const t = invoicesTexts('nl-nl');
  const p = invoicePaymentTexts('nl-nl');
  const partAmount = 5000;
  expect(part.payable).toBeGreaterThan(partAmount);
  const expected = amount(whole, whole.payable + partAmount, 'nl-nl');

  await page.goto('/nl-nl/invoices');
  for (const invoice of [whole, part]) {
    await page
      .getByRole('checkbox', { name: fill(t.list.selectInvoice, { number: invoice.number }) })
      .check();
  }
  await expect(page.getByTestId('invoice-selection-total')).toHaveText(
    fill(t.list.selectionTotal, { count: '2', total: amount(whole, whole.payable + part.payable, 'nl-nl') }),
  );
  await page
    .getByRole('spinbutton', { name: fill(t.list.amountFor, { number: part.number }) })
    .fill(plainAmount(partAmount, part.currency));
  await expect(page.getByTestId('invoice-selection-total')).toHaveText(
    fill(t.list.selectionTotal, { count: '2', total: expected }),
  );
  await page.getByRole('button', { name: t.list.pay }).click();

  await expect(page.getByTestId('invoice-payment-line')).toHaveCount(2);
  await expect(page.getByTestId('invoice-payment-total')).toHaveText(expected);
  await page.getByRole('button', { name: p.payment.pay, exact: true }).click();
  await payWithCard(page, 'nl-nl', CARD);
  await expectPaidConfirmation(page, 'nl-nl', whole.id, part.id);
  await expect(page.getByTestId('invoice-payment-amount')).toHaveText(expected);
  await expect(allocationOf(page, whole.number).getByTestId('invoice-payment-balance')).toHaveText(
    amount(whole, 0, 'nl-nl'),
  );
  await expect(allocationOf(page, part.number).getByTestId('invoice-payment-balance')).toHaveText(
    amount(part, part.balance - partAmount, 'nl-nl'),
  );

  await page.goto('/nl-nl/invoices');
  await expect(await cellOf(page, rowOf(page, whole.number), t.list.statusColumn)).toHaveText(
    t.statuses.paid,
  );
  const partRow = rowOf(page, part.number);
  await expect(await cellOf(page, partRow, t.list.statusColumn)).toHaveText(t.statuses['partially-paid']);
  await expect(await cellOf(page, partRow, t.list.balance)).toHaveText(
    amount(part, part.balance - partAmount, 'nl-nl'),
  );
});

test('ja-jp: a bank transfer gives the reference and the amount in yen; the operator records it and the invoice is paid', async ({
  page,
}) => {
  await newCustomerIn(page, 'ja-jp');
  const invoice = await invoicedOrder(page, 'ja-jp', [SUBSCRIPTION]);
  const t = invoicesTexts('ja-jp');
  const p = invoicePaymentTexts('ja-jp');
  const yen = amount(invoice, invoice.total, 'ja-jp');

  await page.goto(`/ja-jp/invoices/${invoice.id}`);
  await page.getByRole('link', { name: t.detail.pay }).click();
  await expect(page).toHaveURL(new RegExp(`/ja-jp/invoices/${invoice.id}/payment`));
  await page.getByRole('radio', { name: p.payment.methods['bank-transfer'] }).check();
  await page.getByRole('button', { name: p.payment.pay, exact: true }).click();

  await expect(page.getByRole('heading', { name: p.confirmation.bankHeading })).toBeVisible();
  const receipt = (await page.getByTestId('invoice-payment-receipt').textContent()) ?? '';
  expect(receipt).toMatch(RECEIPT);
  await expect(
    page.getByText(fill(p.confirmation.bankIntro, { amount: yen, reference: receipt })),
  ).toBeVisible();
  const details = page.getByTestId('bank-transfer-details');
  await expect(details).toContainText(receipt);
  await expect(details).toContainText(yen);

  await page.goto(`/ja-jp/invoices/${invoice.id}`);
  const payment = page.getByTestId('invoice-payments').locator('tbody tr').filter({ hasText: receipt });
  await expect(payment).toContainText(t.detail.paymentStatuses.pending);
  await expect(page.getByTestId('invoice-status')).toHaveText(t.statuses.open);

  await recordTransferReceived(page, receipt);
  await page.reload();
  await expect(page.getByTestId('invoice-status')).toHaveText(t.statuses.paid);
  await expect(payment).toContainText(t.detail.paymentStatuses.paid);
});

test('en-us: a declined card is said on the provider’s page, then another card pays the invoice', async ({
  page,
}) => {
  await newCustomerIn(page, 'en-us');
  const invoice = await invoicedOrder(page, 'en-us', [TRAINING]);
  const t = invoicesTexts('en-us');
  const p = invoicePaymentTexts('en-us');

  await page.goto(`/en-us/invoices/${invoice.id}`);
  await page.getByRole('link', { name: t.detail.pay }).click();
  await page.getByRole('button', { name: p.payment.pay, exact: true }).click();
  await payWithCard(page, 'en-us', DECLINED);
  await expect(page.getByText(paymentPageTexts('en-us').declines.generic_decline)).toBeVisible();
  await payWithCard(page, 'en-us', CARD);
  await expectPaidConfirmation(page, 'en-us', invoice.id);
  await expect(page.getByTestId('invoice-payment-balance')).toHaveText(amount(invoice, 0, 'en-us'));
  const paid = await invoiceOf(page, 'en-us', invoice.id);
  expect(paid.status).toBe('paid');
  expect(paid.payments.map((payment) => payment.status)).toEqual(['paid']);
});

test('ja-jp: the PDF downloaded from the list names the invoice number and its total in yen', async ({
  page,
}) => {
  await newCustomerIn(page, 'ja-jp');
  const invoice = await invoicedOrder(page, 'ja-jp', [SUBSCRIPTION]);
  const t = invoicesTexts('ja-jp');

  await page.goto('/ja-jp/invoices');
  const pdf = await downloaded(
    Promise.all([
      page.waitForEvent('download'),
      rowOf(page, invoice.number)
        .getByRole('link', { name: fill(t.list.pdfFor, { number: invoice.number }) })
        .click(),
    ]).then(([download]) => download),
  );
  expect(pdf.name).toBe(`${invoice.number}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(pdf.bytes);
  expect(text).toContain(invoice.number);
  expect(text).toContain(amount(invoice, invoice.total, 'ja-jp'));
});

test('en-us: the CSV export has the header row in the locale and a row with the invoice and its amount', async ({
  page,
}) => {
  await newCustomerIn(page, 'en-us');
  const invoice = await invoicedOrder(page, 'en-us', [SUBSCRIPTION]);
  const h = invoicesTexts('en-us').csv;

  await page.goto('/en-us/invoices');
  const csv = await downloaded(
    Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: invoicesTexts('en-us').list.csv }).click(),
    ]).then(([download]) => download),
  );
  expect(csv.name).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = csv.bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(header).toBe(
    [
      h.number,
      h.kind,
      h.status,
      h.order,
      h.purchaseOrder,
      h.issued,
      h.due,
      h.currency,
      h.total,
      h.paid,
      h.balance,
    ].join(','),
  );
  const row = rows.find((line) => line.startsWith(`${invoice.number},`));
  expect(row).toContain(`,${invoice.orderNumber},`);
  expect(row).toContain(`,${invoice.currency},${plainAmount(invoice.total, invoice.currency)},`);
});

test('ja-jp: a visitor is told about invoices and asked to sign in, which comes back to the list', async ({
  page,
}) => {
  const t = invoicesTexts('ja-jp');
  const signIn = page.getByRole('link', { name: t.gate.signIn });

  await page.goto(`http://shop.example.asia:${STORES.main.port}/store/invoices`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.getByTestId('invoices-explanation')).toBeVisible();
  await expect(signIn).toBeVisible();

  await page.goto('/invoices/ja-jp');
  await expect(page.getByTestId('invoices-explanation')).toBeVisible();
  await signIn.click();
  await expect(page).toHaveURL(/\/ja-jp\/login\?/);
  await submitSignIn(page, 'ja-jp', 'demo.jp');
  await expect(page).toHaveURL(/\/ja-jp\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: t.titles.invoices })).toBeVisible();
  await expect(page.getByTestId('invoice-totals')).toBeVisible();
});

test('nl-nl: an invoice paid in full meanwhile is refused on the payment page, before the provider', async ({
  page,
}) => {
  await newCustomerIn(page, 'nl-nl');
  const invoice = await invoicedOrder(page, 'nl-nl', [SUBSCRIPTION]);
  const p = invoicePaymentTexts('nl-nl');
  const paymentPage = `/nl-nl/invoices/${invoice.id}/payment`;
  await page.goto(paymentPage);
  await expect(page.getByTestId('invoice-payment-line')).toHaveCount(1);

  const other = await page.context().newPage();
  await other.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  await other.goto(paymentPage);
  await other.getByRole('radio', { name: p.payment.methods['bank-transfer'] }).check();
  await other.getByRole('button', { name: p.payment.pay, exact: true }).click();
  await expect(other.getByRole('heading', { name: p.confirmation.bankHeading })).toBeVisible();
  await recordTransferReceived(
    page,
    (await other.getByTestId('invoice-payment-receipt').textContent()) ?? '',
  );
  await other.close();

  await page.getByRole('button', { name: p.payment.pay, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: p.payment.fix })).toBeVisible();
  await expect(page.getByTestId('invoice-payment-line')).toContainText(
    fill(p.problems.paid, { number: invoice.number }),
  );
  await expect(page).toHaveURL(new RegExp(`${paymentPage}$`));
  expect((await invoicesOf(page, 'nl-nl')).find((found) => found.id === invoice.id)?.status).toBe('paid');
});
