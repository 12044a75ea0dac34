// @ts-check
// The route metadata: what a remote's route table says about each page (`handle`), and what its
// build publishes about its routes (routes.json) for the shell's routing, head, sitemap and preloads.
const { z } = require('zod');
const { normalizePath } = require('./page');
const { publishedFileSchema } = require('./published-files');

/** The file a remote's build publishes beside its entry, and the shell's server reads. */
const ROUTES_FILE = 'routes.json';

/**
 * The API call a private page makes first (early-requests.js): a GET of a path of the site's own
 * API, never another origin's, with the token the tab keeps under `tokenKey`.
 */
const earlyRequestSchema = z.object({
  path: z.string().regex(/^\/api\/[\w-]+(?:\/[\w-]+)*$/),
  tokenKey: z.string().min(1),
  unlessQuery: z.string().min(1).optional(),
});

/** When a page's content last changed, for the sitemap's `lastmod` (a blog post's date or update). */
const lastModifiedSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A route's `handle`: the page's title and description (document title, search results, link
 * previews), `noindex` to keep it out of search results, `prerender: false` for a page that
 * depends on the visitor (the query string or private data), rendered in the browser only, and
 * `earlyRequest` for the API call the page's data comes from, which the page starts as it arrives;
 * `session: true` for a page that holds a session (reads a login code or the tab's token): no
 * third-party code runs there (the shell's server sends it the strict Content-Security-Policy, and
 * the shell loads no help-desk widget on it); `contentLocale: 'en'` on a Spanish route whose page
 * stays English (an appeal letter): the page is served as English (`<html lang="en">`, its English
 * address as canonical, no Spanish alternate) and the build's check for English left in Spanish
 * pages skips it.
 */
const routeHandleSchema = z.object({
  title: z.string(),
  description: z.string(),
  noindex: z.boolean().optional(),
  session: z.boolean().optional(),
  prerender: z.literal(false).optional(),
  earlyRequest: earlyRequestSchema.optional(),
  lastModified: lastModifiedSchema.optional(),
  contentLocale: z.literal('en').optional(),
});

/**
 * A route as routes.json publishes it: the path, the handle's fields (flags made explicit), the first
 * path showing the same page (aliases such as `/pepper.html` point at `/pepper`), and the remote's
 * files (relative to its base) a first visit to the route needs, in load order, and its early request.
 */
const publishedRouteSchema = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
  noindex: z.boolean(),
  // A remote built before routes said so publishes none: its pages keep their metadata, none holding a session.
  session: z.boolean().default(false),
  prerender: z.boolean().optional(),
  canonicalPath: z.string(),
  assets: z.array(z.string()).optional(),
  earlyRequest: earlyRequestSchema.optional(),
  lastModified: lastModifiedSchema.optional(),
  contentLocale: z.literal('en').optional(),
});

/** routes.json: `paths` is what the shell routes by; `routes` adds each page's metadata. */
const routesFileSchema = z.object({
  name: z.string(),
  paths: z.array(z.string()),
  routes: z.array(z.unknown()).optional(),
  files: z.array(z.unknown()).optional(),
});

/**
 * @typedef {z.infer<typeof routeHandleSchema>} RouteHandle
 * @typedef {z.infer<typeof publishedRouteSchema>} PublishedRoute
 */

/**
 * Reads a remote's routes.json: its paths, and those of its routes and published files that are well
 * formed (a remote built before routes.json had them publishes none). Throws when the paths cannot be read.
 * @param {unknown} body
 * @returns {{ paths: string[], routes: PublishedRoute[], files: import('./published-files').PublishedFile[] }}
 */
function readRoutesFile(body) {
  const parsed = routesFileSchema.safeParse(body);
  if (!parsed.success) throw new Error('published a malformed routes.json');
  const routes = (parsed.data.routes ?? []).flatMap((route) => {
    const published = publishedRouteSchema.safeParse(route);
    return published.success ? [published.data] : [];
  });
  const files = (parsed.data.files ?? []).flatMap((file) => {
    const published = publishedFileSchema.safeParse(file);
    return published.success ? [published.data] : [];
  });
  return { paths: parsed.data.paths, routes, files };
}

/**
 * One message per path that two remotes claim (as the shell matches paths): the shell would give it
 * to the first of them, so the other's page would never show.
 * @param {Record<string, string[]>} pathsByRemote
 * @returns {string[]}
 */
function pathsClaimedTwice(pathsByRemote) {
  /** @type {Map<string, string>} */
  const ownerOf = new Map();
  return Object.entries(pathsByRemote).flatMap(([name, paths]) =>
    paths.flatMap((routePath) => {
      const owner = ownerOf.get(normalizePath(routePath));
      ownerOf.set(normalizePath(routePath), owner ?? name);
      return owner && owner !== name ? [`${routePath} is claimed by both the ${owner} and the ${name} remote`] : [];
    }),
  );
}

module.exports = { ROUTES_FILE, routeHandleSchema, publishedRouteSchema, routesFileSchema, readRoutesFile, pathsClaimedTwice };
