import { switchActiveAccountSchema } from '@store/contracts/commerce-accounts';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import type { AccountChoices } from '../../shell/header/account-switcher/account-choices.ts';
import { cartCookies, rememberCustomerCart } from '../cart/cart-session.ts';
import { tokenCookieSeconds } from '../cart/customer-cart.route.ts';
import { customerCaller, readJsonBody } from '../customer/customer-request.ts';
import { fromThisStore } from '../customer/request-origin.ts';

/**
 * /api/customer/accounts?locale&userId: the accounts the signed-in customer buys for, for the
 * header's switcher, which runs in the browser with the customer's token (ADR 3, 16). GET lists
 * them; PUT {organisationId} (null: the personal account) switches at commerce, which merges the
 * cart the cookie holds into the new account's cart, and writes that cart's cookies with the token
 * (expiresAt, in ms, as for /api/customer/cart), so the next page shows it with its merge banner.
 * PUT changes cookies, so only this store's pages may call it.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Commerce statuses the browser can act on; anything else reads as unavailable. */
const PASSED_ON = new Set([401, 403, 404]);

function failure(error: unknown, what: string, locale: string): Response {
  if (error instanceof CommerceProblem && PASSED_ON.has(error.status)) {
    return problemResponse(error.status, error.problem.detail);
  }
  logger.warn({ err: error, locale }, `accounts: ${what} failed`);
  return problemResponse(503, 'the accounts are not answering; nothing changed, try again shortly');
}

export async function accountChoicesRoute(request: Request): Promise<Response> {
  const caller = customerCaller(request);
  if (caller instanceof Response) return caller;
  try {
    const overview = await commerce().organisations(caller.locale, caller.userId, caller.accessToken);
    const answer: AccountChoices = {
      active: overview.memberships.find((membership) => membership.active)?.id ?? null,
      organisations: overview.memberships.map(({ id, name }) => ({ id, name })),
    };
    return Response.json(answer, { headers: NO_STORE });
  } catch (error) {
    return failure(error, 'listing the accounts', caller.locale);
  }
}

export async function switchAccountRoute(request: Request): Promise<Response> {
  if (!fromThisStore(request))
    return problemResponse(403, 'the account is switched only from a page of this store');
  const caller = customerCaller(request);
  if (caller instanceof Response) return caller;
  const body = await readJsonBody(request, '{"organisationId": null}');
  if (body instanceof Response) return body;
  const choice = switchActiveAccountSchema.pick({ organisationId: true }).safeParse(body);
  if (!choice.success) {
    return problemResponse(
      400,
      'expects organisationId, an organisation id (a UUID), or null for your own account',
    );
  }
  const { locale, userId, accessToken } = caller;
  try {
    const { cartId } = await cartCookies(locale);
    const result = await commerce().switchActiveAccount(locale, userId, accessToken, {
      organisationId: choice.data.organisationId,
      ...(cartId ? { cartId } : {}),
    });
    const expiresAt = new URL(request.url).searchParams.get('expiresAt');
    await rememberCustomerCart(locale, result.cart, {
      userId,
      accessToken,
      maxAgeSeconds: tokenCookieSeconds(expiresAt, Date.now()),
    });
    return Response.json({ totalItems: result.cart.totalItems }, { headers: NO_STORE });
  } catch (error) {
    return failure(error, 'switching the account', locale);
  }
}
