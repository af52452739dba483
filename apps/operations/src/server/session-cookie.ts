/**
 * The console's cookies. `ops_session` holds the staff token; `ops_login` the identity service's
 * pending sign-in step between the password and the one-time code. Both HttpOnly and SameSite=Strict,
 * so no script reads them and no other site's page sends them.
 */
export const SESSION_COOKIE = 'ops_session';
export const LOGIN_COOKIE = 'ops_login';

/** The staff session lasts 8 hours at the identity service; the cookie no longer. */
const SESSION_SECONDS = 8 * 60 * 60;
/** Time to type the one-time code. */
const LOGIN_SECONDS = 5 * 60;

interface CookieRequest {
  headers: Pick<Headers, 'get'>;
}

function isHttps(request: CookieRequest & { url: string }): boolean {
  return request.headers.get('x-forwarded-proto') === 'https' || request.url.startsWith('https:');
}

function cookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return [
    `${name}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAge}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function sessionCookie(request: CookieRequest & { url: string }, token: string): string {
  return cookie(SESSION_COOKIE, encodeURIComponent(token), SESSION_SECONDS, isHttps(request));
}

export function loginCookie(request: CookieRequest & { url: string }, authId: string): string {
  return cookie(LOGIN_COOKIE, encodeURIComponent(authId), LOGIN_SECONDS, isHttps(request));
}

export function clearedCookie(request: CookieRequest & { url: string }, name: string): string {
  return cookie(name, '', 0, isHttps(request));
}

/** A cookie's value from the request's Cookie header. */
export function readCookie(request: CookieRequest, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = decodeURIComponent(rest.join('='));
      return value || undefined;
    }
  }
  return undefined;
}

/**
 * A state-changing call is the console's own only when the browser says it comes from the console's
 * origin: SameSite=Strict keeps other sites' requests cookie-less, this refuses them outright.
 */
export function isSameOrigin(request: CookieRequest): boolean {
  const origin = request.headers.get('origin');
  const host = request.headers.get('host');
  if (!origin || !host) return false;
  return URL.canParse(origin) && new URL(origin).host === host;
}
