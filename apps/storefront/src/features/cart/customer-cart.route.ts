import { isLocale } from '@store/locales';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import type { CustomerCartAnswer } from '../../shell/session/customer-cart.ts';
import { parseCustomerRequest } from '../customer/customer-request.ts';
import { fromThisStore } from '../customer/request-origin.ts';
import { cartCookies, forgetCustomerCart, rememberCustomerCart } from './cart-session.ts';

/**
 * /api/customer/cart?locale: the browser's way to the signed-in customer's cart (ADR 12, 16).
 * POST (with userId, the bearer token and, optionally, expiresAt: when the token expires, in ms)
 * makes the store's cart cookie hold the customer's cart, with the anonymous cart the cookie held
 * until then merged into it, and keeps the token in an HttpOnly cookie until it expires, so the
 * server's cart calls can reach the cart. DELETE forgets a customer's cart after a sign-out. Both
 * change cookies, so only this store's pages may call them.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };
const userIdSchema = z.uuid();

/** The server keeps the token no longer than the token lives, and at most a day (ADR 16). */
const TOKEN_COOKIE_DEFAULT_SECONDS = 60 * 60;
const TOKEN_COOKIE_MAX_SECONDS = 24 * 60 * 60;
const expiresAtSchema = z.coerce.number().int().positive();

/** Seconds until the token expires, as the browser's token record says; an hour when it does not say. */
export function tokenCookieSeconds(expiresAt: string | null, now: number): number {
  const parsed = expiresAtSchema.safeParse(expiresAt ?? undefined);
  if (!parsed.success) return TOKEN_COOKIE_DEFAULT_SECONDS;
  return Math.min(TOKEN_COOKIE_MAX_SECONDS, Math.max(0, Math.floor((parsed.data - now) / 1000)));
}

/** Commerce statuses the browser can act on (sign in again, or stop); anything else reads as unavailable. */
const PASSED_ON = new Set([401, 403]);

export async function restoreCustomerCartRoute(request: Request): Promise<Response> {
  if (!fromThisStore(request))
    return problemResponse(403, 'the cart is reached only from a page of this store');
  const parsed = parseCustomerRequest(request);
  if (!parsed.ok) return parsed.response;
  const { locale, accessToken, params } = parsed.value;
  const userId = userIdSchema.safeParse(params.get('userId'));
  if (!userId.success) return problemResponse(400, 'expects userId, the signed-in user id (a UUID)');
  try {
    // The cookie's cart goes to commerce whoever it belongs to: commerce merges only an anonymous one.
    const { cartId } = await cartCookies(locale);
    const result = await commerce().customerCart(locale, userId.data, accessToken, cartId);
    await rememberCustomerCart(locale, result.cart, {
      userId: userId.data,
      accessToken,
      maxAgeSeconds: tokenCookieSeconds(params.get('expiresAt'), Date.now()),
    });
    const answer: CustomerCartAnswer = {
      totalItems: result.cart.totalItems,
      merged: result.merged,
      adjusted: result.adjustments.length > 0,
    };
    return Response.json(answer, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof CommerceProblem && PASSED_ON.has(error.status)) {
      return problemResponse(error.status, error.problem.detail);
    }
    logger.warn({ err: error, locale }, 'the customer cart could not be restored');
    return problemResponse(
      503,
      'the cart service is not answering; your cart stays as it is, try again shortly',
    );
  }
}

export async function forgetCustomerCartRoute(request: Request): Promise<Response> {
  if (!fromThisStore(request))
    return problemResponse(403, 'the cart is reached only from a page of this store');
  const locale = new URL(request.url).searchParams.get('locale');
  if (!isLocale(locale)) return problemResponse(400, 'expects locale, one of the store locales (e.g. en-gb)');
  if ((await cartCookies(locale)).ownerId) await forgetCustomerCart(locale);
  return new Response(null, { status: 204, headers: NO_STORE });
}
