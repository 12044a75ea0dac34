// @ts-check
// fragments.json: a remote's pages rendered ahead of time by its build (tooling/lib/prerender.js),
// published beside its manifest, read by the shell's server (shell/server/remote-registry.js).
const { z } = require('zod');
const { CONTRACT_VERSION } = require('./page');

/** The file a remote's build publishes beside its entry, and the shell's server reads. */
const FRAGMENTS_FILE = 'fragments.json';

/**
 * A page as the remote prerendered it: `html` is what its routes rendered for the path, `styles`
 * the `<style>` tags of the styled-components it used. Both refer to the remote's own files as
 * `__REMOTE_URL__/…` (REMOTE_URL_PLACEHOLDER).
 */
const pageFragmentSchema = z.object({ html: z.string(), styles: z.string() });

/**
 * The file: the contract version it was written for, the remote's name, the build id of the code
 * that rendered it (the same id the remote's `./routes` exports as `buildId`, so the browser can
 * tell whether the code it loaded made this HTML), and the pages by route path.
 */
const fragmentsFileSchema = z.object({
  contractVersion: z.literal(CONTRACT_VERSION),
  name: z.string(),
  buildId: z.string().min(1),
  pages: z.record(z.string(), pageFragmentSchema),
});

/**
 * @typedef {z.infer<typeof pageFragmentSchema>} PageFragment
 * @typedef {z.infer<typeof fragmentsFileSchema>} FragmentsFile
 */

/**
 * @param {Omit<FragmentsFile, 'contractVersion'>} content
 * @returns {FragmentsFile}
 */
function createFragmentsFile({ name, buildId, pages }) {
  return { contractVersion: CONTRACT_VERSION, name, buildId, pages };
}

/**
 * Reads a published fragments.json. A file of another contract version is refused as a whole (never
 * half-used), with a message saying which version it was built against.
 * @param {unknown} body
 * @returns {FragmentsFile}
 */
function readFragmentsFile(body) {
  const version = /** @type {{ contractVersion?: unknown } | null} */ (body)?.contractVersion;
  if (typeof body === 'object' && body !== null && version !== CONTRACT_VERSION) {
    const built = typeof version === 'number' ? `version ${version}` : 'a version before contract versions';
    throw new Error(`its fragments.json was built against composition contract ${built}; this shell reads version ${CONTRACT_VERSION}`);
  }
  const parsed = fragmentsFileSchema.safeParse(body);
  if (!parsed.success) throw new Error('published a malformed fragments.json');
  return parsed.data;
}

module.exports = { FRAGMENTS_FILE, pageFragmentSchema, fragmentsFileSchema, createFragmentsFile, readFragmentsFile };
