import { IDENTITY_STOREFRONT_PATHS } from '@store/contracts/identity';

/**
 * The silent authorize (requirements §4 Sign-in) lands on the callback address in a hidden frame, whose
 * parent reads the code from the frame's address once it has loaded. The frame needs no page: a
 * whole storefront page there only delays the load event the sign-in waits for. Browsers say a
 * navigation is a frame's with Sec-Fetch-Dest; a browser that does not gets the page, which works too.
 */
export function isSilentAuthorizeLanding(pathname: string, headers: Headers): boolean {
  return pathname === IDENTITY_STOREFRONT_PATHS.callback && headers.get('sec-fetch-dest') === 'iframe';
}

/** An empty document: no script, nothing to show, never cached, framable only by this store. */
export function silentCallbackResponse(): Response {
  return new Response('<!doctype html><html><head><meta charset="utf-8"><title></title></head></html>', {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      // The address carries the authorization code.
      'referrer-policy': 'no-referrer',
    },
  });
}
