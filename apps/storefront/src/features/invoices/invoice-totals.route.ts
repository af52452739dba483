import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { customerCaller } from '../customer/customer-request.ts';

/** Statuses the browser can act on; anything else from commerce reads as unavailable. */
const PASSED_ON = new Set([401, 403, 404]);

/**
 * GET /api/customer/invoice-totals?locale&userId: what the customer has open and overdue, for the
 * account overview, which is rendered once for everyone and asks in the browser with the
 * customer's token (ADR 3). One invoice is read: the totals cover all of them whatever the page.
 */
export async function invoiceTotalsRoute(request: Request): Promise<Response> {
  const caller = customerCaller(request);
  if (caller instanceof Response) return caller;
  try {
    const list = await commerce().invoices(caller.locale, caller.userId, caller.accessToken, { limit: 1 });
    return Response.json(list.totals, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof CommerceProblem && PASSED_ON.has(error.status)) {
      return problemResponse(error.status, error.problem.detail);
    }
    return problemResponse(503, 'the invoices are not answering; try again shortly');
  }
}
