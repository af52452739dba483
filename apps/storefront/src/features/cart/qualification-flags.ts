import type { CartEntry } from '@store/contracts/commerce';
import { mayBuy } from '@store/contracts/qualification-schemes';
import { localeInfo, type Locale } from '@store/locales';

/**
 * The qualification gate in the cart (docs/qualifications.md): the lines of a signed-in customer's
 * cart whose product needs a level they do not hold on the store are flagged, with the way to
 * submit qualifications. Commerce refuses to place an order with such lines whatever the page shows.
 */

/** The entry numbers of the lines above the customer's levels. */
export function linesAboveLevel(
  locale: Locale,
  heldLevels: readonly string[],
  entries: readonly Pick<CartEntry, 'entryNumber' | 'qualificationLevel'>[],
): ReadonlySet<number> {
  const { storeId } = localeInfo(locale);
  return new Set(
    entries
      .filter((entry) => !mayBuy(storeId, heldLevels, entry.qualificationLevel))
      .map((entry) => entry.entryNumber),
  );
}
