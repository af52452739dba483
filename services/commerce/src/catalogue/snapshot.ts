import {
  AGE_BANDS,
  type AgeBand,
  type CategoryId,
  type Format,
  type QualificationLevel,
} from '@store/contracts/commerce';
import { upcOfItem, type CatalogLanguage, type ProgramText } from '@store/catalog';
import type { Db } from '@store/database';
import { items, productImages, products, productTexts, type StoredPriceList } from '../db/schema.ts';
import { readMeta } from './seed.ts';

/**
 * The catalogue as the service reads it: loaded from the database whole (a few thousand rows) and
 * replaced when the stored version changes, so filters, facets and prices cost no round trip.
 * Text matching stays in PostgreSQL (search.ts).
 */

export interface SnapshotItem {
  code: string;
  productCode: string;
  kind: string;
  format: Format;
  digital: boolean;
  minQuantity: number;
  maxQuantity: number;
  stock: number;
  prices: Record<string, StoredPriceList>;
  /** Derived from the code, not stored: the generator numbers its physical items (upcOfItem). */
  upc: string | undefined;
}

export type FacetName = 'category' | 'format' | 'qualification' | 'age' | 'delivery';

export interface SnapshotProduct {
  code: string;
  program: string;
  qualification: QualificationLevel;
  minMonths: number;
  maxMonths: number;
  adminMinutes: number[];
  categories: CategoryId[];
  stores: ReadonlySet<string>;
  popularity: number;
  updatedAt: string;
  texts: Map<CatalogLanguage, ProgramText>;
  items: SnapshotItem[];
  formats: Format[];
  ageBands: AgeBand[];
  digital: boolean;
  physical: boolean;
  /** The values the product counts under in each search facet, computed once per load. */
  facets: Record<FacetName, readonly string[]>;
  /** Its images, the main one first (product-images.ts). */
  images: { version: string; format: Format | null }[];
}

export interface Snapshot {
  version: string;
  products: ReadonlyMap<string, SnapshotProduct>;
  items: ReadonlyMap<string, SnapshotItem>;
  itemsByUpc: ReadonlyMap<string, SnapshotItem>;
  /** By popularity, then code: the stable order of 'recommended' without a query. */
  byPopularity: readonly SnapshotProduct[];
}

/** Age bands in months, for the age filter: a program belongs to every band its range overlaps. */
export const AGE_BAND_MONTHS: Record<AgeBand, readonly [number, number]> = {
  'early-childhood': [0, 71],
  'school-age': [72, 155],
  adolescent: [156, 215],
  adult: [216, 779],
  'older-adult': [780, Number.MAX_SAFE_INTEGER],
};

export async function loadSnapshot(db: Db): Promise<Snapshot> {
  const version = (await readMeta(db, 'version')) ?? 'empty';
  const [productRows, textRows, itemRows, imageRows] = await Promise.all([
    db.select().from(products),
    db
      .select({
        code: productTexts.code,
        lang: productTexts.lang,
        name: productTexts.name,
        summary: productTexts.summary,
        description: productTexts.description,
      })
      .from(productTexts),
    db.select().from(items).orderBy(items.productCode, items.position),
    db
      .select({
        productCode: productImages.productCode,
        version: productImages.version,
        format: productImages.format,
      })
      .from(productImages)
      .orderBy(productImages.productCode, productImages.position),
  ]);
  const byCode = new Map<string, SnapshotProduct>();
  for (const row of productRows) {
    byCode.set(row.code, {
      code: row.code,
      program: row.program,
      qualification: row.qualification as QualificationLevel,
      minMonths: row.minMonths,
      maxMonths: row.maxMonths,
      adminMinutes: row.adminMinutes,
      categories: row.categories as CategoryId[],
      stores: new Set(row.stores),
      popularity: row.popularity,
      updatedAt: new Date(row.updatedAt).toISOString(),
      texts: new Map(),
      items: [],
      formats: [],
      ageBands: AGE_BANDS.filter((band) => {
        const [from, to] = AGE_BAND_MONTHS[band];
        return row.minMonths <= to && row.maxMonths >= from;
      }),
      digital: false,
      physical: false,
      facets: { category: [], format: [], qualification: [], age: [], delivery: [] },
      images: [],
    });
  }
  for (const row of imageRows) {
    byCode.get(row.productCode)?.images.push({ version: row.version, format: row.format as Format | null });
  }
  for (const row of textRows) {
    byCode.get(row.code)?.texts.set(row.lang as CatalogLanguage, {
      name: row.name,
      summary: row.summary,
      description: row.description,
    });
  }
  const itemMap = new Map<string, SnapshotItem>();
  const byUpc = new Map<string, SnapshotItem>();
  for (const row of itemRows) {
    const product = byCode.get(row.productCode);
    if (!product) continue;
    const item: SnapshotItem = { ...row, format: row.format as Format, upc: upcOfItem(row.code) };
    product.items.push(item);
    itemMap.set(item.code, item);
    if (item.upc) byUpc.set(item.upc, item);
    if (!product.formats.includes(item.format)) product.formats.push(item.format);
    if (item.digital) product.digital = true;
    else product.physical = true;
  }
  for (const product of byCode.values()) {
    product.facets = {
      category: product.categories,
      format: product.formats,
      qualification: [product.qualification],
      age: product.ageBands,
      delivery: [...(product.digital ? ['digital'] : []), ...(product.physical ? ['physical'] : [])],
    };
  }
  const byPopularity = [...byCode.values()].sort(
    (a, b) => b.popularity - a.popularity || a.code.localeCompare(b.code),
  );
  return { version, products: byCode, items: itemMap, itemsByUpc: byUpc, byPopularity };
}
