import type { Locale } from '@store/locales';
import { storePaths } from '../routing/store-paths.ts';

/**
 * The account's sections after orders and invoices, in the order the account menu and the account
 * overview both list them; each catalogue names them by these keys.
 */
const ACCOUNT_SECTIONS = [
  'accounts',
  'quotes',
  'savedCarts',
  'qualifications',
  'profile',
  'addressBook',
  'paymentCards',
  'preferences',
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** The sections' addresses in the locale; the address book only while its flag is on. */
export function accountSections(
  locale: Locale,
  addressBook: boolean,
): { section: AccountSection; href: string }[] {
  const paths = storePaths(locale);
  return ACCOUNT_SECTIONS.filter((section) => section !== 'addressBook' || addressBook).map((section) => ({
    section,
    href: paths[section],
  }));
}
