import {
  PRODUCT_IMAGE_MEDIA_TYPES,
  productImageHeight,
  renditionFile,
  type ProductImageWidth,
  type RenditionName,
} from '@store/contracts/product-images';

/**
 * Where the browser fetches a product image: a path of the store's own origin, outside the locales
 * (an image is the same in every one), which the edge keeps in a cache share of its own.
 */
export const PRODUCT_IMAGES_PREFIX = '/images/products';

export function productImagePath(code: string, name: RenditionName): string {
  return `${PRODUCT_IMAGES_PREFIX}/${encodeURIComponent(code)}/${renditionFile(name)}`;
}

export const LARGEST_WIDTH: ProductImageWidth = 960;

export interface ShareImage {
  path: string;
  width: number;
  height: number;
  type: string;
}

/** The main image's largest WebP: what link previews and search engines are given. */
export function productShareImage(product: {
  code: string;
  images: readonly { version: string }[];
}): ShareImage | undefined {
  const main = product.images[0];
  if (!main) return undefined;
  const width = LARGEST_WIDTH;
  return {
    path: productImagePath(product.code, { version: main.version, width, type: 'webp' }),
    width,
    height: productImageHeight(width),
    type: PRODUCT_IMAGE_MEDIA_TYPES.webp,
  };
}
