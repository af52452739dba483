import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { roundMoney, type CatalogLanguage } from '@store/catalog';
import type { CatalogProductPatch } from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { items, products, productTexts } from '../db/schema.ts';
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
        const old = row.prices[currency];
        const price = roundMoney(change.price, currency);
        // Tiers keep their discount relative to the base price.
        const tiers = (old?.tiers ?? []).map((tier) => ({
          minQuantity: tier.minQuantity,
          price: roundMoney(old && old.price > 0 ? (tier.price / old.price) * price : price, currency),
        }));
        await tx
          .update(items)
          .set({ prices: { ...row.prices, [currency]: { price, tiers } } })
          .where(eq(items.code, row.code));
      }
    }

    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(eq(products.code, code));
    const generator = (await readMeta(tx, 'generator')) ?? 'catalog';
    await writeMeta(tx, 'version', `${generator}-${randomUUID()}`);
  });
}
