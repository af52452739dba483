import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@store/locales';
import type { Page } from '@playwright/test';
import type enAssisted from '../../apps/storefront/src/shell/session/assisted/messages/en-us.json';
import type enSupport from '../../apps/storefront/src/features/support/messages/en-us.json';
import { expect } from './fixtures.ts';
import { STAFF_PASSWORD, staffCode } from './staff-helpers.ts';
import { ROOT } from './stores.ts';

/** The support pages' texts (sign-in, search, "placed by"), as the storefront ships them. */
export function supportTexts(locale: Locale): typeof enSupport {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/support/messages', `${locale}.json`), 'utf8'),
  ) as typeof enSupport;
}

/** The assisted session's banner and notes, from the shell's catalogue. */
export function assistedTexts(locale: Locale): typeof enAssisted {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/shell/session/assisted/messages', `${locale}.json`), 'utf8'),
  ) as typeof enAssisted;
}

/** Signs a demo staff member in on the support sign-in page the browser is on: password, then code. */
export async function submitSupportSignIn(page: Page, locale: Locale, username: string): Promise<void> {
  const texts = supportTexts(locale).signIn;
  await page.getByLabel(texts.username).fill(username);
  await page.getByLabel(texts.password, { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: texts.continue }).click();
  await expect(page.getByLabel(texts.code)).toBeVisible();
  await page.getByLabel(texts.code).fill(await staffCode(username));
  await page.getByRole('button', { name: texts.submit }).click();
}
