import { headers } from 'next/headers';
import { serverEnv } from '../../config/server-env.ts';
import { requestHost } from '../../shell/routing/resolve-route.ts';
import { requestIsHttps } from '../../shell/security-headers.ts';

/** The store's origin as the browser sees it, for the addresses the payment page returns to. */
export async function storeOrigin(): Promise<string> {
  const requestHeaders = await headers();
  const host = requestHost(requestHeaders, serverEnv().TRUST_FORWARDED_HOST);
  return `${requestIsHttps(requestHeaders) ? 'https' : 'http'}://${host}`;
}
