// @ts-check
// The shell's TRUST_PROXY: which load balancer in front of it may tell it the visitor's address.
// (The API reads its own TRUST_PROXY by the same rules, in api/src/config/trust-proxy.ts.)
const { isIP } = require('node:net');

/** Express's own names for address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads a TRUST_PROXY value into Express's "trust proxy" setting: a hop count, or a comma-separated
 * list of `loopback` / `linklocal` / `uniquelocal`, addresses and subnets (CIDR). `true` is refused:
 * it believes an X-Forwarded-For from anyone, so any client could pick the address it is limited as.
 * @param {string} value
 * @returns {{ setting: number | string } | { problem: string }}
 */
function parseTrustProxy(value) {
  if (value === 'true') {
    return {
      problem:
        '"true" is refused: it would believe an X-Forwarded-For header from anyone, so a visitor could pick the address the sign-in limits count; name the load balancer instead (loopback, its subnet, or a hop count)',
    };
  }
  if (/^\d+$/.test(value)) return { setting: Number(value) };
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !NAMED_RANGES.has(entry) && !isAddressOrSubnet(entry))) {
    return { problem: 'must be a hop count, or a comma-separated list of loopback, linklocal, uniquelocal, addresses and subnets (CIDR)' };
  }
  return { setting: entries.join(',') };
}

/** @param {string} entry */
function isAddressOrSubnet(entry) {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

module.exports = { parseTrustProxy };
