import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@store/locales';
import { contactOf, messagesOf, navOf } from './content-data.ts';
import { expect, pageWithoutCountry, test } from './fixtures.ts';
import { ROOT } from './stores.ts';

function contactTexts(locale: Locale) {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/contact/messages', `${locale}.json`), 'utf8'),
  ) as {
    international: { title: string; currentStore: string; shopIn: string; contactIn: string };
    regions: Record<string, string>;
  };
}

const languageIn = (reader: string, tag: string) =>
  new Intl.DisplayNames([reader], { type: 'language', languageDisplay: 'standard' }).of(tag)!;

test("Contact us in the utility bar shows the region's teams, each with a phone and an email to use", async ({
  page,
}) => {
  await page.goto('/en-gb');
  const utility = page.getByRole('navigation', { name: messagesOf('en-gb').shell.utilityNavLabel });
  const contactLink = navOf('en-gb').utilityLinks.find((l) => l.path === '/{locale}/contact-us')!;
  await utility.getByRole('link', { name: contactLink.title, exact: true }).click();

  await expect(page).toHaveURL(/\/en-gb\/contact-us$/);
  const content = contactOf('en-gb');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
  await expect(page).toHaveTitle(new RegExp(`^${content.title} \\|`));
  for (const channel of content.channels) {
    await expect(page.getByRole('heading', { level: 2, name: channel.title })).toBeVisible();
    await expect(page.getByRole('link', { name: channel.phone })).toHaveAttribute(
      'href',
      `tel:${channel.phone.replace(/[^+0-9]/g, '')}`,
    );
    await expect(page.getByRole('link', { name: channel.email })).toHaveAttribute(
      'href',
      `mailto:${channel.email}`,
    );
  }
  await page.getByRole('link', { name: 'Contacts outside the United Kingdom' }).click();
  await expect(page).toHaveURL(/\/en-gb\/international-contacts$/);
});

test('the US contact page gives customer service’s and technical support’s hours as requirements §3’s default labels state them', async ({
  page,
}) => {
  await page.goto('/en-us/contact-us');
  for (const team of ['Customer service', 'Technical support']) {
    const channel = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: team }) });
    await expect(channel.getByText('Monday to Friday, 7 a.m. to 6 p.m.', { exact: true })).toBeVisible();
  }
});

test('the Hello! modal leads to the international contacts, in the visitor’s language, and on to each store', async ({
  browser,
}) => {
  const { context, page } = await pageWithoutCountry(browser);
  await page.goto('/nl-nl');
  const dialog = page.getByRole('dialog', { name: messagesOf('nl-nl').helloModal.title });
  await dialog.getByRole('link').click();

  await expect(page).toHaveURL(/\/nl-nl\/international-contacts$/);
  const texts = contactTexts('nl-nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.international.title);
  const regions = page.locator('.regional-store');
  await expect(regions).toHaveCount(7);
  // The visitor's own store comes first and says so.
  await expect(regions.first().getByRole('heading', { level: 2 })).toHaveText(texts.regions.nl!);
  await expect(regions.first()).toContainText(texts.international.currentStore);
  await expect(page.locator('.regional-store[aria-current="true"]')).toHaveCount(1);

  const french = languageIn('nl-NL', 'fr-CA');
  const canada = regions.filter({ has: page.getByRole('heading', { name: texts.regions.ca! }) });
  await expect(canada).toContainText('Canada');
  await canada
    .getByRole('link', { name: texts.international.contactIn.replace('{language}', french) })
    .click();
  await expect(page).toHaveURL(/\/fr-ca\/contact-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactOf('fr-ca').title);
  await context.close();
});
