import { isIP } from 'node:net';

/** Express's own names for address ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads a TRUST_PROXY value into Express's "trust proxy" setting: a hop count, or a comma-separated
 * list of `loopback` / `linklocal` / `uniquelocal`, addresses and subnets (CIDR). `true` is refused:
 * it believes an X-Forwarded-For from anyone, so any client could pick the address it is limited as.
 * Returns the setting, or the problem in words.
 */
export function parseTrustProxy(value: string): { setting: number | string } | { problem: string } {
  if (value === 'true') {
    return {
      problem:
        '"true" is refused: it would believe an X-Forwarded-For header from anyone, so a client could pick the address its limits count; name the proxy instead (loopback, its subnet, or a hop count)',
    };
  }
  if (/^\d+$/.test(value)) return { setting: Number(value) };
  const entries = value.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !namedRanges.has(entry) && !isAddressOrSubnet(entry));
  if (entries.length === 0 || invalid.length > 0) {
    return { problem: 'must be a hop count, or a comma-separated list of loopback, linklocal, uniquelocal, addresses and subnets (CIDR)' };
  }
  return { setting: entries.join(',') };
}

function isAddressOrSubnet(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
