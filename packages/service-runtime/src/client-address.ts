import { isIP } from 'node:net';
import { plainAddress as plain } from '@store/config/trusted-proxies';

/**
 * The client address that per-address limits count (identity's sign-in, commerce's order status
 * lookup). X-Forwarded-For is believed only from
 * trusted proxies (TRUSTED_PROXIES; by default loopback, where `npm start`'s storefront calls from
 * and whose edge appends the address it saw): starting from the peer, each trusted hop hands over
 * to the address it names, and the first untrusted one is the client. Anyone else's header is
 * ignored, so a forged one cannot move an attacker to a fresh count.
 */

export type ClientAddressOf = (
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
) => string;

/** `isTrusted` is TRUSTED_PROXIES as a check (`isTrustedProxy` of `@store/config/trusted-proxies`). */
export function clientAddressOf(isTrusted: (address: string) => boolean): ClientAddressOf {
  return (peer, forwardedFor) => {
    const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
    const hops = header
      .split(',')
      .map((hop) => plain(hop.trim()))
      .filter((hop) => hop !== '');
    let client = plain(peer ?? 'unknown');
    // Right to left: each trusted hop vouches for the one before it; a hop that is not an address ends the walk.
    while (isTrusted(client) && hops.length > 0) {
      const previous = hops.pop() ?? '';
      if (isIP(previous) === 0) break;
      client = previous;
    }
    return client;
  };
}
