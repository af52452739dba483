import type { Locale } from '@store/locales';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type enAuth from '../../apps/storefront/src/features/auth/messages/en-us.json';
import type enMenu from '../../apps/storefront/src/shell/session/messages/en-us.json';
import { ROOT } from './stores.ts';

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
