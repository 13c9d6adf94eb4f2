// TRUST_PROXY's check (http/trust-proxy.ts) answers what @fastify/proxy-addr's compiled check answers, for every
// kind of list entry and peer address; only how fast differs.
import { compile } from '@fastify/proxy-addr';
import fc from 'fast-check';
import { trustProxies } from '../src/http/trust-proxy';

const LISTS: string[][] = [
  ['127.0.0.1'],
  ['127.0.0.1', '::1'],
  ['10.0.0.0/8', '192.168.1.7'],
  ['loopback'],
  ['::ffff:127.0.0.1'],
  ['0:0:0:0:0:0:0:1'],
  ['fe80::/10', 'uniquelocal', '203.0.113.7'],
];

const PEERS = [
  '127.0.0.1',
  '127.0.0.2',
  '::1',
  '0:0:0:0:0:0:0:1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '10.1.2.3',
  '192.168.1.7',
  '192.168.1.8',
  '203.0.113.7',
  'fe80::1',
  'fd00::5',
  '2001:db8::1',
  'not an address',
  '',
];

describe('trusting the proxies of TRUST_PROXY', () => {
  it("answers as proxy-addr's compiled check for every list and peer", () => {
    for (const list of LISTS) {
      const ours = trustProxies(list);
      const theirs = compile(list);
      for (const [hop, peer] of PEERS.entries()) {
        expect([list, peer, ours(peer, hop)]).toEqual([list, peer, theirs(peer, hop)]);
      }
    }
  });

  it('agrees on random IPv4 and IPv6 addresses and lists', () => {
    const ipv4 = fc.ipV4();
    const address = fc.oneof(
      ipv4,
      fc.ipV6(),
      ipv4.map((a) => `::ffff:${a}`),
    );
    const entry = fc.oneof(
      address,
      ipv4.map((a) => `${a}/${a.length % 33}`),
      fc.constant('loopback'),
    );
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 4 }), address, (list, peer) => {
        expect(trustProxies(list)(peer, 0)).toBe(compile(list)(peer, 0));
      }),
    );
  });

  it('trusts the listed peers and no other', () => {
    expect(trustProxies(['127.0.0.1', '::1'])('127.0.0.1', 0)).toBe(true);
    expect(trustProxies(['127.0.0.1', '::1'])('::1', 0)).toBe(true);
    expect(trustProxies(['127.0.0.1'])('198.51.100.1', 0)).toBe(false);
  });
});
