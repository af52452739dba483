import { asc, eq } from 'drizzle-orm';
import { programByCode } from '@store/catalog';
import { COVER_MEDIA_TYPE, imageVersion, programCovers } from '@store/catalog/covers';
import { checkUpload } from '@store/catalog/image-renditions';
import {
  operatorProductImagesParamsSchema,
  operatorProductImagesSchema,
  operatorProductImageUploadSchema,
  PRODUCT_IMAGE_UPLOAD_BASE64_MAX,
  PRODUCT_IMAGE_UPLOAD_MAX_BYTES,
  type OperatorProductImages,
} from '@store/contracts/product-images';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { recordAudit } from '../audit/audit-log.ts';
import { renderAll } from '../catalogue/product-images.ts';
import { bumpCatalogueVersion } from '../catalogue/edit.ts';
import { productImages, products } from '../db/schema.ts';
import { OPERATOR_NO_BODY, OPERATOR_NO_QUERY, operatorOperation } from '../operator/operator-operation.ts';
import type { OperatorRouteGroup } from '../operator/operator-routes.ts';
import type { StaffActor } from '../staff/staff-actor.ts';
import { revalidateProductPages } from './storefront-revalidation.ts';

/**
 * An operator replaces a product's generated covers with one picture of their own, or restores the
 * covers (docs/operations.md, requirements §9 product imagery). The picture is checked by its
 * content, its renditions are made before it is shown, and its hash is its new address.
 */

const MERCHANDISING = ['order-manager'] as const;
const MEGABYTES = PRODUCT_IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

export const replaceProductImagesOperation = operatorOperation({
  id: 'replaceProductImages',
  method: 'PUT',
  path: '/catalogue/products/:code/images',
  summary: 'Replace a product’s images with an uploaded picture',
  description: `One JPEG, PNG, WebP or AVIF picture of at most ${MEGABYTES} MB, in base64, shown in place of every generated cover of the product (its page, its cards, its items). Its sizes are rendered at once; it gets a new address, so no cache shows the old one.`,
  roles: MERCHANDISING,
  params: operatorProductImagesParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: operatorProductImageUploadSchema,
  bodyLimit: PRODUCT_IMAGE_UPLOAD_BASE64_MAX + 64 * 1024,
  success: { status: 200, description: 'The product’s images now.', schema: operatorProductImagesSchema },
  problems: {
    404: 'There is no product with that code.',
    422: 'The upload is not a JPEG, PNG, WebP or AVIF picture, or it is too large.',
  },
});

export const restoreProductImagesOperation = operatorOperation({
  id: 'restoreProductImages',
  method: 'DELETE',
  path: '/catalogue/products/:code/images',
  summary: 'Restore a product’s generated covers',
  description: 'Drops an uploaded picture and shows the product’s generated covers again, one per format.',
  roles: MERCHANDISING,
  params: operatorProductImagesParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'The product’s images now.', schema: operatorProductImagesSchema },
  problems: { 404: 'There is no product with that code, or the catalogue generator does not make it.' },
});

interface ImageRow {
  format: string | null;
  version: string;
  mediaType: string;
  /** An upload's bytes; none for a generated cover. */
  source: Buffer | null;
}

interface ChangeScope {
  db: Db;
  staff: StaffActor;
  requestId: string;
}

/** Swaps the product's image rows in one transaction with the new catalogue version and the audit entry. */
async function setImages(
  { db, staff, requestId }: ChangeScope,
  code: string,
  action: string,
  rows: readonly ImageRow[],
): Promise<{ stores: string[]; answer: OperatorProductImages }> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ stores: products.stores })
      .from(products)
      .where(eq(products.code, code))
      .for('update');
    if (!product) throw new ProblemError(404, `There is no product ${code} in the catalogue.`);
    const before = await tx
      .select({ version: productImages.version, format: productImages.format })
      .from(productImages)
      .where(eq(productImages.productCode, code))
      .orderBy(asc(productImages.position));
    await tx.delete(productImages).where(eq(productImages.productCode, code));
    await tx
      .insert(productImages)
      .values(rows.map((row, position) => ({ ...row, productCode: code, position })));
    await bumpCatalogueVersion(tx, code);
    const images = rows.map(({ version, format }) => ({ version, format }));
    await recordAudit(tx, staff, {
      action,
      subjectType: 'product-images',
      subjectId: code,
      before: { images: before },
      after: { images },
      requestId,
    });
    return {
      stores: product.stores,
      answer: { productCode: code, uploaded: rows.some((row) => row.source !== null), images },
    };
  });
}

async function uploadedRow(source: Buffer): Promise<ImageRow> {
  const check = await checkUpload(source);
  if (!check.ok) {
    const detail =
      check.reason === 'too-large'
        ? `The picture is larger than ${MEGABYTES} MB; send a smaller file.`
        : 'The upload is not a JPEG, PNG, WebP or AVIF picture (its content was checked, not its name); send one of those.';
    throw new ProblemError(422, detail, { errors: [{ path: 'body.image', message: detail }] });
  }
  return { format: null, version: imageVersion(source), mediaType: check.mediaType, source };
}

function generatedRows(code: string): ImageRow[] {
  const program = programByCode(code);
  if (!program) {
    throw new ProblemError(
      404,
      `The catalogue generator makes no product ${code}, so it has no covers to restore.`,
    );
  }
  return programCovers(program).map((cover) => ({
    format: cover.format,
    version: cover.version,
    mediaType: COVER_MEDIA_TYPE,
    source: null,
  }));
}

export const productImagesOperator: OperatorRouteGroup = {
  operations: [replaceProductImagesOperation, restoreProductImagesOperation],
  register(route, { database, catalogue, env, log, bus }) {
    const revalidation = {
      url: env.STOREFRONT_REVALIDATE_URL,
      apiKey: env.COMMERCE_API_KEY,
      log,
      ...(env.REDIS_URL ? { bus } : {}),
    };
    const changed = async (code: string, stores: readonly string[]) => {
      await catalogue.changed();
      await Promise.all(stores.map((siteId) => revalidateProductPages(revalidation, code, siteId)));
    };
    route(replaceProductImagesOperation, async ({ params, body, staff, requestId }) => {
      const source = Buffer.from(body.image, 'base64');
      const row = await uploadedRow(source);
      // Rendered before the switch, so the new address answers as soon as a page shows it.
      await renderAll(database.db, row.version, row.mediaType, source);
      const { stores, answer } = await setImages(
        { db: database.db, staff, requestId },
        params.code,
        replaceProductImagesOperation.id,
        [row],
      );
      await changed(params.code, stores);
      return answer;
    });
    route(restoreProductImagesOperation, async ({ params, staff, requestId }) => {
      const { stores, answer } = await setImages(
        { db: database.db, staff, requestId },
        params.code,
        restoreProductImagesOperation.id,
        generatedRows(params.code),
      );
      await changed(params.code, stores);
      return answer;
    });
  },
};
