import { NextResponse, type NextRequest } from 'next/server';
import {
  contentSecurityPolicy,
  newNonce,
  NONCE_HEADER,
  SECURITY_HEADERS,
} from './src/security/content-security-policy.ts';

/**
 * Every request gets a fresh nonce and the policy naming it. Next reads the policy from the request
 * to put the nonce on the scripts it writes; pages read it from NONCE_HEADER for emotion.
 */
export function proxy(request: NextRequest): NextResponse {
  const nonce = newNonce();
  const policy = contentSecurityPolicy(nonce, process.env.NODE_ENV !== 'production');
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Next's static files carry no page; everything else gets the policy.
  matcher: ['/((?!_next/static|_next/image|favicon\\.ico).*)'],
};
