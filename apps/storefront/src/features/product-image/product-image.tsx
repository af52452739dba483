import { getImageProps, type ImageLoaderProps } from 'next/image';
import type { Format, ProductImage as ProductImageRef } from '@store/contracts/commerce';
import {
  PRODUCT_IMAGE_MEDIA_TYPES,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_IMAGE_WIDTHS,
  productImageHeight,
  type ProductImageType,
  type ProductImageWidth,
} from '@store/contracts/product-images';
import type { Locale } from '@store/locales';
import { format as fill } from '../../i18n/format.ts';
import { catalogMessages } from '../catalog/messages.ts';
import { productImageMessages } from './messages.ts';
import { LARGEST_WIDTH, productImagePath } from './product-image-path.ts';

/**
 * The one way the store shows a product's image (requirements §9, product imagery): a server-rendered
 * <picture> with AVIF and WebP sources in the widths commerce renders, laid out by `sizes`, in a box
 * of fixed width and height so nothing shifts when it loads. next/image's getImageProps gives the
 * loading, priority and sizes of its <Image> without shipping a client component.
 */

export interface ProductImageProduct {
  code: string;
  name: string;
  images: readonly ProductImageRef[];
}

export interface ProductImageProps {
  locale: Locale;
  product: ProductImageProduct;
  /** The format whose cover to show (an item's); the product's main image without one. */
  format?: Format;
  /** Which image of the product, for a gallery; `format` wins when both are given. */
  index?: number;
  /** The box's width in CSS pixels where it is laid out widest; the height follows the 4:5 frame. */
  width: number;
  /** The `sizes` attribute: how wide the image is laid out at each viewport width. */
  sizes?: string;
  /** Only for the largest image above the fold: fetched first and never lazily. */
  priority?: boolean;
  /** Replaces the locale's "Cover of …"; empty when the name is written beside the image. */
  alt?: string;
  className?: string;
}

export function pickImage(
  images: readonly ProductImageRef[],
  format: Format | undefined,
  index: number | undefined,
): ProductImageRef | undefined {
  const byFormat = format ? images.find((image) => image.format === format) : undefined;
  return byFormat ?? images[index ?? 0] ?? images[0];
}

/** The rendition a requested width needs: the smallest at least as wide, else the largest. */
function renditionWidth(width: number): ProductImageWidth {
  return PRODUCT_IMAGE_WIDTHS.find((w) => w >= width) ?? LARGEST_WIDTH;
}

export function productImageSrcSet(code: string, image: ProductImageRef, type: ProductImageType): string {
  return PRODUCT_IMAGE_WIDTHS.map(
    (width) => `${productImagePath(code, { version: image.version, width, type })} ${width}w`,
  ).join(', ');
}

export function productImageAlt(
  locale: Locale,
  product: ProductImageProduct,
  image: ProductImageRef,
): string {
  const messages = productImageMessages(locale);
  if (!image.format) return fill(messages.picture, { name: product.name });
  return fill(messages.cover, { name: product.name, format: catalogMessages(locale).formats[image.format] });
}

export function ProductImage({
  locale,
  product,
  format,
  index,
  width,
  sizes = `${width}px`,
  priority = false,
  alt,
  className,
}: ProductImageProps) {
  const image = pickImage(product.images, format, index);
  if (!image) return null;
  const loader = ({ width: wanted }: ImageLoaderProps) =>
    productImagePath(product.code, { version: image.version, width: renditionWidth(wanted), type: 'webp' });
  const { props } = getImageProps({
    src: product.code,
    loader,
    alt: alt ?? productImageAlt(locale, product, image),
    width,
    height: productImageHeight(width),
    sizes,
    // Not next/image's preload: a preload names one encoding, the <picture> may pick the other.
    ...(priority ? { loading: 'eager', fetchPriority: 'high' } : {}),
    ...(className ? { className } : {}),
  });
  return (
    <picture>
      {PRODUCT_IMAGE_TYPES.map((type) => (
        <source
          key={type}
          type={PRODUCT_IMAGE_MEDIA_TYPES[type]}
          srcSet={productImageSrcSet(product.code, image, type)}
          sizes={sizes}
        />
      ))}
      <img {...props} srcSet={productImageSrcSet(product.code, image, 'webp')} />
    </picture>
  );
}
