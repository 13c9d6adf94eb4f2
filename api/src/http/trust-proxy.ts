// Which peers' X-Forwarded-For names the client (TRUST_PROXY). Fastify works `request.ip` out again on every read
// (the rate limiter reads it on every request), and @fastify/proxy-addr's compiled check parses the peer's
// address with ipaddr.js each time: about 2 µs of a `day` call's CPU. A peer whose address is written exactly as
// a listed address is trusted at once; anything else (a CIDR, a name such as 'loopback', another spelling of an
// IPv6 address, an IPv4-mapped IPv6 peer, an untrusted peer) gets the compiled check's own answer.
import { isIP } from 'node:net';
import { compile } from '@fastify/proxy-addr';

/** Fastify's trustProxy function for `proxies` (addresses, CIDRs or proxy-addr's names). */
export const trustProxies = (proxies: readonly string[]): ((address: string, hop: number) => boolean) => {
  const listed = new Set(proxies.filter((proxy) => isIP(proxy) !== 0));
  const compiled = compile([...proxies]);
  return (address, hop) => listed.has(address) || compiled(address, hop);
};
