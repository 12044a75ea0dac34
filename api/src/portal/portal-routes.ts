import { Router } from 'express';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { sessionOf } from '../auth/require-session';
import { portalModules } from '../crm/crm-client';
import { parseInput, recordIdPattern } from '../http/validation';
import type { PortalService } from './portal-service';

const recordId = z.string().regex(recordIdPattern, 'Invalid record id');
const portalModule = z.enum(portalModules, { error: `Unknown module, expected ${portalModules.join(' or ')}` });

const championPathSchema = z.strictObject({ id: recordId });
const summariesQuerySchema = z.strictObject({
  Name: z.string().max(254),
  moduleName: portalModule,
  param: z.literal('Email', { error: 'Unknown param, expected Email' }),
});
const recordPathSchema = z.strictObject({ module: portalModule, id: recordId });
/** The view is the session's own: nothing to ask for. */
const viewQuerySchema = z.strictObject({});
const inventoryQuerySchema = z.strictObject({
  searchField: z.enum(['Recipient', 'Donor_ID'], { error: 'Unknown searchField, expected Recipient or Donor_ID' }),
  searchValue: z.string().min(1).max(64),
});

/**
 * The portal's reads; every one needs a session and answers only with the champion's own data.
 * `signedIn`: the session check and the read limits, run before each of them.
 */
export function portalRoutes(portal: PortalService, signedIn: RequestHandler[]): Router {
  const router = Router();

  router.get('/portal-view', ...signedIn, async (request, response) => {
    parseInput(viewQuerySchema, request.query, 'query');
    response.json(await portal.view(sessionOf(response)));
  });

  router.get('/Champions/:id', ...signedIn, async (request, response) => {
    const { id } = parseInput(championPathSchema, request.params, 'path');
    response.json(await portal.champion(sessionOf(response), id));
  });

  router.get('/championid', ...signedIn, async (request, response) => {
    const { Name, moduleName } = parseInput(summariesQuerySchema, request.query, 'query');
    response.json({ data: await portal.recordSummaries(sessionOf(response), moduleName, Name) });
  });

  router.get('/computer-inventory', ...signedIn, async (request, response) => {
    const { searchField, searchValue } = parseInput(inventoryQuerySchema, request.query, 'query');
    response.json(await portal.inventory(sessionOf(response), searchField, searchValue));
  });

  router.get('/:module/:id', ...signedIn, async (request, response) => {
    const { module, id } = parseInput(recordPathSchema, request.params, 'path');
    response.json(await portal.record(sessionOf(response), module, id));
  });

  return router;
}
