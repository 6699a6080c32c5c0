import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** Thrown for a receiver this server must not call (a local or private network address: SSRF). */
export class PrivateAddressError extends Error {}

/** Public unicast only: loopback, private, link-local (cloud metadata), unique-local, multicast, reserved… are refused. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === 'unicast';
}

/** A host written as an address (or `localhost`), checked without asking DNS; a name is checked when it is resolved. */
export function isPrivateHostLiteral(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (/^localhost\.?$/i.test(host) || /\.localhost\.?$/i.test(host)) return true;
  return net.isIP(host) !== 0 && !isPublicAddress(host);
}

/**
 * A `lookup` for http(s).request that refuses private answers: checked on the addresses the connection will use,
 * so a name that resolves to a public address at registration and a private one later (DNS rebinding) is refused too.
 */
export const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as dns.LookupAddress[];
    const refused = list.find((a) => !isPublicAddress(a.address));
    if (refused || !list.length) return callback(new PrivateAddressError(`adresse privée refusée (${refused?.address ?? hostname})`), '', 0);
    if ((options as dns.LookupOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};
