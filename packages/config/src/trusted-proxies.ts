import { BlockList, isIP } from 'node:net';

/**
 * TRUSTED_PROXIES (validated by the configuration) as a check of a peer's address: whether the
 * X-Forwarded-* headers it sends may be believed. An IPv4 address mapped into IPv6 (::ffff:a.b.c.d),
 * as a dual-stack socket reports it, counts as the plain IPv4 address.
 */

export const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

function family(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

export function isTrustedProxy(list: string): (address: string | undefined) => boolean {
  const trusted = new BlockList();
  for (const entry of list.split(',').map((e) => e.trim())) {
    const [address = '', prefix] = entry.split('/');
    const kind = family(plainAddress(address));
    if (!kind) continue;
    if (prefix === undefined) trusted.addAddress(plainAddress(address), kind);
    else trusted.addSubnet(plainAddress(address), Number(prefix), kind);
  }
  return (address) => {
    const peer = plainAddress(address ?? '');
    const kind = family(peer);
    return kind !== undefined && trusted.check(peer, kind);
  };
}
