import { programCodeSchema } from '@store/contracts/commerce';
import { parseRenditionFile, renditionFile } from '@store/contracts/product-images';
import { CommerceUnavailable } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { problemResponse } from '../../clients/problem-response.ts';

const NOT_FOUND = { title: 'No such image' };
/** The address names the image's bytes (a hash of its source): browsers and the edge keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /images/products/{code}/{version}-{width}.{avif|webp}: one rendition of a product image, from
 * commerce (which the browser never calls itself), answered as immutable for the edge and browsers.
 */
export async function productImageRoute(code: string, file: string): Promise<Response> {
  const name = parseRenditionFile(file);
  if (!programCodeSchema.safeParse(code).success || !name) {
    return problemResponse(404, 'There is no product image at this address.', NOT_FOUND);
  }
  try {
    const image = await commerce().productImage(code, renditionFile(name));
    if (!image) return problemResponse(404, `Product ${code} has no image ${name.version}.`, NOT_FOUND);
    return new Response(Buffer.from(image.bytes), {
      headers: {
        'Content-Type': image.contentType,
        'Cache-Control': IMMUTABLE,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (!(error instanceof CommerceUnavailable)) throw error;
    logger.warn({ err: error, code, file }, 'product image failed; the page keeps its reserved box');
    return problemResponse(503, 'The product image is not available right now. Please try again later.', {
      headers: { 'Retry-After': '5' },
    });
  }
}
