import { commerce } from '../../clients/commerce/server.ts';
import { customerRead } from '../customer/customer-read.ts';

/**
 * GET /api/customer/invoice-totals?locale&userId: what the customer has open and overdue, for the
 * account overview, which is rendered once for everyone and asks in the browser with the
 * customer's token (ADR 3). One invoice is read: the totals cover all of them whatever the page.
 */
export function invoiceTotalsRoute(request: Request): Promise<Response> {
  return customerRead(
    request,
    async ({ locale, userId, accessToken }) =>
      (await commerce().invoices(locale, userId, accessToken, { limit: 1 })).totals,
    'the invoices are not answering; try again shortly',
  );
}
