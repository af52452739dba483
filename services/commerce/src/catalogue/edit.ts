import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { roundMoney, type CatalogLanguage } from '@store/catalog';
import type { CatalogProductPatch } from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../carts/carts.ts';
import { items, products, productTexts, type StoredPriceList } from '../db/schema.ts';
import { collectWords, indexTexts, readMeta, writeMeta } from './seed.ts';
import { searchable } from './segment.ts';

/** A server-to-server change to one product; bumps the catalogue version in the same transaction. */
export async function patchProduct(
  db: Db,
  code: string,
  patch: CatalogProductPatch,
  context: { language: CatalogLanguage; currency: string },
): Promise<void> {
  const { language, currency } = context;
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ code: products.code })
      .from(products)
      .where(eq(products.code, code))
      .for('update');
    if (!product) throw new ProblemError(404, `There is no product ${code} in the catalogue.`);

    if (patch.name !== undefined || patch.summary !== undefined || patch.description !== undefined) {
      await tx
        .update(productTexts)
        .set({
          ...(patch.name === undefined
            ? {}
            : { name: patch.name, searchName: searchable(patch.name, language) }),
          ...(patch.summary === undefined ? {} : { summary: patch.summary }),
          ...(patch.description === undefined
            ? {}
            : { description: patch.description, searchBody: searchable(patch.description, language) }),
        })
        .where(sql`${productTexts.code} = ${code} AND ${productTexts.lang} = ${language}`);
      await indexTexts(tx, code);
      await collectWords(tx, code);
    }

    if (patch.prices) {
      const rows = await tx.select().from(items).where(eq(items.productCode, code));
      const errors = patch.prices.flatMap((p, i) =>
        rows.some((row) => row.code === p.itemCode)
          ? []
          : [{ path: `body.prices.${i}.itemCode`, message: `${p.itemCode} is not an item of ${code}` }],
      );
      if (errors.length) {
        throw new ProblemError(
          422,
          `Some prices name items that ${code} does not have: ${errors.map((e) => e.message).join('; ')}.`,
          { errors },
        );
      }
      for (const change of patch.prices) {
        const row = rows.find((r) => r.code === change.itemCode)!;
        await tx
          .update(items)
          .set({ prices: repriced(row.prices, currency, change.price) })
          .where(eq(items.code, row.code));
      }
    }

    await bumpCatalogueVersion(tx, code);
  });
}

/** An item's price lists with a new base price in one currency; tiers keep their discount relative to it. */
export function repriced(
  prices: Record<string, StoredPriceList>,
  currency: string,
  basePrice: number,
): Record<string, StoredPriceList> {
  const old = prices[currency];
  const price = roundMoney(basePrice, currency);
  const tiers = (old?.tiers ?? []).map((tier) => ({
    minQuantity: tier.minQuantity,
    price: roundMoney(old && old.price > 0 ? (tier.price / old.price) * price : price, currency),
  }));
  return { ...prices, [currency]: { price, tiers } };
}

/** Marks the product changed and gives the catalogue a new version, in the change's transaction. */
export async function bumpCatalogueVersion(tx: Tx, productCode: string): Promise<void> {
  await tx
    .update(products)
    .set({ updatedAt: sql`now()` })
    .where(eq(products.code, productCode));
  const generator = (await readMeta(tx, 'generator')) ?? 'catalog';
  await writeMeta(tx, 'version', `${generator}-${randomUUID()}`);
}
