import { BlockList, isIP } from 'node:net';

/**
 * The client address that per-address sign-in limits count. X-Forwarded-For is believed only from
 * trusted proxies (TRUSTED_PROXIES; by default loopback, where `npm start`'s storefront calls from
 * and whose edge appends the address it saw): starting from the peer, each trusted hop hands over
 * to the address it names, and the first untrusted one is the client. Anyone else's header is
 * ignored, so a forged one cannot move an attacker to a fresh count.
 */

export type ClientAddressOf = (
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
) => string;

function family(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/** An IPv4 address mapped into IPv6 (::ffff:a.b.c.d), as a dual-stack socket reports it, as plain IPv4. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** TRUSTED_PROXIES (validated by the configuration) as a list to check addresses against. */
export function trustedProxies(list: string): BlockList {
  const trusted = new BlockList();
  for (const entry of list.split(',').map((e) => e.trim())) {
    const [address = '', prefix] = entry.split('/');
    const kind = family(plain(address));
    if (!kind) continue;
    if (prefix === undefined) trusted.addAddress(plain(address), kind);
    else trusted.addSubnet(plain(address), Number(prefix), kind);
  }
  return trusted;
}

export function clientAddressOf(trusted: BlockList): ClientAddressOf {
  const isTrusted = (address: string) => {
    const kind = family(address);
    return kind !== undefined && trusted.check(address, kind);
  };
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
      if (!family(previous)) break;
      client = previous;
    }
    return client;
  };
}
