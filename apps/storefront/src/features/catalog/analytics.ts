/**
 * Builds the data layer's ecommerce events (requirements §3, "Analytics product entry"). The one module that
 * knows the entry's shape; pages and client components hand it what they show.
 */

export interface AnalyticsEntry {
  name: string;
  program: string;
  price: number;
  /** The tier price when a tier applies, else the price. */
  discountPrice: number;
  quantity: number;
  /** 1-based place in the list the visitor saw (across pages). */
  position: number;
}

export type EcommerceEventName =
  'view_item_list' | 'select_item' | 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'view_cart';

export interface EcommerceEvent {
  event: EcommerceEventName;
  ecommerce: { currency: string; item_list_name?: string; items: AnalyticsEntry[] };
}

export interface EntrySource {
  name: string;
  /** The program's short name; result lists that do not carry it use the product code. */
  program: string;
  price: number;
  /** Unit price at the quantity when a tier applies. */
  unitPrice?: number;
  quantity?: number;
}

export function analyticsEntry(source: EntrySource, position: number): AnalyticsEntry {
  return {
    name: source.name,
    program: source.program,
    price: source.price,
    discountPrice: source.unitPrice ?? source.price,
    quantity: source.quantity ?? 1,
    position,
  };
}

/** Positions continue across pages: the first entry of page 2 of 24 is position 25. */
export function listEntries(sources: readonly EntrySource[], firstPosition = 1): AnalyticsEntry[] {
  return sources.map((source, index) => analyticsEntry(source, firstPosition + index));
}

export function ecommerceEvent(
  event: EcommerceEventName,
  currency: string,
  items: AnalyticsEntry[],
  listName?: string,
): EcommerceEvent {
  return { event, ecommerce: { currency, ...(listName ? { item_list_name: listName } : {}), items } };
}
