import { IDENTITY_SESSION_COOKIE } from '@store/contracts/identity';
import { localeForHost, localeInfo, type Locale } from '@store/locales';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { liveSessionUser } from '../../clients/identity/session-validation.ts';
import { serverEnv } from '../../config/server-env.ts';
import { bearerToken } from '../customer/customer-request.ts';
import { requestHost, resolveRoute } from '../../shell/routing/resolve-route.ts';

/**
 * The product backend's browse routes the legacy session widget calls (requirements §7 Product backend),
 * on the storefront's origin. Every answer belongs to one visitor and one moment: never cached.
 * Browse-session and profile calls depend on a bearer token (requirements §6): without an
 * `Authorization: Bearer` header they are answered 401, and the identity cookie alone proves nothing.
 * The profile call's address also carries the token (requirements §7 fixes that shape), so nothing
 * here logs a request.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };

const userIdSchema = z.uuid();

function refuse(status: number, message: string): Response {
  const headers: Record<string, string> = { ...NO_STORE };
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
  return Response.json({ status, message }, { status, headers });
}

const NO_BEARER =
  'expects an Authorization: Bearer header with the signed-in customer access token; sign in again';
const TOKEN_REFUSED = 'the token is not valid (expired or signed out); sign in again';
const COMMERCE_DOWN = 'the customer service is not answering; try again shortly';

/**
 * The locale of the page that asks, by the same rules as pages (requirements §2): the referring page's path
 * on this host (locale prefix, store path, else the host's default), else the host's default.
 */
export function requestLocale(request: Request): Locale {
  const host = requestHost(request.headers, serverEnv().TRUST_FORWARDED_HOST);
  const referer = request.headers.get('referer');
  let path = '/';
  if (referer) {
    try {
      const page = new URL(referer);
      if (host && page.host === host) path = page.pathname;
    } catch {
      // An unreadable referer says nothing about the page; the host decides.
    }
  }
  const resolution = resolveRoute(path, host);
  return resolution.kind === 'page' ? resolution.locale : localeForHost(host);
}

/**
 * GET identityProfiles?userId&token: the names of the customer the bearer token belongs to
 * (requirements §3 Identity profile). The token in the address must be the bearer token. Commerce
 * checks the token at the identity provider and refuses, with 403, a token of another customer than userId.
 */
export async function identityProfilesRoute(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const userIdParam = params.get('userId');
  if (!userIdParam) return refuse(400, 'expects userId, the signed-in customer id, and token');
  const userId = userIdSchema.safeParse(userIdParam);
  if (!userId.success) return refuse(400, 'expects userId to be the signed-in customer id (a UUID)');
  const token = bearerToken(request);
  if (!token) return refuse(401, NO_BEARER);
  const addressToken = params.get('token');
  if (addressToken !== null && addressToken !== token) {
    return refuse(400, 'expects token in the address to be the same as the bearer token');
  }
  const locale = requestLocale(request);
  try {
    const profile = await commerce().customerProfile(locale, userId.data, token);
    return Response.json(
      { givenName: profile.firstName, familyName: profile.lastName },
      { headers: NO_STORE },
    );
  } catch (error) {
    if (error instanceof CommerceProblem) {
      if (error.status === 401) return refuse(401, TOKEN_REFUSED);
      if (error.status === 403) return refuse(403, 'the token belongs to another customer than userId');
      if (error.status === 404) return refuse(404, 'no customer has this userId');
    }
    return refuse(503, COMMERCE_DOWN);
  }
}

/** GET routingRegion: the routing region of the asking page's locale (requirements §7). */
export function routingRegionRoute(request: Request): Response {
  const locale = requestLocale(request);
  return Response.json(
    { routingRegion: localeInfo(locale).routingRegion, locale },
    // Depends on the referring page, which a shared cache's key does not hold.
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

function sessionCookie(request: Request): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === IDENTITY_SESSION_COOKIE) {
      const value = part.slice(index + 1).trim();
      if (/^[A-Za-z0-9_.~-]{1,256}$/.test(value)) return value;
    }
  }
  return undefined;
}

/**
 * GET session: the text true or false (requirements §7), whether the request carries a live identity
 * session of the customer the bearer token belongs to. Commerce says whose token it is (its session
 * check, GET /store/customer/current); the identity provider whose session the cookie holds.
 */
export async function browseSessionRoute(request: Request): Promise<Response> {
  const token = bearerToken(request);
  if (!token) return refuse(401, NO_BEARER);
  let customerId: string;
  try {
    customerId = (await commerce().currentCustomer(requestLocale(request), token)).id;
  } catch (error) {
    if (error instanceof CommerceProblem && error.status === 401) return refuse(401, TOKEN_REFUSED);
    return refuse(503, COMMERCE_DOWN);
  }
  const sessionId = sessionCookie(request);
  const sessionUser = sessionId ? await liveSessionUser(sessionId) : undefined;
  return new Response(String(sessionUser === customerId), {
    headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
