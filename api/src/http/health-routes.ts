import { Router } from 'express';
import type { CacheStore } from '../cache/cache-store';
import type { CrmClient } from '../crm/crm-client';

/**
 * `GET /api/health`: 200 when everything answers, 503 when Redis or the CRM is down, and 503
 * "draining" once the instance is shutting down (`app.locals.draining`, set by start-api's stop).
 */
export function healthRoutes(store: CacheStore, crm: CrmClient): Router {
  const router = Router();
  router.get('/health', async (request, response) => {
    const redis = store.kind === 'in-process' ? 'not configured' : (await store.isHealthy()) ? 'up' : 'down';
    const crmHealth = crm.health();
    const draining = request.app.locals.draining === true;
    const status = draining ? 'draining' : redis === 'down' || crmHealth === 'down' ? 'degraded' : 'ok';
    response.set('Cache-Control', 'no-store');
    response.status(status === 'ok' ? 200 : 503).json({ status, redis, crm: crmHealth });
  });
  return router;
}
