// @ts-check
// Files the remotes publish for the site's own addresses (e.g. the blog's feed at /blog/rss.xml,
// composition-contract/published-files.js): fetched from the owning remote per request, with the
// site's origin and the remote's address filled in, so a remote's release changes them at once.
const { fillPublishedFile } = require('composition-contract/published-files');
const { remoteEntryUrl } = require('composition-contract');

/** How long the shell waits for the remote's file. */
const FILE_TIMEOUT_MS = 5000;

/**
 * @param {{ registry: { publishedFileAt: ReturnType<typeof import('./remote-registry').createRemoteRegistry>['publishedFileAt'] }, origin: string, log?: (message: string) => void }} options
 * @returns {import('express').RequestHandler}
 */
function servePublishedFiles({ registry, origin, log = console.warn }) {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const published = registry.publishedFileAt(req.path);
    if (!published) return next();
    const { remote, file } = published;
    try {
      const response = await fetch(`${remote.url}/${file.file}`, { signal: AbortSignal.timeout(FILE_TIMEOUT_MS), cache: 'no-store' });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const text = fillPublishedFile(await response.text(), { origin, remoteBase: remoteEntryUrl(remote.url).replace(/[^/]*$/, '') });
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.type(file.type).send(text);
    } catch (error) {
      log(`${req.path}: the ${remote.name} remote's ${file.file} could not be read: ${/** @type {Error} */ (error).message}`);
      res.status(503).setHeader('Retry-After', '60');
      res.type('text/plain').send('This file is temporarily unavailable. Please try again in a minute.');
    }
  };
}

module.exports = { servePublishedFiles };
