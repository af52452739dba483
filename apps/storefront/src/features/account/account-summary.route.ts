import { commerce } from '../../clients/commerce/server.ts';
import { customerRead } from '../customer/customer-read.ts';

/**
 * GET /api/customer/account-summary?locale&userId: orders under way, the qualification standing and
 * the active organisation, for the account overview, which is rendered once for everyone and asks in
 * the browser with the customer's token (ADR 3).
 */
export function accountSummaryRoute(request: Request): Promise<Response> {
  return customerRead(
    request,
    ({ locale, userId, accessToken }) => commerce().accountSummary(locale, userId, accessToken),
    'the account is not answering; try again shortly',
  );
}
