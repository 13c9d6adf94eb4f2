// Who a limit counts (issue 32). An IPv4 address is one client. IPv6 gives every line and every server a /64 (often
// a /56 or a /48): each address in it is the same client, so an IPv6 client is its network of IPV6_PREFIX_BITS
// (64), and rotating addresses within it changes nothing. An IPv4 address written as IPv6 (::ffff:a.b.c.d) is
// that IPv4 address. Every limit, cap and stored row names the client by a keyed hash of its network (secrets.ts:
// clientAddress), never the address: a copy of the database cannot be read back to addresses.
import { createHmac } from 'node:crypto';
import { isIPv4 } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Keyring } from '../keyring';

export const DEFAULT_IPV6_PREFIX_BITS = 64;

/** The network a client address counts as: the address for IPv4, its /`ipv6PrefixBits` network for IPv6. */
export const clientNetwork = (address: string, ipv6PrefixBits = DEFAULT_IPV6_PREFIX_BITS): string => {
  if (isIPv4(address)) return address;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    // Not an address (a socket without one): counted as itself.
    return address;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${v6.toNormalizedString()}/${ipv6PrefixBits}`);
  return `${network.toString()}/${ipv6PrefixBits}`;
};

/** The client's name in limits, caps and stored rows: an HMAC of its network under the current client key. */
export const clientKeyOf = (keys: Keyring, network: string): string =>
  createHmac('sha256', keys.current.secret).update(network).digest('base64url').slice(0, 22);

/** A request's client, as every limit and cap keys it. */
export type ClientOf = (request: { ip: string }) => string;

export const clientOfRequests =
  (keys: Keyring, ipv6PrefixBits = DEFAULT_IPV6_PREFIX_BITS): ClientOf =>
  (request) =>
    clientKeyOf(keys, clientNetwork(request.ip, ipv6PrefixBits));
