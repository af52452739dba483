import type { Locale } from '@store/locales';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type enAccount from '../../apps/storefront/src/features/account/messages/en-us.json';
import type enAccountEmail from '../../apps/storefront/src/features/account-email/messages/en-us.json';
import type enAuth from '../../apps/storefront/src/features/auth/messages/en-us.json';
import type enGate from '../../apps/storefront/src/shell/session/sign-in-gate/messages/en-us.json';
import type enMenu from '../../apps/storefront/src/shell/session/messages/en-us.json';
import { IDENTITY_STOREFRONT_PATHS } from '@store/contracts/identity';
import { expect } from './fixtures.ts';
import { ROOT, STORES } from './stores.ts';

/** Texts of the sign-in feature and the account menu, as the page shows them. */
const STOREFRONT = join(ROOT, 'apps/storefront/src');

export function authTexts(locale: Locale) {
  return JSON.parse(
    readFileSync(join(STOREFRONT, 'features/auth/messages', `${locale}.json`), 'utf8'),
  ) as typeof enAuth;
}

export function accountMenuTexts(locale: Locale) {
  return JSON.parse(
    readFileSync(join(STOREFRONT, 'shell/session/messages', `${locale}.json`), 'utf8'),
  ) as typeof enMenu;
}

/** The demo customers' shared password (README, Demo customers). */
export const DEMO_PASSWORD = 'Assess2024';

/** Texts of the account pages, and of the sign-in gate in front of them. */
export function accountTexts(locale: Locale) {
  return JSON.parse(
    readFileSync(join(STOREFRONT, 'features/account/messages', `${locale}.json`), 'utf8'),
  ) as typeof enAccount;
}

export function signInGateTexts(locale: Locale) {
  return JSON.parse(
    readFileSync(join(STOREFRONT, 'shell/session/sign-in-gate/messages', `${locale}.json`), 'utf8'),
  ) as typeof enGate;
}

/** Fills and sends the sign-in form of the page the browser is on, in that page's locale. */
export async function submitSignIn(page: Page, locale: Locale, username: string): Promise<void> {
  const texts = authTexts(locale);
  await page.getByLabel(texts.signIn.username).fill(username);
  await page.getByLabel(texts.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: texts.signIn.submit }).click();
}

/** Texts of the order confirmation email page and its step-up dialog. */
export function accountEmailTexts(locale: Locale) {
  return JSON.parse(
    readFileSync(join(STOREFRONT, 'features/account-email/messages', `${locale}.json`), 'utf8'),
  ) as typeof enAccountEmail;
}

/** The main store's mail folder: with no SMTP_URL, every message is written there as a `.eml` file (README, Mail). */
const MAIL_DIR = join(STORES.main.env.DATA_DIR, 'mail');

/** A message's text as a reader sees it: quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest message to `recipient`, decoded; undefined until the mail worker has written one. */
export function latestMailTo(recipient: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  const to = new RegExp(`^To: ${recipient.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'm');
  const found = files
    .sort()
    .reverse()
    .map((name) => readFileSync(join(MAIL_DIR, name), 'utf8'))
    .find((eml) => to.test(eml));
  return found === undefined ? undefined : decodeQuotedPrintable(found);
}

/** The registration link mailed to `email` (in `locale`'s address), once the mail worker has written it. */
export async function registrationLinkMailedTo(email: string, locale: Locale = 'en-us'): Promise<string> {
  const pattern = new RegExp(
    `https?://[^\\s"<>]+/${locale}${IDENTITY_STOREFRONT_PATHS.register}\\?token=[A-Za-z0-9_-]{43}`,
  );
  await expect.poll(() => pattern.exec(latestMailTo(email) ?? '')?.[0], { timeout: 15_000 }).toBeDefined();
  return pattern.exec(latestMailTo(email) ?? '')?.[0] ?? '';
}

/**
 * Registers a new en-us customer through the registration screen (password DEMO_PASSWORD) and
 * follows the link mailed to them, which signs them in; a journey that changes what a customer
 * owns starts from one nobody else uses.
 */
export async function registerCustomer(page: Page, firstName: string): Promise<string> {
  const texts = authTexts('en-us').register;
  const username = `${firstName.toLowerCase()}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/en-us/register');
  await page.getByLabel(texts.username, { exact: true }).fill(username);
  await page.getByLabel(texts.firstName, { exact: true }).fill(firstName);
  await page.getByLabel(texts.lastName, { exact: true }).fill('Tester');
  await page.getByLabel(texts.email, { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel(texts.country).selectOption({ label: 'United States' });
  await page.getByLabel(texts.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('combobox', { name: texts.securityQuestion }).selectOption({ index: 1 });
  await page.getByLabel(texts.securityAnswer).fill('Riverside');
  await page.getByLabel(texts.acceptTerms).check();
  await page.getByLabel(texts.recaptcha).check();
  await page.getByRole('button', { name: texts.submit }).click();
  await page.getByText(texts.sent).waitFor();
  await page.goto(await registrationLinkMailedTo(`${username}@example.com`));
  await page
    .getByRole('button', { name: accountMenuTexts('en-us').menuLabel.replace('{name}', firstName) })
    .waitFor();
  return username;
}
