import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CURRENCIES } from '@store/catalog';
import { cartSchema, COMMERCE_BASE_PATH, type Cart } from '@store/contracts/commerce';
import type { OrganisationDiscountInput } from '@store/contracts/commerce-org-buying';
import { localeInfo, type Locale } from '@store/locales';
import { z } from 'zod';
import type enOrgBuying from '../../apps/storefront/src/features/org-buying/messages/en-us.json';
import { DEMO_DISCOUNTS } from '../../services/commerce/src/organisations/demo-discounts.ts';
import {
  demoOrganisationOf,
  type DemoOrganisation,
} from '../../services/commerce/src/organisations/demo-organisations.ts';
import {
  addAddress,
  addToCartIn,
  checkoutTexts,
  customerCommerce,
  type AddressOf,
} from './checkout-helpers.ts';
import { fill, money, PROGRAM } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { signInTo } from './saved-carts-helpers.ts';
import { OPERATOR_API_KEY, ROOT, setFlags, STORES } from './stores.ts';

/**
 * Buying for an organisation (issue 14), in en-us, fr-ca and zh-sg, as the administrator of the
 * store's demo organisation (a purchaser and qualified user too): (a) at checkout the colleague below
 * the level of a restricted item is listed but cannot be chosen, the order is placed for the one who
 * holds it with a purchase order, and the confirmation and the order page name the organisation and
 * that colleague; (b) with the org-level discount flag on and a uap discount set through the
 * operator API, the cart says the discount is applied and the totals carry its line, an order takes
 * it, and a next cart above what remains of the limit is at list prices. The demo organisations are
 * shared: every test empties the cart it used, goes back to the personal account and restores the
 * organisation's discount.
 */

test.describe.configure({ timeout: 240_000 });

const STORES_UNDER_TEST = [
  { locale: 'en-us', username: 'demo.us' },
  { locale: 'fr-ca', username: 'demo.ca' },
  { locale: 'zh-sg', username: 'demo.sg' },
] as const;

/** Cedar Memory and Attention Battery's kit needs level C, the highest of these stores' scheme. */
const CEDAR = { program: 'C300789', item: 'C300789-KIT' };

const ADDRESSES: Record<(typeof STORES_UNDER_TEST)[number]['locale'], AddressOf> = {
  'en-us': {
    fullName: 'Avery Johnson',
    line1: '100 Congress Avenue',
    city: 'Austin',
    region: 'TX',
    postcode: '78701',
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

function orgBuyingTexts(locale: Locale): typeof enOrgBuying {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/org-buying/messages', `${locale}.json`), 'utf8'),
  ) as typeof enOrgBuying;
}

const operatorDiscount = (organisationId: string) =>
  `http://127.0.0.1:${STORES.main.platformPort}${COMMERCE_BASE_PATH}/operator/organisations/${organisationId}/discount`;

async function setDiscount(page: Page, organisationId: string, discount: OrganisationDiscountInput) {
  const response = await page.request.put(operatorDiscount(organisationId), {
    headers: { 'x-operator-key': OPERATOR_API_KEY },
    data: discount,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Gives the demo organisation back the discount it was seeded with for this year, or none. */
async function restoreDiscount(page: Page, organisation: DemoOrganisation) {
  const seeded = DEMO_DISCOUNTS.find((discount) => discount.username === organisation.administrator.username);
  if (!seeded) {
    const response = await page.request.delete(operatorDiscount(organisation.id), {
      headers: { 'x-operator-key': OPERATOR_API_KEY },
    });
    expect([204, 404]).toContain(response.status());
    return;
  }
  const year = new Date().toISOString().slice(0, 4);
  await setDiscount(page, organisation.id, {
    scheme: seeded.scheme,
    percent: seeded.basisPoints / 100,
    startsOn: `${year}-01-01`,
    endsOn: `${year}-12-31`,
    ...(seeded.spendingLimit === null ? {} : { spendingLimit: seeded.spendingLimit }),
  });
}

/** The cart the store's cookie holds, read from commerce with the customer's token. */
async function cartAnswer(page: Page, locale: Locale): Promise<Cart> {
  const api = await customerCommerce(page, locale);
  const cartId = (await page.context().cookies()).find(
    (cookie) => cookie.name === `cart-${localeInfo(locale).storeId}`,
  )?.value;
  expect(cartId).toBeTruthy();
  const response = await page.request.get(api.url(`/carts/${cartId}?locale=${locale}`), {
    headers: api.headers,
  });
  expect(response.status(), await response.text()).toBe(200);
  return cartSchema.parse(await response.json());
}

/** Removes every line of the cart the store's cookie holds. */
async function emptyCart(page: Page, locale: Locale) {
  const api = await customerCommerce(page, locale);
  const cart = await cartAnswer(page, locale);
  for (const entry of cart.entries) {
    const response = await page.request.delete(api.url(`/carts/${cart.id}/entries/${entry.entryNumber}`), {
      headers: api.headers,
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/**
 * Buys for the organisation (null: for oneself) through the store's own accounts route, as the
 * header's switcher does: commerce switches and the route writes the new cart's cookies.
 */
async function buyFor(page: Page, locale: Locale, organisationId: string | null) {
  const api = await customerCommerce(page, locale);
  const address = `/api/customer/accounts?${new URLSearchParams({ locale, userId: api.userId })}`;
  const status = await page.evaluate(
    async ({ address, authorization, organisationId }) =>
      (
        await fetch(address, {
          method: 'PUT',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            Authorization: authorization,
          },
          body: JSON.stringify({ organisationId }),
        })
      ).status,
    { address, authorization: api.headers.authorization, organisationId },
  );
  expect(status).toBe(200);
}

/** Signed in as the demo administrator, with an empty cart of the organisation. */
async function buyingForTheOrganisation(page: Page, locale: Locale, organisation: DemoOrganisation) {
  await signInTo(page, locale, organisation.administrator.username, `/${locale}/cart`);
  await emptyCart(page, locale);
  await buyFor(page, locale, organisation.id);
  await emptyCart(page, locale);
}

/** Leaves the demo administrator as other journeys expect them: an empty cart, buying for themself. */
async function backToPersonal(page: Page, locale: Locale) {
  await page.goto(`/${locale}/cart`);
  await emptyCart(page, locale);
  await buyFor(page, locale, null);
}

const nameOf = (person: { firstName: string; lastName: string }) => new RegExp(person.lastName);

/** The qualified user's choice, then the checkout's steps up to the review, paid by purchase order. */
async function checkoutFor(
  page: Page,
  locale: keyof typeof ADDRESSES,
  organisation: DemoOrganisation,
  poNumber: string,
) {
  const m = checkoutTexts(locale);
  const t = orgBuyingTexts(locale).qualifiedUser;
  await page.goto(`/${locale}/checkout`);
  const choice = page.getByRole('group', { name: t.legend });
  await expect(choice).toBeVisible();
  await choice.getByRole('radio', { name: nameOf(organisation.highlyQualified) }).check();

  const saved = page.getByRole('group', { name: m.address.book });
  await expect(saved.or(page.getByRole('group', { name: m.address.newHeading }))).toBeVisible();
  if (await saved.isVisible())
    await page.getByRole('button', { name: m.steps.continue, exact: true }).click();
  else await addAddress(page, locale, ADDRESSES[locale]);
  await expect(page.getByRole('heading', { name: m.steps.delivery })).toBeFocused();
  await page.getByRole('button', { name: m.steps.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.steps.review })).toBeFocused();
  // By the step's id: in fr-ca the page's own title is "Paiement" too.
  await page.getByRole('button', { name: `${m.steps.change} ${m.steps.payment}` }).click();
  await expect(page.locator('#checkout-step-payment')).toBeFocused();
  await page.getByRole('radio', { name: m.payment.types['purchase-order'] }).check();
  await page.getByLabel(m.payment.poNumber).fill(poNumber);
  await page.getByRole('button', { name: m.steps.continue, exact: true }).click();
  await expect(page.locator('#checkout-step-review')).toBeFocused();
  await expect(page.getByRole('main').getByTestId('checkout-grand-total')).toBeVisible();
  await expect(page.getByRole('main').getByTestId('checkout-order-for')).toHaveText(
    fill(t.orderFor, { name: await orderForName(page), organisation: organisation.name }),
  );
  return m;
}

/** The chosen colleague's name as commerce writes it, read from the choice's label. */
async function orderForName(page: Page): Promise<string> {
  const checked = page.getByRole('main').getByTestId('checkout-qualified-user').locator('input:checked');
  const id = await checked.getAttribute('id');
  return (await page.locator(`label[for="${id}"]`).innerText()).trim();
}

/** Places the order and waits for its confirmation; the order's number. */
async function place(page: Page, locale: Locale): Promise<string> {
  const m = checkoutTexts(locale);
  await page.getByRole('button', { name: m.review.placeOrder, exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/${locale}/checkout/confirmation\\?order=[A-Z]{2}-\\d{4}-\\d{6}$`),
  );
  await expect(page.getByRole('heading', { name: m.confirmation.thanks })).toBeVisible();
  return (await page.getByRole('main').getByTestId('order-number').innerText()).trim();
}

const percentOf = (basisPoints: number, locale: Locale) =>
  new Intl.NumberFormat(localeInfo(locale).htmlLang, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );

const currencyOf = (locale: Locale) => z.enum(CURRENCIES).parse(localeInfo(locale).currency);

for (const { locale, username } of STORES_UNDER_TEST) {
  test.describe(`${locale}: buying for ${username}'s organisation`, () => {
    const organisation = demoOrganisationOf(username);
    let signedIn = false;
    let discountChanged = false;

    test.afterEach(async ({ page }) => {
      setFlags({});
      if (discountChanged) await restoreDiscount(page, organisation);
      if (signedIn) await backToPersonal(page, locale);
      signedIn = false;
      discountChanged = false;
    });

    test('a purchaser orders a restricted item for the colleague who holds its level', async ({ page }) => {
      const t = orgBuyingTexts(locale).qualifiedUser;
      signedIn = true;
      await buyingForTheOrganisation(page, locale, organisation);
      await addToCartIn(page, locale, CEDAR.program, CEDAR.item, 1);

      await page.goto(`/${locale}/checkout`);
      const choice = page.getByRole('group', { name: t.legend });
      await expect(choice).toContainText(
        fill(t.help, { organisation: organisation.name, level: organisation.highlyQualified.level }),
      );
      const lower = choice.getByRole('radio', { name: nameOf(organisation.lessQualified) });
      await expect(lower).toBeDisabled();
      await expect(choice).toContainText(
        fill(t.below, {
          levels: organisation.lessQualified.level,
          level: organisation.highlyQualified.level,
        }),
      );
      await expect(choice.getByRole('radio', { name: nameOf(organisation.highlyQualified) })).toBeEnabled();

      await checkoutFor(page, locale, organisation, `PO-ORG-${locale}`);
      const name = await orderForName(page);
      const number = await place(page, locale);
      await expect(page.getByRole('main').getByTestId('order-organisation')).toHaveText(organisation.name);
      await expect(page.getByRole('main').getByTestId('order-qualified-user')).toHaveText(name);

      await page.goto(`/${locale}/my-account/orders/${number}`);
      await expect(page.getByRole('main').getByTestId('order-detail')).toBeVisible();
      await expect(page.getByRole('main').getByTestId('order-organisation')).toHaveText(organisation.name);
      await expect(page.getByRole('main').getByTestId('order-qualified-user')).toHaveText(name);
    });

    test('an organisation discount is applied, then a cart over what remains of its limit is at list prices', async ({
      page,
    }) => {
      const d = orgBuyingTexts(locale).discount;
      const currency = currencyOf(locale);
      setFlags({ 'org-level-discount': { value: true } });
      signedIn = true;
      await buyingForTheOrganisation(page, locale, organisation);
      await addToCartIn(page, locale, PROGRAM.code, PROGRAM.kit, 1);

      // What earlier orders of the organisation used of a limit in force since 2020 is commerce's to
      // say: a first, large limit shows it, and the limit set next leaves room for one cart like this.
      const dates = { startsOn: '2020-01-01', endsOn: '2099-12-31' };
      const large = 1_000_000_000;
      discountChanged = true;
      await setDiscount(page, organisation.id, {
        scheme: 'uap',
        percent: 10,
        ...dates,
        spendingLimit: large,
      });
      const measured = await cartAnswer(page, locale);
      const remaining = measured.discount?.remaining;
      expect(remaining).toBeDefined();
      const used = large - Math.round((remaining?.value ?? 0) * 100);
      const subtotal = Math.round(measured.subtotal.value * 100);
      await setDiscount(page, organisation.id, {
        scheme: 'uap',
        percent: 10,
        ...dates,
        spendingLimit: used + Math.round(subtotal * 1.5),
      });

      await page.goto(`/${locale}/cart`);
      const applied = await cartAnswer(page, locale);
      expect(applied.discount?.state).toBe('UAP_APPLIED');
      const discount = applied.discount!;
      await expect(page.getByRole('main').getByTestId('cart-discount-state')).toHaveText(
        fill(d.states.UAP_APPLIED, {
          organisation: organisation.name,
          percent: percentOf(1000, locale),
          amount: money(discount.amount.value, currency, locale),
          remaining: money(discount.remaining!.value, currency, locale),
          limit: money(discount.spendingLimit!.value, currency, locale),
        }),
      );
      await expect(page.getByRole('main').getByTestId('cart-discount')).toHaveText(
        money(-discount.amount.value, currency, locale),
      );
      await expect(page.getByRole('main').getByTestId('cart-total')).toHaveText(
        money(applied.total.value, currency, locale),
      );

      await checkoutFor(page, locale, organisation, `PO-DISC-${locale}`);
      await expect(page.getByRole('main').getByTestId('checkout-price-discount')).toHaveText(
        money(-discount.amount.value, currency, locale),
      );
      await place(page, locale);
      await expect(page.getByRole('main').getByTestId('order-discount')).toHaveText(
        money(-discount.amount.value, currency, locale),
      );

      await addToCartIn(page, locale, PROGRAM.code, PROGRAM.kit, 1);
      await page.goto(`/${locale}/cart`);
      const over = await cartAnswer(page, locale);
      expect(over.discount?.state).toBe('UAP_LIMIT_REACHED');
      await expect(page.getByRole('main').getByTestId('cart-discount-state')).toHaveText(
        fill(d.states.UAP_LIMIT_REACHED, {
          organisation: organisation.name,
          percent: percentOf(1000, locale),
          remaining: money(over.discount!.remaining!.value, currency, locale),
          limit: money(over.discount!.spendingLimit!.value, currency, locale),
        }),
      );
      await expect(page.getByRole('main').getByTestId('cart-discount')).toHaveCount(0);
    });
  });
}
