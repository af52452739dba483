import { INVOICE_LIST_MAX, type InvoiceSummary } from '@store/contracts/commerce';
import { isLocale, localeInfo } from '@store/locales';
import { logger } from '../../clients/logger.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CartAccessNeeded, onCart } from '../cart/cart-session.ts';
import { customerAccess } from '../orders/orders-access.ts';
import { invoiceListHref, invoiceQuery } from './invoice-query.ts';
import { invoicesCsv } from './invoices-csv.ts';
import { invoicesMessages } from './messages.ts';

/** Enough for any customer's history; a list longer than this is cut rather than read forever. */
const MAX_PAGES = 100;

/**
 * GET /{locale}/invoices/export.csv with the list page's filters: every matching invoice (commerce's
 * pages followed to the end) as a download. Without a session the customer is sent to sign in and
 * back to the list with the same filters, where the export link waits.
 */
export async function invoicesCsvRoute(request: Request, rawLocale: string): Promise<Response> {
  if (!isLocale(rawLocale)) return problemResponse(404, 'no store has this locale');
  const locale = rawLocale;
  const paths = storePaths(locale);
  const query = invoiceQuery(
    Object.fromEntries(new URL(request.url).searchParams),
    localeInfo(locale).currency,
  );
  const signIn = () =>
    new Response(null, {
      status: 303,
      headers: {
        Location: paths.signIn(invoiceListHref(paths.invoices, query)),
        'Cache-Control': 'no-store',
      },
    });

  const invoices: InvoiceSummary[] = [];
  try {
    const access = await customerAccess(locale);
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const list = await onCart(
        commerce().invoices(locale, access.userId, access.accessToken, {
          ...query.api,
          ...(cursor ? { cursor } : {}),
          limit: INVOICE_LIST_MAX,
        }),
      );
      invoices.push(...list.invoices);
      cursor = list.nextCursor;
      if (!cursor) break;
    }
  } catch (error) {
    if (error instanceof CartAccessNeeded) return signIn();
    logger.warn({ err: error, locale }, 'invoices: the CSV export could not be read');
    return problemResponse(503, 'the invoices could not be read just now; try the download again shortly');
  }

  const today = new Date().toISOString().slice(0, 10);
  return new Response(invoicesCsv(invoices, invoicesMessages(locale)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="invoices-${today}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
