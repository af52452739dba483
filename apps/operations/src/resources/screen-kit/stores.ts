import { ALL_LOCALE_INFO, type StoreId } from '@store/locales';

const STORE_IDS: readonly StoreId[] = [...new Set(ALL_LOCALE_INFO.map((info) => info.storeId))];

/** The store ids as choices of a store filter (a store id reads the same in every language). */
export const STORE_CHOICES = STORE_IDS.map((id) => ({ id, name: id }));

/** The store id a row's `siteId` names, if it is one. */
export function storeIdOf(siteId: string): StoreId | undefined {
  return STORE_IDS.find((id) => id === siteId);
}

/** The currency a store sells in. */
export function storeCurrency(siteId: string): string | undefined {
  return ALL_LOCALE_INFO.find((info) => info.storeId === siteId)?.currency;
}
