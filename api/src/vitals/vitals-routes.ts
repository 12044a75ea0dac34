import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router } from 'express';
import { z } from 'zod';
import type { RateLimiter } from '../http/rate-limiter';
import { clientAddress } from '../http/security';
import { parseInput } from '../http/validation';
import { AppError, errorMessages } from '../shared/app-error';
import type { SitePages } from './site-pages';
import type { VitalsStore } from './vitals-store';
import { metricNames } from './web-vitals';

/**
 * Beacons per visitor (address, hashed by the limiter) per minute. A page view sends one, two when
 * its tab is hidden and shown again; the room is for the many visitors one school's or office's
 * address can stand for. What a flood could do is bounded anyway: counts only, the site's pages only.
 */
export const vitalsRateLimit = { name: 'vitals', limit: 120, windowSeconds: 60 };

/**
 * A page as the shell names it (composition-contract/field-data.js): a route (lower case, no query,
 * no trailing slash), a folded remote's name (`appeals`), or `other`. Which of them the site has is
 * decided against its page list.
 */
const pagePattern = /^(?:\/[a-z0-9._~/-]{0,100}|[a-z-]{1,32})$/;

const beaconSchema = z.strictObject({
  page: z.string().regex(pagePattern, 'a page of the site, or "other"'),
  metrics: z
    .array(
      z.strictObject({
        name: z.enum(metricNames),
        // Milliseconds (LCP, INP, TTFB) or a layout-shift score (CLS); ten minutes is past any real page load.
        value: z.number().finite().min(0).max(600_000),
      }),
    )
    .min(1)
    .max(8),
});

const reportQuerySchema = z.strictObject({ days: z.coerce.number().int().min(1).max(8).default(7) });

/**
 * `POST /api/vitals`: a page's Web Vitals, as `navigator.sendBeacon` sends them (a text/plain JSON
 * string, or a Blob of JSON whatever its type). No cookie is read or set, nothing about the visitor kept.
 * `GET /api/vitals`: the per-page, per-day p75 table, only with `Authorization: Bearer <VITALS_REPORT_TOKEN>`;
 * without that setting the report does not exist (404).
 */
export function vitalsRoutes({
  vitals,
  sitePages,
  rateLimiter,
  reportToken,
}: {
  vitals: VitalsStore;
  sitePages: SitePages;
  rateLimiter: RateLimiter;
  reportToken: string | undefined;
}): Router {
  const router = Router();

  // JSON bodies are parsed by the app already; whatever else a beacon carries (text/plain, or a Blob
  // of any or no type) is read as text and must hold JSON.
  router.post('/vitals', express.text({ type: () => true, limit: '10kb' }), async (request, response) => {
    await rateLimiter.hit({ ...vitalsRateLimit, subject: clientAddress(request) });
    const beacon = parseInput(beaconSchema, typeof request.body === 'string' ? parseJson(request.body) : request.body, 'body');
    await vitals.record({ ...beacon, page: await sitePages.countedAs(beacon.page) });
    response.status(204).end();
  });

  router.get('/vitals', async (request, response) => {
    if (reportToken === undefined) throw new AppError(404, errorMessages.notFound);
    if (!sameSecret(/^Bearer (.+)$/.exec(request.get('authorization') ?? '')?.[1] ?? '', reportToken)) {
      throw new AppError(401, 'The Web Vitals report needs Authorization: Bearer <VITALS_REPORT_TOKEN>');
    }
    const { days } = parseInput(reportQuerySchema, request.query, 'query');
    response.json({ days, rows: await vitals.report(days) });
  });

  return router;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError(400, 'The request body is not valid JSON');
  }
}

/** Compares digests, so the time taken says nothing about the secret. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
