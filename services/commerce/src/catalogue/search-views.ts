import type { CatalogLanguage } from '@store/catalog';
import {
  AGE_BANDS,
  CATEGORY_IDS,
  DELIVERY_KINDS,
  FORMATS,
  QUALIFICATION_LEVELS,
} from '@store/contracts/commerce';
import { lowestPrice } from './present.ts';
import type { FacetName, Snapshot, SnapshotProduct } from './snapshot.ts';

/**
 * What the results page derives from a snapshot on first use and reuses until the snapshot is
 * replaced (WeakMaps keyed by it): each site's products in popularity order, the name order and
 * first letters per language, the lowest prices per currency, and each product's facet values as
 * numbered slots. A request then filters and counts over ready arrays instead of collating names,
 * normalising letters, pricing and hashing facet values for thousands of products every time.
 */

export const FACET_NAMES = [
  'category',
  'format',
  'qualification',
  'age',
  'delivery',
] as const satisfies FacetName[];

export const FACET_VALUES: Record<FacetName, readonly string[]> = {
  category: CATEGORY_IDS,
  format: FORMATS,
  qualification: QUALIFICATION_LEVELS,
  age: AGE_BANDS,
  delivery: DELIVERY_KINDS,
};

/** Where each facet's values start in one flat array of counts. */
const SLOT_OFFSETS = FACET_NAMES.reduce<Record<FacetName, number>>(
  (offsets, facet, index) => {
    const previous = FACET_NAMES[index - 1];
    offsets[facet] = previous ? offsets[previous] + FACET_VALUES[previous].length : 0;
    return offsets;
  },
  { category: 0, format: 0, qualification: 0, age: 0, delivery: 0 },
);

export const FACET_SLOT_COUNT = FACET_NAMES.reduce((sum, facet) => sum + FACET_VALUES[facet].length, 0);

/** The slot of a facet value in the flat counts, or -1 for a value the facet does not list. */
export function facetSlot(facet: FacetName, value: string): number {
  const index = FACET_VALUES[facet].indexOf(value);
  return index < 0 ? -1 : SLOT_OFFSETS[facet] + index;
}

export interface ProductView {
  product: SnapshotProduct;
  /** Position in the snapshot's popularity order: 'recommended' ties break on it. */
  popularity: number;
  /** The product's facet values as slots, per facet in FACET_NAMES order. */
  slots: ReadonlyArray<readonly number[]>;
  /** Every facet's slots in one list, for a product that passes all filters. */
  allSlots: readonly number[];
}

interface SnapshotViews {
  byCode: Map<string, ProductView>;
  bySite: Map<string, readonly ProductView[]>;
  nameOrder: Map<CatalogLanguage, Map<string, number>>;
  firstLetters: Map<CatalogLanguage, Map<string, string>>;
  lowestPrices: Map<string, Map<string, number>>;
}

const views = new WeakMap<Snapshot, SnapshotViews>();

function viewsOf(snapshot: Snapshot): SnapshotViews {
  let found = views.get(snapshot);
  if (!found) {
    const byCode = new Map<string, ProductView>();
    snapshot.byPopularity.forEach((product, popularity) => {
      const slots = FACET_NAMES.map((facet) =>
        product.facets[facet].map((value) => facetSlot(facet, value)).filter((slot) => slot >= 0),
      );
      byCode.set(product.code, { product, popularity, slots, allSlots: slots.flat() });
    });
    found = {
      byCode,
      bySite: new Map(),
      nameOrder: new Map(),
      firstLetters: new Map(),
      lowestPrices: new Map(),
    };
    views.set(snapshot, found);
  }
  return found;
}

export function productView(snapshot: Snapshot, code: string): ProductView | undefined {
  return viewsOf(snapshot).byCode.get(code);
}

/** The products a site sells, most popular first. */
export function siteProducts(snapshot: Snapshot, siteId: string): readonly ProductView[] {
  const all = viewsOf(snapshot);
  let site = all.bySite.get(siteId);
  if (!site) {
    site = [...all.byCode.values()].filter((view) => view.product.stores.has(siteId));
    all.bySite.set(siteId, site);
  }
  return site;
}

/** Each product's position in name order in a language; collating thousands of names per request is slow. */
export function nameOrder(snapshot: Snapshot, language: CatalogLanguage): Map<string, number> {
  const all = viewsOf(snapshot);
  let order = all.nameOrder.get(language);
  if (!order) {
    const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    const name = (p: SnapshotProduct) => p.texts.get(language)?.name ?? p.code;
    const sorted = [...snapshot.byPopularity].sort(
      (a, b) => collator.compare(name(a), name(b)) || a.code.localeCompare(b.code),
    );
    order = new Map(sorted.map((p, index) => [p.code, index]));
    all.nameOrder.set(language, order);
  }
  return order;
}

function firstLetter(name: string): string {
  const first = name.normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /[0-9]/.test(first) ? '0' : first;
}

/** The Product A-Z letter of each product's name in a language ('0' for a digit). */
export function firstLetters(snapshot: Snapshot, language: CatalogLanguage): Map<string, string> {
  const all = viewsOf(snapshot);
  let letters = all.firstLetters.get(language);
  if (!letters) {
    letters = new Map(
      snapshot.byPopularity.map((p) => [p.code, firstLetter(p.texts.get(language)?.name ?? '')]),
    );
    all.firstLetters.set(language, letters);
  }
  return letters;
}

/** A product's "from" price in a currency, worked out once per snapshot (only for products asked about: not every product has every currency). */
export function fromPrice(snapshot: Snapshot, product: SnapshotProduct, currency: string): number {
  const all = viewsOf(snapshot);
  let prices = all.lowestPrices.get(currency);
  if (!prices) all.lowestPrices.set(currency, (prices = new Map()));
  let price = prices.get(product.code);
  if (price === undefined) {
    price = lowestPrice(product, currency);
    prices.set(product.code, price);
  }
  return price;
}
