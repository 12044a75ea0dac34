import { isIPv4, isIPv6 } from 'node:net';
import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import { isCrossSite } from 'composition-contract/cross-site';
import { AppError, errorMessages } from '../shared/app-error';

/** Security headers, and no caching anywhere of answers that carry personal data. */
export const securityHeaders: RequestHandler[] = [
  helmet(),
  (_request, response, next) => {
    response.set('Cache-Control', 'no-store');
    next();
  },
];

/** Methods that change nothing, which any page may send. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request a browser sent from another site (a form or script of any web
 * page posting here with its visitor's cookies and address): one rule for every route, present and
 * future, the composition contract's `isCrossSite`, which the shell's `POST /auth` applies too.
 */
export function refuseCrossSiteRequests(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (request, _response, next) => {
    if (safeMethods.has(request.method)) return next();
    if (isCrossSite(request, publicOrigin)) throw new AppError(403, errorMessages.crossSite);
    next();
  };
}

/**
 * Who a per-address limit counts: the client's address. Express takes it from X-Forwarded-For only
 * when the direct peer is a trusted proxy (TRUST_PROXY, loopback by default: the shell's proxy), so
 * a forged header from anywhere else changes nothing.
 */
export function clientAddress(request: Request): string {
  return rateLimitSubject(request.ip ?? 'unknown');
}

/**
 * One visitor's address as the limits count it. An IPv6 visitor is usually given a whole /64 and
 * can use any of its 2^64 addresses, so IPv6 addresses are counted per /64; an IPv4 address written
 * as IPv6 (`::ffff:192.0.2.1`) is the IPv4 address.
 */
export function rateLimitSubject(address: string): string {
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mappedIpv4 !== undefined) return mappedIpv4;
  if (!isIPv6(address)) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The network block of the client's address, as the per-network limits count it. */
export function clientNetwork(request: Request): string {
  return networkBlock(request.ip ?? 'unknown');
}

/**
 * The block one requester can easily hold many addresses of: an IPv4 /24 (a small provider's
 * customer, a cloud subnet) or an IPv6 /48 (a site's usual assignment, 65,536 /64s).
 */
export function networkBlock(address: string): string {
  const visitor = rateLimitSubject(address);
  if (isIPv4(visitor)) return `${visitor.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return visitor;
  return `${expandIpv6(address).slice(0, 3).join(':')}::/48`;
}

/** The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros. */
function expandIpv6(address: string): string[] {
  const withoutZone = address.split('%')[0] ?? address;
  // A trailing embedded IPv4 (`64:ff9b::192.0.2.1`) is the last two groups.
  const normalised = withoutZone.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_match, a: string, b: string, c: string, d: string) =>
    [Number(a) * 256 + Number(b), Number(c) * 256 + Number(d)].map((group) => group.toString(16)).join(':'),
  );
  const [head = '', tail] = normalised.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...(tail === undefined ? [] : zeros), ...tailGroups].map((group) => Number.parseInt(group, 16).toString(16));
}
