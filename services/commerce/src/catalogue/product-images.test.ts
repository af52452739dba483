import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema, productSearchResultSchema } from '@store/contracts/commerce';
import { imageRenditions } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/** The seeded product images and their renditions (requirements §10.5, ADR 29). */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const lumen = async () =>
  productSchema.parse((await t.call({ path: '/products/A100123?locale=en-us' })).json());

describe('product images', () => {
  it('gives every product of a result list its images, the main one first', async () => {
    const page = productSearchResultSchema.parse((await t.call({ path: '/products?locale=en-us' })).json());
    for (const product of page.products) expect(product.images.length, product.code).toBeGreaterThan(0);
  });

  it('serves a cover in AVIF and WebP, immutable, rendered on the first request and kept', async () => {
    const [main] = (await lumen()).images;
    expect(main?.format).toBe('kit');
    const path = `/products/A100123/images/${main?.version}-320.avif`;
    const first = await t.call({ path });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/avif');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(first.rawPayload).metadata()).width).toBe(320);
    const kept = await t.database.db
      .select({ bytes: imageRenditions.bytes })
      .from(imageRenditions)
      .where(and(eq(imageRenditions.version, main?.version ?? ''), eq(imageRenditions.width, 320)));
    expect(kept).toHaveLength(1);
    const again = await t.call({ path });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const webp = await t.call({ path: `/products/A100123/images/${main?.version}-960.webp` });
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for an image the product does not have and 400 for a size or type never rendered', async () => {
    const [main] = (await lumen()).images;
    expect((await t.call({ path: '/products/A100123/images/AAAAAAAAAAAAAAAA-320.avif' })).statusCode).toBe(
      404,
    );
    expect((await t.call({ path: `/products/B200456/images/${main?.version}-320.avif` })).statusCode).toBe(
      404,
    );
    expect((await t.call({ path: `/products/A100123/images/${main?.version}-300.avif` })).statusCode).toBe(
      400,
    );
    expect((await t.call({ path: `/products/A100123/images/${main?.version}-320.png` })).statusCode).toBe(
      400,
    );
  });
});
