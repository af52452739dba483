import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { registerCustomer } from './auth-helpers.ts';
import { addAddress, addToCartIn, checkoutTexts, payWithCard } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { STORES } from './stores.ts';

/**
 * The order mails (docs/order-mail.md): a card purchase with a digital item is confirmed by mail
 * once the signed webhook says it is paid, and the digital line arrives at once with its access
 * code in a second mail. The embedded store writes each message as a .eml file under DATA_DIR/mail.
 */

test.describe.configure({ timeout: 120_000 });

/** A level A program: record forms to deliver, and a scoring subscription fulfilled at once. */
const PROGRAM = 'F439595';
const FORMS = 'F439595-RF25';
const SUBSCRIPTION = 'F439595-DIG1Y';

const MAIL_DIR = join(STORES.main.env.DATA_DIR, 'mail');
const LICENCE = /[A-HJ-NP-Z2-9]{4}(?:-[A-HJ-NP-Z2-9]{4}){3}/;

/** Every message to `recipient` whose subject names the order, decoded from quoted-printable. */
function mailsAbout(recipient: string, orderNumber: string): string[] {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((name) =>
      readFileSync(join(MAIL_DIR, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter(
      (eml) => eml.includes(`To: ${recipient}`) && new RegExp(`^Subject: .*${orderNumber}`, 'm').test(eml),
    );
}

const cartHandedOver = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/customer/cart') && r.request().method() === 'POST');

test('a card purchase with a digital item: the confirmation and the access code arrive by mail', async ({
  page,
}) => {
  const m = checkoutTexts('en-us');
  const handedOver = cartHandedOver(page);
  const username = await registerCustomer(page, 'Morgan');
  await handedOver;
  const email = `${username}@example.com`;
  await addToCartIn(page, 'en-us', PROGRAM, FORMS, 1);
  await addToCartIn(page, 'en-us', PROGRAM, SUBSCRIPTION, 1);
  await page.goto('/en-us/checkout');
  await addAddress(page, 'en-us', {
    fullName: 'Morgan Tester',
    line1: '1 Main Street',
    city: 'Portland',
    region: 'OR',
    postcode: '97201',
  });
  await page.getByRole('radio', { name: new RegExp(`^${m.delivery.standard}`) }).check();
  await page.getByRole('button', { name: m.steps.continue }).click();
  await page.getByRole('button', { name: m.review.place }).click();
  await payWithCard(page, 'en-us', '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/en-us\/checkout\/confirmation\?order=US-\d{4}-\d{6}$/);
  await expect(page.getByTestId('payment-status')).toHaveText(m.confirmation.paymentStatuses.paid);
  const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';

  await expect.poll(() => mailsAbout(email, orderNumber).length, { timeout: 15_000 }).toBe(2);
  const mails = mailsAbout(email, orderNumber);
  const confirmation = mails.find((mail) => mail.includes(`Subject: Order ${orderNumber} confirmed`)) ?? '';
  expect(confirmation).toContain('Hello Morgan,');
  expect(confirmation).toMatch(/Total: \$\d[\d,]*\.\d{2}/);
  expect(confirmation).toContain(`/en-us/my-account/orders/${orderNumber}`);
  expect(confirmation).toContain('1 Main Street');
  const access =
    mails.find((mail) => mail.includes(`Subject: Your access codes for order ${orderNumber}`)) ?? '';
  const code = LICENCE.exec(access)?.[0];
  expect(code).toBeDefined();
  expect(access).toContain('/en-us/platform-logins');
  // Exactly once each, however often the provider repeats its events.
  expect(mails).toHaveLength(2);
});
