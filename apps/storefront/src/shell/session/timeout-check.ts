import { IDENTITY_MOUNT, IDENTITY_TIMEOUT_CHECK } from '@store/contracts/identity';
import { safeReturnPath } from '../routing/safe-return.ts';

/**
 * requirements §7 Product backend: `GET {timeout-check address}?timeout={bool}`, whose final URL is read. The
 * address is the identity service's (IDENTITY_TIMEOUT_CHECK); `goto` is the target the store's table
 * chose (logout-target.ts), and the identity service answers with a redirect there, first ending its
 * session when it was a timeout. The browser follows the redirect itself: a fetch with
 * `redirect: 'manual'` gets an opaque answer whose Location a page cannot read, so the final URL is
 * the followed answer's `url`, and its body is never read.
 */

export function timeoutCheckAddress(timeout: boolean, goto: string): string {
  return `${IDENTITY_MOUNT}${IDENTITY_TIMEOUT_CHECK}?${new URLSearchParams({ timeout: String(timeout), goto })}`;
}

/**
 * Where the sign-out leads: the final URL of the timeout check when it is a path on this store,
 * else the target the table chose (the check failed, or led elsewhere).
 */
export async function checkedLogoutTarget(
  origin: string,
  timeout: boolean,
  target: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  try {
    const response = await fetchImpl(timeoutCheckAddress(timeout, target), {
      credentials: 'same-origin',
      cache: 'no-store',
      redirect: 'follow',
    });
    void response.body?.cancel();
    if (!response.ok || !response.redirected) return target;
    return safeReturnPath(response.url, origin, target);
  } catch {
    return target;
  }
}
