import { isLocale } from '@store/locales';
import { logger } from '../../clients/logger.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { loadProduct } from './catalog-data.ts';
import { programImageSvg } from './program-image.ts';

const PROGRAM_CODE = /^[A-Z][0-9]{6}$/;
const NOT_FOUND = { title: 'No such image' };

/**
 * GET /{locale}/p/{code}/image.svg: the program's cover art. The product comes from the catalogue
 * cache (catalog-data.ts), so the image follows a catalogue change as the product page does; the
 * edge keeps it for the page lifetime and browsers for an hour.
 */
export async function programImageRoute(locale: string, code: string): Promise<Response> {
  if (!isLocale(locale) || !PROGRAM_CODE.test(code)) {
    return problemResponse(404, 'There is no product image at this address.', NOT_FOUND);
  }
  try {
    const product = await loadProduct(locale, code);
    if (!product) return problemResponse(404, `There is no product ${code} in this store.`, NOT_FOUND);
    return new Response(programImageSvg(product), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600, s-maxage=60, stale-while-revalidate=3600',
      },
    });
  } catch (error) {
    logger.warn({ err: error, locale, code }, 'product image failed; the page shows text only');
    return problemResponse(503, 'The product image is not available right now. Please try again later.');
  }
}
