import { and, eq } from 'drizzle-orm';
import { programByCode } from '@store/catalog';
import { coverOf } from '@store/catalog/covers';
import { renderRendition } from '@store/catalog/image-renditions';
import {
  PRODUCT_IMAGE_MEDIA_TYPES,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_IMAGE_WIDTHS,
  type RenditionName,
} from '@store/contracts/product-images';
import type { Db } from '@store/database';
import { imageRenditions, productImages } from '../db/schema.ts';

/**
 * A product image's renditions (requirements §9, product imagery; ADR 29): the seed stores each
 * cover's version, the generator draws it again, and a size in an encoding is rendered the first
 * time it is asked for, then kept in the database under the version (an upload's likewise). Instances rendering the same one at once both write the
 * same bytes; the first insert wins and nothing is rendered twice afterwards.
 */

export interface Rendition {
  bytes: Buffer;
  contentType: string;
}

/** The rendition of one of the product's images, or undefined when the product has no such image. */
export async function productRendition(
  db: Db,
  productCode: string,
  name: RenditionName,
): Promise<Rendition | undefined> {
  const contentType = PRODUCT_IMAGE_MEDIA_TYPES[name.type];
  const [image] = await db
    .select({
      mediaType: productImages.mediaType,
      source: productImages.source,
      format: productImages.format,
    })
    .from(productImages)
    .where(and(eq(productImages.productCode, productCode), eq(productImages.version, name.version)))
    .limit(1);
  if (!image) return undefined;
  const key = and(
    eq(imageRenditions.version, name.version),
    eq(imageRenditions.type, name.type),
    eq(imageRenditions.width, name.width),
  );
  const [kept] = await db.select({ bytes: imageRenditions.bytes }).from(imageRenditions).where(key);
  if (kept) return { bytes: kept.bytes, contentType };
  const source = image.source ?? coverOf(programByCode(productCode), image.format);
  if (source === undefined) return undefined;
  const bytes = await renderRendition(
    typeof source === 'string' ? Buffer.from(source) : source,
    image.mediaType,
    name.type,
    name.width,
  );
  await db
    .insert(imageRenditions)
    .values({ version: name.version, type: name.type, width: name.width, bytes })
    .onConflictDoNothing();
  return { bytes, contentType };
}

/** Every rendition of a source, rendered now (an operator's upload is shown at once, everywhere). */
export async function renderAll(db: Db, version: string, mediaType: string, source: Buffer): Promise<void> {
  const rows = await Promise.all(
    PRODUCT_IMAGE_TYPES.flatMap((type) =>
      PRODUCT_IMAGE_WIDTHS.map(async (width) => ({
        version,
        type,
        width,
        bytes: await renderRendition(source, mediaType, type, width),
      })),
    ),
  );
  await db.insert(imageRenditions).values(rows).onConflictDoNothing();
}
