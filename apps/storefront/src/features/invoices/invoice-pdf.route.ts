import { isLocale } from '@store/locales';
import { logger } from '../../clients/logger.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CartAccessNeeded, onCart } from '../cart/cart-session.ts';
import { customerAccess } from '../orders/orders-access.ts';

const INVOICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /{locale}/invoices/{invoiceId}/pdf: the signed-in customer's invoice as commerce prints it, in
 * the page's language, as a download. Without a session the customer is sent to sign in and back to
 * the invoice's page, where the session is picked up and the download link waits; an unknown
 * invoice, another customer's or another store's, is a 404 alike.
 */
export async function invoicePdfRoute(rawLocale: string, invoiceId: string): Promise<Response> {
  if (!isLocale(rawLocale)) return problemResponse(404, 'no store has this locale');
  const locale = rawLocale;
  if (!INVOICE_ID.test(invoiceId)) return problemResponse(404, 'there is no invoice at this address');

  let pdf: { bytes: Uint8Array<ArrayBuffer>; filename: string } | undefined;
  try {
    const access = await customerAccess(locale);
    pdf = await onCart(commerce().invoicePdf(locale, access.userId, access.accessToken, invoiceId));
  } catch (error) {
    if (error instanceof CartAccessNeeded) {
      return new Response(null, {
        status: 303,
        headers: {
          Location: storePaths(locale).signIn(storePaths(locale).invoice(invoiceId)),
          'Cache-Control': 'no-store',
        },
      });
    }
    logger.warn({ err: error, locale }, 'invoices: the invoice PDF could not be read');
    return problemResponse(503, 'the invoice could not be printed just now; try the download again shortly');
  }
  if (!pdf) return problemResponse(404, 'you have no invoice at this address in this store');

  return new Response(pdf.bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdf.filename}"`,
      'Content-Length': String(pdf.bytes.byteLength),
      'Cache-Control': 'private, no-store',
    },
  });
}
