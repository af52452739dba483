import type { Address } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { serverFlag } from '../../clients/flags/server.ts';
import { buildFlagContext } from '../../shell/flags/flag-context.ts';

/**
 * The address book flag (docs/flags.md, off by default as requirements §9 sets it), read on the
 * server for the customer: the page answers the store's 404 without it, and checkout offers the
 * default delivery address first with it.
 */
export function addressBookEnabled(locale: Locale, userId: string | undefined): Promise<boolean> {
  return serverFlag('address-book', buildFlagContext(locale, userId, ''));
}

/** The default delivery address first, the others in the book's order (newest first). */
export function defaultDeliveryFirst(addresses: readonly Address[]): Address[] {
  return [...addresses.filter((a) => a.isDefault === true), ...addresses.filter((a) => a.isDefault !== true)];
}
