import type { PublicOrigin } from '../../clients/identity/staff-realm.ts';
import { requestIsHttps } from '../../shell/security-headers.ts';

/**
 * The store's address as the browser sees it: the edge's forwarded host, else the Host header. An
 * assisted session's AM session is the identity provider's for that origin.
 */
export function publicOrigin(request: Request): PublicOrigin {
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwarded || request.headers.get('host') || new URL(request.url).host;
  return { proto: requestIsHttps(request.headers) ? 'https' : 'http', host };
}
