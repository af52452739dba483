import { IDENTITY_SESSION_COOKIE } from '@store/contracts/identity';
import { requestIsHttps } from '../../shell/security-headers.ts';

/**
 * The support pages' cookies. `store_staff` holds the support agent's staff token and
 * `store_staff_login` the StaffLogin tree's pending step between the password and the one-time
 * code: both HttpOnly and SameSite=Strict, so no script reads them and no other site's page sends
 * them. The customer's AM session cookie of an assisted session is set as the identity service sets
 * its own.
 */
export const STAFF_COOKIE = 'store_staff';
export const STAFF_LOGIN_COOKIE = 'store_staff_login';

/** The staff session lasts 8 hours at the identity service; the cookie no longer. */
const STAFF_SECONDS = 8 * 60 * 60;
/** Time to type the one-time code. */
const STAFF_LOGIN_SECONDS = 5 * 60;

interface CookieRequest {
  headers: Pick<Headers, 'get'>;
}

function strictCookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAge}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function staffCookie(request: CookieRequest, token: string): string {
  return strictCookie(STAFF_COOKIE, token, STAFF_SECONDS, requestIsHttps(request.headers));
}

export function staffLoginCookie(request: CookieRequest, authId: string): string {
  return strictCookie(STAFF_LOGIN_COOKIE, authId, STAFF_LOGIN_SECONDS, requestIsHttps(request.headers));
}

export function clearedCookie(request: CookieRequest, name: string): string {
  return strictCookie(name, '', 0, requestIsHttps(request.headers));
}

/**
 * The customer's AM session, as identity sets it (Path=/, HttpOnly, SameSite=Lax): Lax, because the
 * identity provider's own pages are reached by top-level navigation. No Max-Age: the session ends
 * on the identity service's clock, and the cookie with the agent's browser.
 */
export function customerSessionCookie(request: CookieRequest, tokenId: string): string {
  return [
    `${IDENTITY_SESSION_COOKIE}=${tokenId}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(requestIsHttps(request.headers) ? ['Secure'] : []),
  ].join('; ');
}

/** A cookie's value from the request's Cookie header. */
export function readCookie(request: CookieRequest, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('=')) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
