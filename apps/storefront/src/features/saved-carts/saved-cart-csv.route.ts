import { isLocale } from '@store/locales';
import { z } from 'zod';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CartAccessNeeded, onCart } from '../cart/cart-session.ts';
import { customerAccess } from '../orders/orders-access.ts';
import { savedCartsMessages } from './messages.ts';
import { savedCartCsv, savedCartCsvDisposition } from './saved-cart-csv.ts';

const savedCartIdSchema = z.uuid();

/**
 * GET /{locale}/my-account/saved-carts/{id}/export.csv: the saved cart's lines as `code,quantity`,
 * the file Import from CSV takes back. Without a session the customer is sent to sign in and back to
 * the saved cart's page, where the download waits; an unknown id, or anyone else's, is a 404.
 */
export async function savedCartCsvRoute(rawLocale: string, rawId: string): Promise<Response> {
  if (!isLocale(rawLocale)) return problemResponse(404, 'no store has this locale');
  const locale = rawLocale;
  const id = savedCartIdSchema.safeParse(rawId);
  if (!id.success) return problemResponse(404, 'there is no saved cart at this address');
  const paths = storePaths(locale);
  try {
    const access = await customerAccess(locale);
    const savedCart = await onCart(commerce().savedCart(locale, access.userId, access.accessToken, id.data));
    if (!savedCart) return problemResponse(404, 'you have no saved cart at this address on this store');
    return new Response(savedCartCsv(savedCart.lines), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': savedCartCsvDisposition(savedCart.name),
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    if (error instanceof CartAccessNeeded) {
      return new Response(null, {
        status: 303,
        headers: { Location: paths.signIn(paths.savedCart(id.data)), 'Cache-Control': 'no-store' },
      });
    }
    logger.warn({ err: error, locale }, 'saved carts: the CSV export could not be read');
    return problemResponse(503, savedCartsMessages(locale).export.failed);
  }
}
