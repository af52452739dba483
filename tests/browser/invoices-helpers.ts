import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minorDigits } from '@store/catalog';
import {
  COMMERCE_BASE_PATH,
  addressSchema,
  customerCartSchema,
  invoiceListSchema,
  invoiceSchema,
  invoicePaymentSchema,
  placedOrderSchema,
  type Invoice,
  type InvoiceSummary,
} from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import type enInvoicePayment from '../../apps/storefront/src/features/invoice-payment/messages/en-us.json';
import type enInvoices from '../../apps/storefront/src/features/invoices/messages/en-us.json';
import { registerCustomer, submitSignIn } from './auth-helpers.ts';
import { customerCommerce } from './checkout-helpers.ts';
import { expect } from './fixtures.ts';
import { OPERATOR_API_KEY, ROOT, STORES, storeUrl } from './stores.ts';

/** The invoice portal's texts (list, detail, CSV) as the storefront ships them. */
export function invoicesTexts(locale: Locale): typeof enInvoices {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/invoices/messages', `${locale}.json`), 'utf8'),
  ) as typeof enInvoices;
}

/** The texts of the payment page and its confirmation. */
export function invoicePaymentTexts(locale: Locale): typeof enInvoicePayment {
  return JSON.parse(
    readFileSync(
      join(ROOT, 'apps/storefront/src/features/invoice-payment/messages', `${locale}.json`),
      'utf8',
    ),
  ) as typeof enInvoicePayment;
}

/** A message with its `{name}` placeholders filled in. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** An amount in minor units as the locale's pages (and printed invoices) write it. */
export const minorMoney = (amount: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(localeInfo(locale).htmlLang, { style: 'currency', currency }).format(
    amount / 10 ** minorDigits(currency),
  );

/** An amount in minor units as the CSV and the amount fields write it: a plain decimal with a dot. */
export const plainAmount = (amount: number, currency: string) =>
  (amount / 10 ** minorDigits(currency)).toFixed(minorDigits(currency));

/** An address of the store's own country for each locale the journeys use. */
const ADDRESSES = {
  'en-us': { line1: '1 Main Street', city: 'Portland', region: 'OR', postcode: '97201', country: 'US' },
  'nl-nl': { line1: 'Oudegracht 120', city: 'Utrecht', postcode: '3511 AW', country: 'NL' },
  'ja-jp': { line1: '西新宿2-8-1', city: '新宿区', postcode: '163-8001', country: 'JP' },
} as const;
export type InvoiceLocale = keyof typeof ADDRESSES;

const cartHandedOver = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/customer/cart') && r.request().method() === 'POST');

/** A new customer, signed in to the locale's store (registration is in en-us); answers the username. */
export async function newCustomerIn(page: Page, locale: InvoiceLocale): Promise<string> {
  let handedOver = cartHandedOver(page);
  const username = await registerCustomer(page, 'Morgan');
  await handedOver;
  if (locale !== 'en-us') {
    const invoices = `/${locale}/invoices`;
    await page.goto(`/${locale}/login?goto=${encodeURIComponent(invoices)}`);
    handedOver = cartHandedOver(page);
    await submitSignIn(page, locale, username);
    await expect(page).toHaveURL(new RegExp(`${invoices}$`));
    await handedOver;
  }
  return username;
}

/**
 * Places a purchase-order order of digital items for the signed-in customer, through commerce's API
 * as checkout does (the journeys are about the invoices, not the checkout): commerce issues its
 * invoice at placement. Answers that invoice.
 */
export async function invoicedOrder(
  page: Page,
  locale: InvoiceLocale,
  items: readonly { itemCode: string; quantity: number }[],
): Promise<InvoiceSummary> {
  const api = await customerCommerce(page, locale);
  const post = async (
    path: string,
    data: unknown,
    headers: Record<string, string> = {},
  ): Promise<unknown> => {
    const response = await page.request.post(api.url(path), {
      headers: { ...api.headers, ...headers },
      data,
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  const { cart } = customerCartSchema.parse(await post(`/users/${api.userId}/carts/current`, {}));
  for (const item of items) await post(`/carts/${cart.id}/entries`, item);
  const address = addressSchema.parse(
    await post(`/users/${api.userId}/addresses`, { fullName: 'Morgan Tester', ...ADDRESSES[locale] }),
  );
  const store = `${storeUrl('main')}/${locale}`;
  const { order } = placedOrderSchema.parse(
    await post(
      `/users/${api.userId}/orders`,
      {
        cartId: cart.id,
        addressId: address.id,
        paymentType: 'purchase-order',
        purchaseOrderNumber: `PO-E2E-${Date.now().toString(36)}`,
        locale,
        successUrl: `${store}/checkout/confirmation`,
        cancelUrl: `${store}/checkout`,
      },
      { 'Idempotency-Key': randomUUID() },
    ),
  );
  const invoice = (await invoicesOf(page, locale)).find((found) => found.orderNumber === order.number);
  if (!invoice) throw new Error(`commerce issued no invoice for order ${order.number}`);
  return invoice;
}

/** The signed-in customer's invoices on the locale's site, as commerce answers them. */
export async function invoicesOf(page: Page, locale: InvoiceLocale): Promise<InvoiceSummary[]> {
  const api = await customerCommerce(page, locale);
  const response = await page.request.get(api.url(`/users/${api.userId}/invoices`), {
    headers: api.headers,
  });
  expect(response.status()).toBe(200);
  return invoiceListSchema.parse(await response.json()).invoices;
}

/** One of the signed-in customer's invoices in full, with its payment history. */
export async function invoiceOf(page: Page, locale: InvoiceLocale, invoiceId: string): Promise<Invoice> {
  const api = await customerCommerce(page, locale);
  const response = await page.request.get(api.url(`/users/${api.userId}/invoices/${invoiceId}`), {
    headers: api.headers,
  });
  expect(response.status()).toBe(200);
  return invoiceSchema.parse(await response.json());
}

/** An operator records a bank transfer received, matched by its reference (the receipt number). */
export async function recordTransferReceived(page: Page, receiptNumber: string): Promise<void> {
  const response = await page.request.post(
    `http://127.0.0.1:${STORES.main.platformPort}${COMMERCE_BASE_PATH}/operator/invoice-payments/${receiptNumber}/received`,
    { headers: { 'x-operator-key': OPERATOR_API_KEY } },
  );
  expect(response.status(), await response.text()).toBe(200);
  expect(invoicePaymentSchema.parse(await response.json()).status).toBe('paid');
}

/** The text of a PDF, its runs of white space made single spaces. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
