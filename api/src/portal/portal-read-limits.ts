import type { RequestHandler } from 'express';
import { sessionOf } from '../auth/require-session';
import type { RateLimiter } from '../http/rate-limiter';
import { clientAddress } from '../http/security';

const windowSeconds = 15 * 60;

export interface PortalReadLimits {
  /** Reads per session per 15 minutes. */
  perSession: number;
  /** Reads per visitor address (IPv6: per /64) per 15 minutes, all its sessions together. */
  perIp: number;
}

/** After requireSession: 429 with `Retry-After` once the session or the visitor has read enough. */
export function limitPortalReads(rateLimiter: RateLimiter, limits: PortalReadLimits): RequestHandler {
  return async (request, response, next) => {
    await rateLimiter.hit(
      { name: 'portal-reads-session', subject: sessionOf(response).sessionId, limit: limits.perSession, windowSeconds },
      { name: 'portal-reads-ip', subject: clientAddress(request), limit: limits.perIp, windowSeconds },
    );
    next();
  };
}
