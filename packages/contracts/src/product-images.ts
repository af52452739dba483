import { z } from 'zod';

/**
 * The addresses of product images (requirements §9, product imagery): each image is served in a few
 * widths and two encodings, named `{version}-{width}.{type}` under its product, where `version` is a
 * hash of the image's source, so a replaced image gets a new address and every address is immutable.
 * Every rendition has the covers' 4:5 frame, so a page reserves the same box whichever it shows.
 */

export const PRODUCT_IMAGE_TYPES = ['avif', 'webp'] as const;
export type ProductImageType = (typeof PRODUCT_IMAGE_TYPES)[number];
/** Card thumbnails, cards at twice the density, the product page, the product page at twice the density. */
export const PRODUCT_IMAGE_WIDTHS = [160, 320, 640, 960] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

export const PRODUCT_IMAGE_MEDIA_TYPES: Record<ProductImageType, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** The frame of every rendition: the covers are drawn at 480 by 600. */
export const PRODUCT_IMAGE_FRAME = { width: 480, height: 600 } as const;

export function productImageHeight(width: number): number {
  return Math.round((width * PRODUCT_IMAGE_FRAME.height) / PRODUCT_IMAGE_FRAME.width);
}

const VERSION = /^[A-Za-z0-9_-]{16}$/;
export const productImageVersionSchema = z.string().regex(VERSION, 'expects an image version');

export interface RenditionName {
  version: string;
  width: ProductImageWidth;
  type: ProductImageType;
}

export function renditionFile(name: RenditionName): string {
  return `${name.version}-${name.width}.${name.type}`;
}

const RENDITION_FILE = /^([A-Za-z0-9_-]{16})-([0-9]{1,4})\.([a-z]{3,4})$/;

/** The rendition a file name asks for, or undefined for a size or encoding that is not made. */
export function parseRenditionFile(file: string): RenditionName | undefined {
  const match = RENDITION_FILE.exec(file);
  if (!match) return undefined;
  const [, version = '', widthText = '', typeText = ''] = match;
  const width = PRODUCT_IMAGE_WIDTHS.find((w) => String(w) === widthText);
  const type = PRODUCT_IMAGE_TYPES.find((t) => t === typeText);
  return width && type ? { version, width, type } : undefined;
}

export const renditionFileSchema = z.string().transform((file, context) => {
  const name = parseRenditionFile(file);
  if (!name) {
    context.addIssue({
      code: 'custom',
      message: `expects {version}-{width}.{type} with a width of ${PRODUCT_IMAGE_WIDTHS.join(', ')} and a type of ${PRODUCT_IMAGE_TYPES.join(' or ')}`,
    });
    return z.NEVER;
  }
  return name;
});

/** The largest image an operator may upload in place of a product's covers. */
export const PRODUCT_IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Base64 of the largest upload, with the padding of its last group. */
export const PRODUCT_IMAGE_UPLOAD_BASE64_MAX = Math.ceil(PRODUCT_IMAGE_UPLOAD_MAX_BYTES / 3) * 4;

export const operatorProductImagesParamsSchema = z
  .object({ code: z.string().regex(/^[A-Z][0-9]{6}$/, 'expects a product code such as A100123') })
  .strict();

/** PUT /operator/catalogue/products/{code}/images: one JPEG, PNG, WebP or AVIF picture, in base64. */
export const operatorProductImageUploadSchema = z
  .object({
    image: z
      .base64('expects the image’s bytes in base64')
      .min(1, 'expects an image')
      .max(
        PRODUCT_IMAGE_UPLOAD_BASE64_MAX,
        `expects an image of at most ${PRODUCT_IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`,
      ),
  })
  .strict();
export type OperatorProductImageUpload = z.infer<typeof operatorProductImageUploadSchema>;

export const operatorProductImagesSchema = z.object({
  productCode: z.string(),
  /** True while an operator's upload stands in place of the generated covers. */
  uploaded: z.boolean(),
  images: z.array(z.object({ version: productImageVersionSchema, format: z.string().nullable() })),
});
export type OperatorProductImages = z.infer<typeof operatorProductImagesSchema>;
