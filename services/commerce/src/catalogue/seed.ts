import { eq, sql } from 'drizzle-orm';
import {
  CATALOG_LANGUAGES,
  generateCatalog,
  generatorId,
  type CatalogLanguage,
  type CatalogScale,
} from '@store/catalog';
import { COVER_MEDIA_TYPE, programCovers } from '@store/catalog/covers';
import type { Db } from '@store/database';
import {
  catalogMeta,
  imageRenditions,
  items,
  productImages,
  products,
  productTexts,
  searchWords,
} from '../db/schema.ts';
import { TEXT_SEARCH_CONFIG, searchable } from './segment.ts';

/**
 * Seeds the generated catalogue when the stored one is missing or came from another generator
 * version or scale: one transaction, so a crash mid-seed leaves the previous catalogue whole.
 */

const BATCH = 500;
/** Advisory lock key of the seed (any constant unique among the services sharing a database). */
const SEED_LOCK = 0x636f6d6d;
const SEEDED_AT = '2026-01-05T09:00:00.000Z';

export type SeedOutcome = { seeded: false } | { seeded: true; programs: number; items: number; ms: number };

export async function readMeta(db: Db, key: 'generator' | 'version'): Promise<string | undefined> {
  const rows = await db
    .select({ value: catalogMeta.value })
    .from(catalogMeta)
    .where(eq(catalogMeta.key, key));
  return rows[0]?.value;
}

/**
 * How this module stores and indexes a catalogue (texts, full-text vectors, the words typo correction
 * looks in). Bump it when that changes: a database seeded the old way is then seeded again, as it is
 * for a new generator version, instead of keeping an index the search no longer expects.
 */
const SEED_VERSION = '3';

/** What the stored catalogue's 'generator' meta must say for it to be current. */
export function seededCatalogueId(scale: CatalogScale): string {
  return `${generatorId(scale)}-seed-${SEED_VERSION}`;
}

/** `signal` stops a seed between batches (the app is closing); the transaction then rolls back. */
export async function ensureCatalogue(
  db: Db,
  scale: CatalogScale,
  signal?: AbortSignal,
): Promise<SeedOutcome> {
  const wanted = seededCatalogueId(scale);
  if ((await readMeta(db, 'generator')) === wanted) return { seeded: false };

  const started = performance.now();
  const catalog = generateCatalog(scale);
  let itemCount = 0;
  let seeded = true;
  await db.transaction(async (tx) => {
    // Instances starting together seed once: the others wait here, then find the catalogue current.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await readMeta(tx, 'generator')) === wanted) {
      seeded = false;
      return;
    }
    await tx.delete(products);
    await tx.delete(searchWords);
    const productRows = catalog.programs.map((p) => ({
      code: p.code,
      program: p.program,
      qualification: p.qualificationLevel,
      minMonths: p.ageRange.minMonths,
      maxMonths: p.ageRange.maxMonths,
      adminMinutes: p.adminMinutes,
      categories: p.categories,
      stores: p.stores,
      popularity: p.popularity,
      updatedAt: SEEDED_AT,
    }));
    const textRows = catalog.programs.flatMap((p) =>
      CATALOG_LANGUAGES.map((lang) => {
        const text = p.texts[lang];
        const searchName = searchable(text.name, lang);
        const searchBody = searchable(text.description, lang);
        return {
          code: p.code,
          lang,
          name: text.name,
          summary: text.summary,
          description: text.description,
          searchName,
          searchBody,
          // Computed in the insert: a later UPDATE would write every row and its index entries twice.
          nameNorm: sql`lower(unaccent(${text.name}))`,
          tsv: tsvectorOf(lang, searchName, `${p.code} ${p.program}`, searchBody),
        };
      }),
    );
    const itemRows = catalog.programs.flatMap((p) =>
      p.items.map((item, position) => ({
        code: item.code,
        productCode: p.code,
        position,
        kind: item.kind,
        format: item.format,
        digital: item.digital,
        minQuantity: item.minOrderQuantity,
        maxQuantity: item.maxOrderQuantity,
        stock: item.stock,
        prices: item.prices,
      })),
    );
    // Each cover's version, not its drawing or renditions: the generator draws it again and a
    // rendition is made on its first request (ADR 29).
    const imageRows = catalog.programs.flatMap((p) =>
      programCovers(p).map((cover, position) => ({
        productCode: p.code,
        position,
        format: cover.format,
        version: cover.version,
        mediaType: COVER_MEDIA_TYPE,
      })),
    );
    itemCount = itemRows.length;
    for (const [table, rows] of [
      [products, productRows],
      [productTexts, textRows],
      [items, itemRows],
      [productImages, imageRows],
    ] as const) {
      for (let i = 0; i < rows.length; i += BATCH) {
        await tx.insert(table).values(rows.slice(i, i + BATCH) as never);
        // PGlite answers in microtasks; without a macrotask turn a long seed would starve the
        // event loop (no listening, no health answers) until it ends.
        await new Promise((resolve) => setImmediate(resolve));
        signal?.throwIfAborted();
      }
    }
    await collectWords(tx);
    await tx.execute(sql`DELETE FROM ${imageRenditions} AS r
      WHERE NOT EXISTS (SELECT 1 FROM ${productImages} AS i WHERE i.version = r.version)`);
    await writeMeta(tx, 'generator', wanted);
    await writeMeta(tx, 'version', `${wanted}-r1`);
  });
  if (!seeded) return { seeded: false };
  // Statistics now, not whenever autovacuum comes by: without them the planner guesses the
  // language filter selective and intersects the text index with a scan of the whole key index,
  // which costs a search milliseconds instead of a fraction of one.
  await db.execute(sql`ANALYZE commerce.product_texts, commerce.search_words`);
  return {
    seeded: true,
    programs: catalog.programs.length,
    items: itemCount,
    ms: Math.round(performance.now() - started),
  };
}

const CONFIG_CASE = sql.raw(
  `(CASE t.lang ${Object.entries(TEXT_SEARCH_CONFIG)
    .map(([lang, config]) => `WHEN '${lang}' THEN '${config}'`)
    .join(' ')} ELSE 'simple' END)::regconfig`,
);

function tsvectorOf(lang: CatalogLanguage, name: string, codes: string, body: string) {
  const config = TEXT_SEARCH_CONFIG[lang];
  return sql`setweight(to_tsvector(${config}::regconfig, unaccent(${name})), 'A')
    || setweight(to_tsvector('simple', ${codes}), 'A')
    || setweight(to_tsvector(${config}::regconfig, unaccent(${body})), 'C')`;
}

/** Fills the search columns in SQL: unaccent is not immutable, so they cannot be generated columns. */
export async function indexTexts(db: Db, code?: string): Promise<void> {
  await db.execute(sql`
    UPDATE commerce.product_texts AS t SET
      name_norm = lower(unaccent(t.name)),
      tsv = setweight(to_tsvector(${CONFIG_CASE}, unaccent(t.search_name)), 'A')
        || setweight(to_tsvector('simple', t.code || ' ' || p.program), 'A')
        || setweight(to_tsvector(${CONFIG_CASE}, unaccent(t.search_body)), 'C')
    FROM commerce.products AS p
    WHERE p.code = t.code ${code === undefined ? sql`` : sql`AND t.code = ${code}`}`);
}

/**
 * Keeps the words of product names (unsegmented languages) for typo correction; the few hundred
 * distinct words are far quicker to compare by trigrams than thousands of names.
 */
export async function collectWords(db: Db, code?: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO commerce.search_words (lang, word)
    SELECT DISTINCT t.lang, w.word
    FROM commerce.product_texts AS t, regexp_split_to_table(t.name_norm, '[^[:alnum:]]+') AS w(word)
    WHERE t.lang NOT IN ('ja', 'zh') AND length(w.word) >= 3 ${code === undefined ? sql`` : sql`AND t.code = ${code}`}
    ON CONFLICT DO NOTHING`);
}

export async function writeMeta(db: Db, key: 'generator' | 'version', value: string): Promise<void> {
  await db
    .insert(catalogMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: catalogMeta.key, set: { value } });
}
