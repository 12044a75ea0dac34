// @ts-check
// Files a remote publishes for the shell to serve at the site's own addresses (e.g. the blog's RSS
// feed at /blog/rss.xml): listed in its routes.json as `files`, fetched from the remote by the
// shell's server per request, with the site's origin and the remote's address filled in.
const { z } = require('zod');
const { REMOTE_URL_PLACEHOLDER } = require('./page');

/** Where a published file names the site's public origin (its absolute links). */
const SITE_ORIGIN_PLACEHOLDER = '__SITE_ORIGIN__';

/** A published file: the site's path, the file beside the remote's entry, and its media type. */
const publishedFileSchema = z.object({
  path: z.string().regex(/^\/[\w./-]+$/),
  file: z.string().regex(/^[\w-]+(?:\/[\w.-]+)*\.[a-z]+$/),
  type: z.string().regex(/^[\w.+-]+\/[\w.+-]+$/),
});

/**
 * @typedef {z.infer<typeof publishedFileSchema>} PublishedFile
 */

/**
 * A published file's text as served: the placeholders replaced.
 * @param {string} text
 * @param {{ origin: string, remoteBase: string }} places the site's origin (no trailing slash) and the remote's base URL (with one)
 */
function fillPublishedFile(text, { origin, remoteBase }) {
  return text.replaceAll(SITE_ORIGIN_PLACEHOLDER, origin.replace(/\/+$/, '')).replaceAll(REMOTE_URL_PLACEHOLDER, remoteBase);
}

module.exports = { SITE_ORIGIN_PLACEHOLDER, publishedFileSchema, fillPublishedFile };
