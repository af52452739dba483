import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CURRENCIES } from '@store/catalog';
import { COMMERCE_BASE_PATH } from '@store/contracts/commerce';
import { operatorQuoteSchema, type OperatorQuote } from '@store/contracts/commerce-quotes';
import { localeInfo, type Locale } from '@store/locales';
import { z } from 'zod';
import type enQuotes from '../../apps/storefront/src/features/quotes/messages/en-us.json';
import { registerCustomer } from './auth-helpers.ts';
import { addAddress, addToCartIn, checkoutTexts, payWithCard, type AddressOf } from './checkout-helpers.ts';
import { fill, money } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { cartHandedOver, signInTo } from './saved-carts-helpers.ts';
import { OPERATOR_API_KEY, ROOT, STORES } from './stores.ts';

/**
 * Quotes (issue 14), in en-us, fr-ca and zh-sg: a new customer with record forms (no qualification
 * needed) in the cart requests a quote with a message; an operator offers lower prices through the
 * operator API; the customer sees the offer (prices, expiry, the operator's message), downloads its
 * PDF, accepts it, finds checkout at the offered prices with the quote named, places and pays the
 * order, and the quote then reads "Ordered". Texts come from the quotes catalogue of each locale.
 */

test.describe.configure({ timeout: 300_000 });

/** Record forms of a level A program: no qualification is needed to buy them. */
const FORMS = { program: 'F439595', item: 'F439595-RF25' };
const QUANTITY = 3;

const ADDRESSES: Record<'en-us' | 'fr-ca' | 'zh-sg', AddressOf> = {
  'en-us': {
    fullName: 'Avery Johnson',
    line1: '1 Main Street',
    city: 'Portland',
    region: 'OR',
    postcode: '97201',
  },
  'fr-ca': {
    fullName: 'Camille Tremblay',
    line1: '1000, rue Sherbrooke Ouest',
    city: 'Montréal',
    region: 'QC',
    postcode: 'H3A 3G4',
  },
  'zh-sg': { fullName: 'Tan Mei Ling', line1: '1 Orchard Road', city: 'Singapore', postcode: '238823' },
};

const REQUEST = {
  'en-us': 'Forty of these for the district next term: what price can you offer?',
  'fr-ca': 'Quarante exemplaires pour le centre de services scolaire : quel prix pouvez-vous offrir?',
  'zh-sg': '学校下学期需要四十份，请问可以提供什么价格？',
};

const OFFER_MESSAGE = {
  'en-us': 'Here is our price for the district.',
  'fr-ca': 'Voici notre prix pour le centre de services.',
  'zh-sg': '这是我们为学校提供的价格。',
};

function quotesTexts(locale: Locale): typeof enQuotes {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/quotes/messages', `${locale}.json`), 'utf8'),
  ) as typeof enQuotes;
}

const operatorApi = (path: string) =>
  `http://127.0.0.1:${STORES.main.platformPort}${COMMERCE_BASE_PATH}/operator/quotes${path}`;
const operatorHeaders = { 'x-operator-key': OPERATOR_API_KEY };

/** Three weeks from today, as the offer's last day. */
function inThreeWeeks(): string {
  return new Date(Date.now() + 21 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The operator offers 80 % of each line's list price, with terms and a message for the customer. */
async function offer(
  page: Page,
  quoteId: string,
  message: string,
  expiresOn: string,
): Promise<OperatorQuote> {
  const read = await page.request.get(operatorApi(`/${quoteId}`), { headers: operatorHeaders });
  expect(read.status(), await read.text()).toBe(200);
  const quote = operatorQuoteSchema.parse(await read.json());
  expect(quote.status).toBe('submitted');
  const offered = await page.request.post(operatorApi(`/${quoteId}/offer`), {
    headers: operatorHeaders,
    data: {
      lines: quote.lines.map((line) => ({
        position: line.position,
        unitPrice: Math.round(line.listUnitPrice.value * 80) / 100,
      })),
      expiresOn,
      terms: 'Valid for one delivery address. Prices exclude tax.',
      message,
    },
  });
  expect(offered.status(), await offered.text()).toBe(200);
  return operatorQuoteSchema.parse(await offered.json());
}

for (const locale of ['en-us', 'fr-ca', 'zh-sg'] as const) {
  test(`${locale}: a customer requests a quote, receives an offer, accepts it and orders at its prices`, async ({
    page,
  }) => {
    const t = quotesTexts(locale);
    const checkout = checkoutTexts(locale);
    const { htmlLang } = localeInfo(locale);
    const currency = z.enum(CURRENCIES).parse(localeInfo(locale).currency);
    const handedOver = cartHandedOver(page);
    const username = await registerCustomer(page, 'Quincy');
    await handedOver;
    if (locale !== 'en-us') await signInTo(page, locale, username, `/${locale}/cart`);

    const quoteId = await test.step('request a quote from the cart with a message', async () => {
      await addToCartIn(page, locale, FORMS.program, FORMS.item, QUANTITY);
      await page.goto(`/${locale}/cart`);
      const entry = page.getByRole('main').getByTestId('request-quote').filter({ visible: true });
      await entry.locator('summary').click();
      await entry.getByLabel(t.request.message).fill(REQUEST[locale]);
      await entry.getByRole('button', { name: t.request.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/my-account/quotes/[0-9a-f-]{36}$`));
      await expect(page.getByRole('main').getByTestId('quote-status')).toHaveText(t.statuses.submitted);
      await expect(page.getByRole('main').getByTestId('quote-messages')).toContainText(REQUEST[locale]);
      await expect(page.getByRole('main').getByText(t.detail.waiting)).toBeVisible();
      return page.url().split('/').at(-1) ?? '';
    });

    const expiresOn = inThreeWeeks();
    const offered = await offer(page, quoteId, OFFER_MESSAGE[locale], expiresOn);
    const offeredTotal = offered.offeredTotal?.value ?? 0;
    const offeredUnit = offered.lines[0]?.offeredUnitPrice?.value ?? 0;

    await test.step('see the offer: prices, expiry, the operator’s message; download its PDF', async () => {
      await page.goto(`/${locale}/my-account/quotes`);
      const row = page.getByRole('main').getByTestId('quote-row').filter({ hasText: offered.number });
      await expect(row.getByTestId('quote-status')).toHaveText(t.statuses.offered);
      await row.getByRole('link', { name: offered.number }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        fill(t.titles.detail, { number: offered.number }),
      );
      await expect(page.getByRole('main').getByTestId('quote-line-offered')).toHaveText(
        money(offeredUnit, currency, locale),
      );
      await expect(page.getByRole('main').getByTestId('quote-offered-total')).toHaveText(
        money(offeredTotal, currency, locale),
      );
      await expect(page.getByRole('main').getByTestId('quote-expires')).toHaveText(
        new Intl.DateTimeFormat(htmlLang, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${expiresOn}T00:00:00Z`),
        ),
      );
      const thread = page.getByRole('main').getByTestId('quote-messages');
      await expect(thread.locator('[data-author="operator"]')).toContainText(OFFER_MESSAGE[locale]);
      await expect(thread.locator('[data-author="operator"]')).toContainText(t.detail.fromStore);

      // The customer answers once; the thread shows it once, after the store's message.
      const reply = `Thank you, we will look at it today. (${username})`;
      await page.getByLabel(t.message.label).fill(reply);
      await page.getByRole('button', { name: t.message.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: t.message.sent })).toBeVisible();
      await expect(thread.locator('[data-author="customer"]').filter({ hasText: reply })).toHaveCount(1);
      await expect(page.getByLabel(t.message.label)).toHaveValue('');

      const pdf = await page.request.get(`/${locale}/my-account/quotes/${quoteId}/pdf`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });

    await test.step('accept: checkout holds the quote’s lines at the offered prices; order and pay', async () => {
      await page.getByRole('button', { name: t.accept.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
      await expect(page.getByRole('main').getByTestId('cart-quote')).toContainText(
        fill(t.cartQuote.notice, { number: offered.number }),
      );
      await expect(page.locator('section[aria-labelledby="checkout-review"]')).toContainText(
        money(offeredTotal, currency, locale),
      );
      await expect(page.getByRole('group', { name: checkout.address.newHeading })).toBeVisible();
      await addAddress(page, locale, ADDRESSES[locale]);
      await expect(page.getByRole('heading', { name: checkout.steps.delivery })).toBeFocused();
      await page.getByRole('radio', { name: new RegExp(`^${checkout.delivery.standard}`) }).check();
      await page.getByRole('button', { name: checkout.steps.continue }).click();
      await expect(page.getByRole('heading', { name: checkout.steps.review })).toBeFocused();
      await page.getByRole('button', { name: checkout.review.place }).click();
      await payWithCard(page, locale, '4242 4242 4242 4242');
      await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/confirmation\\?order=`));
      await expect(page.getByRole('main').getByTestId('payment-status')).toHaveText(
        checkout.confirmation.paymentStatuses.paid,
      );
    });

    await test.step('the quote reads "Ordered"', async () => {
      await page.goto(`/${locale}/my-account/quotes/${quoteId}`);
      await expect(page.getByRole('main').getByTestId('quote-status')).toHaveText(t.statuses.ordered);
      await expect(page.getByRole('button', { name: t.accept.submit })).toHaveCount(0);
    });
  });
}
