import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { Locale } from '@store/locales';
import type enOrganisations from '../../apps/storefront/src/features/organisations/messages/en-us.json';
import type enSwitcher from '../../apps/storefront/src/shell/header/account-switcher/messages/en-us.json';
import { demoOrganisationOf } from '../../services/commerce/src/organisations/demo-organisations.ts';
import { accountMenuTexts, registerCustomer, submitSignIn } from './auth-helpers.ts';
import { addToCartIn } from './checkout-helpers.ts';
import { fill } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { cartHandedOver, saveCartAs, savedCartsTexts, signInTo } from './saved-carts-helpers.ts';

/**
 * Organisation accounts (issue 14), in en-us, fr-ca and zh-sg: a new customer asks to join the demo
 * organisation of the store by its account number; its administrator (the store's demo customer,
 * in a browser of their own) approves with the purchaser role; the customer, with an item in the
 * personal cart, switches to the organisation in the account menu and reads the ORGANIZATION merge
 * banner, switches back and reads PERSONAL; then shares a saved cart with the organisation, which
 * the administrator finds among the saved carts shared with them. Texts come from each locale's
 * catalogues.
 */

test.describe.configure({ timeout: 300_000 });

const PROGRAM = 'F439595';
const KIT = 'F439595-KIT';

const JOURNEYS = [
  { locale: 'en-us', administrator: 'demo.us', firstName: 'Orla' },
  { locale: 'fr-ca', administrator: 'demo.ca', firstName: 'Odile' },
  { locale: 'zh-sg', administrator: 'demo.sg', firstName: 'Meiling' },
] as const satisfies readonly { locale: Locale; administrator: string; firstName: string }[];

const STOREFRONT = join(import.meta.dirname, '../../apps/storefront/src');

function organisationsTexts(locale: Locale): typeof enOrganisations {
  return JSON.parse(
    readFileSync(join(STOREFRONT, 'features/organisations/messages', `${locale}.json`), 'utf8'),
  ) as typeof enOrganisations;
}

function switcherTexts(locale: Locale): typeof enSwitcher {
  return JSON.parse(
    readFileSync(join(STOREFRONT, 'shell/header/account-switcher/messages', `${locale}.json`), 'utf8'),
  ) as typeof enSwitcher;
}

/** The administrator's own browser, signed in to the locale's store and landed on `goto`. */
async function administratorPage(
  browser: Browser,
  baseURL: string,
  locale: Locale,
  username: string,
  goto: string,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  await page.goto(`/${locale}/login?goto=${encodeURIComponent(goto)}`);
  await submitSignIn(page, locale, username);
  await expect(page).toHaveURL(new RegExp(`${goto}$`));
  return { context, page };
}

/** Chooses the account to buy for in the header's account menu; the cart page follows. */
async function buyFor(page: Page, locale: Locale, firstName: string, name: string) {
  await page
    .getByRole('button', { name: fill(accountMenuTexts(locale).menuLabel, { name: firstName }) })
    .click();
  const switcher = page.getByTestId('account-switcher');
  await switcher.getByRole('button', { name: fill(switcherTexts(locale).switchTo, { name }) }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
}

for (const { locale, administrator, firstName } of JOURNEYS) {
  test(`${locale}: join an organisation, buy for it with the merge banners, share a saved cart with it`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const t = organisationsTexts(locale);
    const organisation = demoOrganisationOf(administrator);
    const handedOver = cartHandedOver(page);
    const username = await registerCustomer(page, firstName);
    await handedOver;
    const email = `${username}@example.com`;
    const accountsPath = `/${locale}/my-account/accounts`;
    if (locale !== 'en-us') await signInTo(page, locale, username, accountsPath);
    else await page.goto(accountsPath);

    await test.step('ask to join by the account number', async () => {
      const form = page.getByRole('main').getByTestId('join-organisation');
      await form.getByLabel(t.join.accountNumber).fill(organisation.accountNumber.toLowerCase());
      await form.getByLabel(t.join.message).fill('Bonjour / Hello / 你好');
      await form.getByRole('button', { name: t.join.submit }).click();
      await expect(
        form.getByRole('status').filter({ hasText: fill(t.join.sent, { name: organisation.name }) }),
      ).toBeVisible();
      await page.reload();
      await expect(page.getByRole('main').getByTestId('own-join-requests')).toContainText(organisation.name);

      // Asking again is refused in the customer's words.
      await form.getByLabel(t.join.accountNumber).fill(organisation.accountNumber);
      await form.getByRole('button', { name: t.join.submit }).click();
      await expect(form.getByRole('alert')).toHaveText(t.join.alreadyRequested);
    });

    const admin = await administratorPage(
      browser,
      baseURL ?? '',
      locale,
      administrator,
      `/${locale}/my-account/accounts/${organisation.id}`,
    );
    try {
      await test.step('the administrator approves with the purchaser role', async () => {
        const request = admin.page
          .getByRole('main')
          .getByTestId('organisation-join-request')
          .filter({ hasText: email });
        await expect(request.getByRole('checkbox', { name: t.roles.purchaser })).toBeChecked();
        await request.locator('button[value="approve"]').click();
        await expect(
          admin.page.getByRole('main').getByTestId('organisation-member').filter({ hasText: email }),
        ).toBeVisible();
        await expect(request).toHaveCount(0);
      });

      await test.step('switch to the organisation: the ORGANIZATION banner; back: PERSONAL', async () => {
        await addToCartIn(page, locale, PROGRAM, KIT, 1);
        await buyFor(page, locale, firstName, organisation.name);
        // The cart page can hold a second, hidden copy of itself for a moment while it renders again.
        const banner = page.getByRole('main').getByTestId('merge-banner').filter({ visible: true }).first();
        await expect(banner).toHaveAttribute('data-kind', 'ORGANIZATION');
        await expect(banner).toContainText(
          fill(t.mergeNotice.ORGANIZATION.one, { count: 1, to: organisation.name }),
        );
        await expect(page.getByRole('main').getByTestId('cart-account')).toHaveText(
          fill(t.buyingFor, { name: organisation.name }),
        );
        await expect(page.getByRole('main').getByText(KIT)).toBeVisible();

        await buyFor(page, locale, firstName, switcherTexts(locale).personal);
        await expect(banner).toHaveAttribute('data-kind', 'PERSONAL');
        await expect(banner).toContainText(
          fill(t.mergeNotice.PERSONAL.one, { count: 1, from: organisation.name }),
        );
        await expect(page.getByRole('main').getByTestId('cart-account')).toHaveCount(0);
        await banner.getByRole('button', { name: t.mergeNotice.dismiss }).click();
        await expect(banner).toHaveCount(0);
      });

      await test.step('share a saved cart with the organisation; the administrator sees it', async () => {
        const s = savedCartsTexts(locale);
        const name = `${firstName} kits`;
        await saveCartAs(page, locale, name);
        const sharing = page.getByRole('main').getByTestId('saved-cart-sharing');
        await sharing.getByLabel(s.sharing.organisation).selectOption({ label: organisation.name });
        await sharing.getByRole('button', { name: s.sharing.submit }).click();
        await expect(sharing.getByTestId('saved-cart-shared-with')).toHaveText(
          fill(s.sharing.sharedWith, { name: organisation.name }),
        );
        await expect(
          sharing
            .getByRole('status')
            .filter({ hasText: fill(s.sharing.shared, { name: organisation.name }) }),
        ).toBeVisible();

        await admin.page.goto(`/${locale}/my-account/saved-carts`);
        const shared = admin.page
          .getByTestId('saved-carts-shared-table')
          .getByTestId('saved-cart-row')
          .filter({ hasText: name });
        await expect(shared).toContainText(`${firstName} Tester`);
        await expect(shared).toContainText(organisation.name);
        await expect(shared.getByRole('button', { name: fill(s.delete.buttonFor, { name }) })).toHaveCount(0);
      });
    } finally {
      await admin.context.close();
    }
  });
}
