import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import englishMessages from 'ra-language-english';
import type enQuotes from '../../apps/storefront/src/features/quotes/messages/en-us.json';
import { CONSOLE_MESSAGES } from '../../apps/operations/src/i18n/console-messages.ts';
import { en as transferTexts } from '../../apps/operations/src/resources/bank-transfers/messages.ts';
import { en as invoiceTexts } from '../../apps/operations/src/resources/invoices/messages.ts';
import { en as quoteTexts } from '../../apps/operations/src/resources/quotes/messages.ts';
import { registerCustomer } from './auth-helpers.ts';
import { addToCartIn } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { invoicedOrder, invoicesTexts, newCustomerIn, plainAmount } from './invoices-helpers.ts';
import { cartHandedOver } from './saved-carts-helpers.ts';
import { STAFF_PASSWORD, staffCode } from './staff-helpers.ts';
import { operationsUrl, ROOT } from './stores.ts';

/**
 * The operations console's finance and quotes screens (issue 15): finance records a bank transfer
 * against a customer's open invoice, picked by its number, and the customer's invoice reads paid; an
 * order manager offers prices on a quote a customer requested, and the customer's quotes show the
 * offer. A new customer each run, in en-us.
 */

test.describe.configure({ timeout: 240_000 });

const LOCALE = 'en-us';
const login = CONSOLE_MESSAGES.en.ops.login;
/** A year's digital subscription: invoiced at placement when ordered on a purchase order. */
const SUBSCRIPTION = { itemCode: 'F439595-DIG1Y', quantity: 1 };
/** Record forms of a level A program: no qualification needed to ask for a quote. */
const FORMS = { program: 'F439595', item: 'F439595-RF25' };

function storeQuoteTexts(): typeof enQuotes {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/quotes/messages', `${LOCALE}.json`), 'utf8'),
  ) as typeof enQuotes;
}

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
  await code.press('Enter');
  // The console's home, its router's hash empty or at its root.
  await expect(page).toHaveURL(new RegExp(`^${operationsUrl()}/(#/)?$`));
  return page;
}

test('a bank transfer recorded in the console pays the customer’s invoice', async ({ page, browser }) => {
  await newCustomerIn(page, LOCALE);
  const invoice = await invoicedOrder(page, LOCALE, [SUBSCRIPTION]);
  const t = transferTexts;
  const reference = `BT-E2E-${Date.now().toString(36).toUpperCase()}`;

  const ops = await consoleAs(browser, 'ops.finance');
  await ops.goto(`${operationsUrl()}/#/bank-transfers/create`);
  await ops.getByLabel(t.resources['bank-transfers'].fields.reference).fill(reference);
  await ops.getByLabel(t.resources['bank-transfers'].fields.currency).click();
  await ops.getByRole('option', { name: invoice.currency, exact: true }).click();
  const pick = ops.getByRole('combobox', { name: t.ops['bank-transfers'].invoice });
  await pick.fill(invoice.number);
  await ops.getByRole('option').filter({ hasText: invoice.number }).click();
  await ops.getByLabel(t.ops['bank-transfers'].amount).fill(plainAmount(invoice.balance, invoice.currency));
  await ops.getByRole('button', { name: englishMessages.ra.action.save }).click();

  // The console opens the invoice paid, with the transfer among its payments.
  await expect(ops).toHaveURL(new RegExp(`/#/invoices/${invoice.id}/show$`));
  await expect(ops.getByTestId('invoice-status')).toHaveText(invoiceTexts.ops.invoices.statuses.paid);
  await expect(ops.getByTestId('invoice-payments')).toContainText(
    invoiceTexts.ops.invoices.methods['bank-transfer'],
  );

  const store = invoicesTexts(LOCALE);
  await page.goto(`/${LOCALE}/invoices/${invoice.id}`);
  await expect(page.getByTestId('invoice-status')).toHaveText(store.statuses.paid);
});

test('an offer made in the console shows in the customer’s quotes', async ({ page, browser }) => {
  const store = storeQuoteTexts();
  const handedOver = cartHandedOver(page);
  await registerCustomer(page, 'Quinn');
  await handedOver;
  await addToCartIn(page, LOCALE, FORMS.program, FORMS.item, 3);
  await page.goto(`/${LOCALE}/cart`);
  const entry = page.getByRole('main').getByTestId('request-quote').filter({ visible: true });
  await entry.locator('summary').click();
  await entry.getByLabel(store.request.message).fill('Thirty for the clinic: what price can you offer?');
  await entry.getByRole('button', { name: store.request.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/${LOCALE}/my-account/quotes/[0-9a-f-]{36}$`));
  const quoteId = page.url().split('/').at(-1) ?? '';

  const t = quoteTexts.ops.quotes;
  const message = 'Our price for the clinic, valid three weeks.';
  const ops = await consoleAs(browser, 'ops.orders');
  await ops.goto(`${operationsUrl()}/#/quotes/${quoteId}/show`);
  await ops.getByRole('button', { name: t.offer }).click();
  const dialog = ops.getByRole('dialog');
  const price = dialog.getByRole('spinbutton').first();
  const listPrice = Number(await price.inputValue());
  await price.fill((Math.round(listPrice * 80) / 100).toFixed(2));
  await dialog.getByLabel(t.message).fill(message);
  // Enter in a one-line field sends the offer: the keyboard alone answers a quote.
  await price.press('Enter');
  await expect(ops.getByText(t.offered)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(ops.getByText(t.statuses.offered, { exact: true })).toBeVisible();

  await page.goto(`/${LOCALE}/my-account/quotes/${quoteId}`);
  await expect(page.getByRole('main').getByTestId('quote-status')).toHaveText(store.statuses.offered);
  await expect(
    page.getByRole('main').getByTestId('quote-messages').locator('[data-author="operator"]'),
  ).toContainText(message);
});
