// @ts-check
// The one set of tests of TRUST_PROXY, read the same by the shell's server and the API.
const { MAX_HOPS, parseTrustProxy } = require('.');

describe('TRUST_PROXY', () => {
  it.each([
    ['0', 0],
    ['1', 1],
    [String(MAX_HOPS), MAX_HOPS],
    ['loopback', 'loopback'],
    ['loopback, 10.0.0.0/8, fd00::/8', 'loopback,10.0.0.0/8,fd00::/8'],
    ['192.0.2.7', '192.0.2.7'],
    ['10.0.0.0/8, 2001:db8::/32', '10.0.0.0/8,2001:db8::/32'],
    ['uniquelocal,linklocal', 'uniquelocal,linklocal'],
    // Half of each address space is a lot, but not everyone.
    ['0.0.0.0/1', '0.0.0.0/1'],
    ['8000::/1', '8000::/1'],
    // An IPv6 subnet with no share of the IPv4-mapped block, or a part of it only.
    ['2001:db8::/32, fd00::/8', '2001:db8::/32,fd00::/8'],
    ['::ffff:10.0.0.0/104', '::ffff:10.0.0.0/104'],
  ])('reads %j as %j', (value, setting) => {
    expect(parseTrustProxy(value)).toEqual({ setting });
  });

  it('refuses "true", saying why', () => {
    expect(parseTrustProxy('true')).toEqual({ problem: expect.stringMatching(/^"true" is refused: it would believe an X-Forwarded-For header from anyone/) });
  });

  it.each([
    ['0.0.0.0/0', 'IPv4'],
    ['::/0', 'IPv6'],
    ['0.0.0.0/1,128.0.0.0/1', 'IPv4'],
    ['loopback, 0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/1', 'IPv4'],
    ['1.2.3.4/0', 'IPv4'],
    ['::/1, 8000::/1', 'IPv6'],
    // Express takes an IPv4-mapped IPv6 subnet as the IPv4 one.
    ['::ffff:0:0/96', 'IPv4'],
    ['::ffff:0.0.0.0/97, ::ffff:128.0.0.0/97', 'IPv4'],
    ['::/1, 8000::/2, c000::/2', 'IPv6'],
    // An IPv6 subnet holding the IPv4-mapped block: older proxy-addr matched IPv4 addresses by their mapped form.
    ['::/1', 'IPv4'],
    ['::/64', 'IPv4'],
    ['::/80', 'IPv4'],
    ['::fffe:0:0/95', 'IPv4'],
    ['::ffff:0:0/97, 128.0.0.0/1', 'IPv4'],
    ['::/64, 2001:db8::/32', 'IPv4'],
  ])('refuses %j, whose ranges cover every %s address', (value, family) => {
    expect(parseTrustProxy(value)).toEqual({
      problem: `"${value}" is refused: its ranges cover every ${family} address, so it would believe an X-Forwarded-For header from anyone; name the proxies' own subnet`,
    });
  });

  it('refuses a hop count larger than there could be proxies', () => {
    expect(parseTrustProxy(String(MAX_HOPS + 1))).toEqual({ problem: expect.stringMatching(new RegExp(`^a hop count above ${MAX_HOPS} is refused`)) });
    expect(parseTrustProxy('4294967296')).toHaveProperty('problem');
  });

  it.each(['yes', '', '10.0.0.0/33', '10.0.0.0/40', '300.1.1.1', 'loopback,', 'loopback;10.0.0.1', '::1/129', '10.0.0.0/8/1', '-1'])('refuses %j as malformed', (value) => {
    expect(parseTrustProxy(value)).toEqual({
      problem: 'must be a hop count, or a comma-separated list of loopback, linklocal, uniquelocal, addresses and subnets (CIDR)',
    });
  });
});
