import type { FlagContext } from '@store/contracts';
import type { Locale } from '@store/locales';
import type { Site } from '../http/site-context.ts';
import { TAX_RATES } from '../tax/tax-rates.ts';
import type { FlagReader } from './flag-reader.ts';

/** The flags that change what placing an order accepts (docs/checkout.md, docs/flags.md). */
export const CHECKOUT_FLAGS = [
  'po-threshold',
  'spanish-po',
  'bank-transfer',
  'vat',
  'ofac',
  'line3-address-field',
  'checkout-recaptcha',
  'org-level-discount',
] as const;
export type CheckoutFlagName = (typeof CHECKOUT_FLAGS)[number];
export type CheckoutFlags = Record<CheckoutFlagName, boolean>;

/** The country the store sells from: the first place of its tax table (US, CA, GB, …, JP). */
export function storeCountry(site: Site): string {
  const row = TAX_RATES.find((r) => r.storeId === site.siteId);
  if (!row) throw new RangeError(`Store ${site.siteId} has no tax table.`);
  return row.country;
}

/**
 * The evaluation context of requirements §3 for a signed-in customer. The country is the store's,
 * not the caller's: commerce has no visitor location, and the payment options and the placement
 * must read the same values.
 */
export function customerFlagContext(site: Site, userId: string, locale: Locale): FlagContext {
  return {
    kind: 'user',
    key: userId,
    siteUid: site.siteId,
    storeUid: site.siteId,
    locale,
    country: storeCountry(site),
  };
}

/** Every checkout flag at once, read in parallel. */
export async function readCheckoutFlags(reader: FlagReader, context: FlagContext): Promise<CheckoutFlags> {
  const [poThreshold, spanishPo, bankTransfer, vat, ofac, line3, recaptcha, orgDiscount] = await Promise.all(
    CHECKOUT_FLAGS.map((name) => reader.read(name, context)),
  );
  return {
    'po-threshold': poThreshold === true,
    'spanish-po': spanishPo === true,
    'bank-transfer': bankTransfer === true,
    vat: vat === true,
    ofac: ofac === true,
    'line3-address-field': line3 === true,
    'checkout-recaptcha': recaptcha === true,
    'org-level-discount': orgDiscount === true,
  };
}

/** The checkout flags for a signed-in customer of the site, in the locale of the call. */
export function checkoutFlagsFor(
  reader: FlagReader,
  site: Site,
  userId: string,
  locale: Locale,
): Promise<CheckoutFlags> {
  return readCheckoutFlags(reader, customerFlagContext(site, userId, locale));
}

/** Which layout a quote's PDF is printed in (docs/quotes.md): the quote PDF download flag. */
export async function quotePdfUpgraded(
  reader: FlagReader,
  site: Site,
  userId: string,
  locale: Locale,
): Promise<boolean> {
  const upgraded = await reader.read('quote-pdf-download-upgrade', customerFlagContext(site, userId, locale));
  return upgraded === true;
}
