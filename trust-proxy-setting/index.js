// @ts-check
// TRUST_PROXY: which proxy in front of a server (the load balancer before the shell, the shells
// before the API) may tell it the visitor's address. The per-address sign-in limits count what it
// says, so a value that believes anyone would let any visitor pick the address it is counted as.
const { isIP } = require('node:net');

/** Express's own names for address ranges, with the ranges they stand for (proxy-addr's). */
const NAMED_RANGES = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * The most hops a count may trust. A count trusts that many nearest hops whatever their address; one
 * more than there are proxies, and the visitor's own X-Forwarded-For entries are believed. This
 * site has at most a CDN and a load balancer before the shell, and the shell before the API.
 */
const MAX_HOPS = 5;

const FORMAT = 'must be a hop count, or a comma-separated list of loopback, linklocal, uniquelocal, addresses and subnets (CIDR)';

/**
 * Reads a TRUST_PROXY value into Express's "trust proxy" setting: a hop count (0 to MAX_HOPS), or a
 * comma-separated list of `loopback` / `linklocal` / `uniquelocal`, addresses and subnets (CIDR).
 * Refused everywhere: `true`, and any list whose ranges together cover every IPv4 or every IPv6
 * address (`0.0.0.0/0`, `::/0`, `0.0.0.0/1,128.0.0.0/1`, `::ffff:0:0/96`, `::/64`, …): each believes an
 * X-Forwarded-For header from anyone.
 * @param {string} value
 * @returns {{ setting: number | string } | { problem: string }}
 */
function parseTrustProxy(value) {
  if (value.trim() === 'true') {
    return {
      problem:
        '"true" is refused: it would believe an X-Forwarded-For header from anyone, so a visitor could pick the address the sign-in limits count; name the proxy in front instead (loopback, its subnet, or a hop count)',
    };
  }
  if (/^\d+$/.test(value.trim())) {
    const hops = Number(value);
    if (hops > MAX_HOPS) {
      return {
        problem: `a hop count above ${MAX_HOPS} is refused: trusting more hops than there are proxies believes the visitor's own X-Forwarded-For entries; count the proxies in front (usually 1)`,
      };
    }
    return { setting: hops };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const subnets = entries.flatMap((entry) => (entry in NAMED_RANGES ? NAMED_RANGES[/** @type {keyof typeof NAMED_RANGES} */ (entry)] : [entry]).map(parseSubnet));
  if (subnets.some((subnet) => subnet === undefined)) return { problem: FORMAT };
  const ranges = /** @type {Subnet[][]} */ (subnets).flat();
  for (const [family, spans] of ADDRESS_SPACES) {
    const familyRanges = ranges.filter((range) => range.family === family);
    if (spans.every(([first, last]) => covers(familyRanges, first, last))) {
      return {
        problem: `"${value}" is refused: its ranges cover every ${family} address, so it would believe an X-Forwarded-For header from anyone; name the proxies' own subnet`,
      };
    }
  }
  return { setting: entries.join(',') };
}

/**
 * What a subnet may trust: an IPv4-mapped IPv6 address is taken as its IPv4 address, and an IPv6
 * subnet as the IPv4 addresses of its share of the IPv4-mapped block (`::ffff:0:0/96`) too. Today's
 * proxy-addr matches IPv4 only against a mapped subnet of prefix 96 or more, but earlier versions
 * matched an IPv4 address against any IPv6 subnet by its mapped form, so `::/64`, `::/1` or
 * `::fffe:0:0/95` trusted every IPv4 address; counting them so holds whatever version is installed.
 * @typedef {{ family: 'IPv4' | 'IPv6', first: bigint, last: bigint }} Subnet
 */

const IPV4_MAPPED_FIRST = 0xffffn << 32n;
const IPV4_MAPPED_LAST = IPV4_MAPPED_FIRST + 0xffffffffn;
/**
 * Each family's addresses; IPv6's without the IPv4-mapped block, whose addresses count as IPv4.
 * @type {Array<['IPv4' | 'IPv6', Array<[bigint, bigint]>]>}
 */
const ADDRESS_SPACES = [
  ['IPv6', [[0n, IPV4_MAPPED_FIRST - 1n], [IPV4_MAPPED_LAST + 1n, (1n << 128n) - 1n]]],
  ['IPv4', [[0n, 0xffffffffn]]],
];

/**
 * An address or subnet as the ranges it may trust (a prefix of 0 is "everyone", which Express would
 * not even start with).
 * @param {string} entry
 * @returns {Subnet[] | undefined}
 */
function parseSubnet(entry) {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0 || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) return undefined;
  const bits = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return undefined;
  const hostMask = (1n << BigInt(bits - prefix)) - 1n;
  const base = (version === 4 ? ipv4Value(address) : ipv6Value(address)) & ~hostMask;
  const range = { first: base, last: base | hostMask };
  if (version === 4) return [{ family: 'IPv4', ...range }];
  const mappedFirst = range.first > IPV4_MAPPED_FIRST ? range.first : IPV4_MAPPED_FIRST;
  const mappedLast = range.last < IPV4_MAPPED_LAST ? range.last : IPV4_MAPPED_LAST;
  /** @type {Subnet[]} */
  const asIpv4 = mappedFirst <= mappedLast ? [{ family: 'IPv4', first: mappedFirst - IPV4_MAPPED_FIRST, last: mappedLast - IPV4_MAPPED_FIRST }] : [];
  if (base >= IPV4_MAPPED_FIRST && base <= IPV4_MAPPED_LAST && prefix >= 96) return asIpv4;
  return [{ family: 'IPv6', ...range }, ...asIpv4];
}

/** @param {string} address a valid IPv4 address */
const ipv4Value = (address) => address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);

/** @param {string} address a valid IPv6 address (`::` and a dotted IPv4 tail allowed) */
function ipv6Value(address) {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  const hex = dotted ? address.slice(0, -dotted.length) + ipv4Hex(dotted) : address;
  const [head = '', tail] = hex.split('::');
  const groups = (/** @type {string} */ text) => (text === '' ? [] : text.split(':'));
  const known = [...groups(head), ...(tail === undefined ? [] : [...Array(8 - groups(head).length - groups(tail).length).fill('0'), ...groups(tail)])];
  return known.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/** @param {string} dotted */
const ipv4Hex = (dotted) => {
  const value = ipv4Value(dotted);
  return `${(value >> 16n).toString(16)}:${(value & 0xffffn).toString(16)}`;
};

/**
 * Whether the ranges together hold every address from `first` to `last`.
 * @param {Subnet[]} ranges
 * @param {bigint} first
 * @param {bigint} last
 */
function covers(ranges, first, last) {
  let next = first;
  for (const range of [...ranges].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0))) {
    if (range.first > next) break;
    if (range.last >= next) next = range.last + 1n;
    if (next > last) return true;
  }
  return false;
}

module.exports = { parseTrustProxy, MAX_HOPS };
