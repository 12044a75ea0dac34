import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';

/** Security headers, and no caching anywhere of answers that carry personal data. */
export const securityHeaders: RequestHandler[] = [
  helmet(),
  (_request, response, next) => {
    response.set('Cache-Control', 'no-store');
    next();
  },
];

/**
 * The client's address. Express takes it from X-Forwarded-For only when the direct peer is a
 * trusted proxy (TRUST_PROXY, loopback by default: the shell's proxy), so a forged header from
 * anywhere else changes nothing.
 */
export function clientAddress(request: Request): string {
  return request.ip ?? 'unknown';
}
