import { quoteIdSchema } from '@store/contracts/commerce-quotes';
import { isLocale } from '@store/locales';
import { CommerceProblem, type NamedPdf } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CartAccessNeeded, onCart } from '../cart/cart-session.ts';
import { customerAccess } from '../orders/orders-access.ts';

/**
 * GET /{locale}/my-account/quotes/{quoteId}/pdf: the offer of the signed-in customer's quote as
 * commerce prints it, in the page's language, as a download. Without a session the customer is sent
 * to sign in and back to the quote's page; an unknown quote, another customer's or another store's,
 * is a 404 alike; a quote without an offer yet has nothing to print (409).
 */
export async function quotePdfRoute(rawLocale: string, quoteId: string): Promise<Response> {
  if (!isLocale(rawLocale)) return problemResponse(404, 'no store has this locale');
  const locale = rawLocale;
  const id = quoteIdSchema.safeParse(quoteId);
  if (!id.success) return problemResponse(404, 'there is no quote at this address');

  let pdf: NamedPdf | undefined;
  try {
    const access = await customerAccess(locale);
    pdf = await onCart(commerce().quotePdf(locale, access.userId, access.accessToken, id.data));
  } catch (error) {
    if (error instanceof CartAccessNeeded) {
      return new Response(null, {
        status: 303,
        headers: {
          Location: storePaths(locale).signIn(storePaths(locale).quote(id.data)),
          'Cache-Control': 'no-store',
        },
      });
    }
    if (error instanceof CommerceProblem && error.status === 409) {
      return problemResponse(
        409,
        'this quote has no offer to print yet; the PDF follows once the store makes one',
      );
    }
    logger.warn({ err: error, locale }, 'quotes: the quote PDF could not be read');
    return problemResponse(503, 'the quote could not be printed just now; try the download again shortly');
  }
  if (!pdf) return problemResponse(404, 'you have no quote at this address in this store');

  return new Response(pdf.bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdf.filename}"`,
      'Content-Length': String(pdf.bytes.byteLength),
      'Cache-Control': 'private, no-store',
    },
  });
}
