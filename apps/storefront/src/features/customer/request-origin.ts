/**
 * Whether a request to one of the storefront's own routes comes from a page of this store, by the
 * browser's own account: Sec-Fetch-Site when sent, and always Origin. Routes that change what the
 * browser holds (the customer's session, the cart's cookies) answer only such requests, so another
 * site cannot make a visitor's browser call them.
 */
export function fromThisStore(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwarded || request.headers.get('host') || new URL(request.url).host;
  return originHost === host;
}
