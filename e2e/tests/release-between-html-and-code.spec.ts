// No skew window: a remote released between the shell's server sending a page (with the fragment
// the old release prerendered) and the browser loading the remote's code. The browser sees that the
// fragment's build id is not the loaded code's and renders the page afresh: no hydration mismatch
// is logged, and the server's page stays on screen until the new release's page replaces it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/pageErrors';
import { freePort, serveRemote, startServer, stopServer } from '../support/processes';
import { buildRemoteRelease } from '../support/release';
import { waitForReady } from '../support/ready';
import { ports, remoteUrls, repoRoot, tmpDir } from '../support/site';

const copyRoot = path.join(tmpDir, 'release-between-html-and-code');
const oldHeading = 'Unlimited Internet.';
const newHeading = 'Unlimited Internet, released a moment ago.';

/** The Shield team's next release: the same remote with a new heading. */
const buildNextShieldRelease = () =>
  buildRemoteRelease('shield-remote', path.join(copyRoot, 'shield-remote'), (sources) => {
    const content = path.join(sources, 'content/shield.ts');
    fs.writeFileSync(content, fs.readFileSync(content, 'utf8').replace(`titlePart1: '${oldHeading}'`, `titlePart1: '${newHeading}'`));
  });

const buildIdOf = (dist: string) => (JSON.parse(fs.readFileSync(path.join(dist, 'fragments.json'), 'utf8')) as { buildId: string }).buildId;

test('a remote released between the page and its code: rendered afresh, without a mismatch or a flash', async ({ page }) => {
  // Builds a release of the remote (a minute or two on a busy machine).
  test.setTimeout(480_000);
  const oldRelease = path.join(repoRoot, 'shield-remote/dist');
  const nextRelease = await buildNextShieldRelease();
  expect(buildIdOf(nextRelease)).not.toBe(buildIdOf(oldRelease));

  const [shieldPort, shellPort] = [await freePort(), await freePort()];
  const shieldOrigin = `http://localhost:${shieldPort}`;
  let shield = await serveRemote('shield (old release)', oldRelease, shieldPort);
  const shell = await startServer('shell', ['shell/server/index.js'], shellPort, {
    API_URL: `http://localhost:${ports.api}`,
    ...remoteUrls,
    SHIELD_REMOTE_URL: shieldOrigin,
    PORT: String(shellPort),
  });
  try {
    const site = `http://localhost:${shellPort}`;
    // The shell's server has read the old release's fragments: it serves its page, naming its build.
    await expect
      .poll(async () => (await page.request.get(`${site}/shield`)).text(), { timeout: 20_000 })
      .toContain(`"page":{"remote":"shield","buildId":"${buildIdOf(oldRelease)}"}`);

    // Whether the page's heading ever left the screen once it was there (a flash of a placeholder).
    await page.addInitScript(() => {
      const state = { seen: false, gaps: 0 };
      Object.assign(window, { headingGaps: state });
      new MutationObserver(() => {
        const hasHeading = Boolean(document.querySelector('main h1'));
        if (hasHeading) state.seen = true;
        else if (state.seen) state.gaps += 1;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const errors = collectErrors(page);
    // The browser has the page; everything it asks of the remote (manifest, entry, chunks) waits for the release.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${shieldOrigin}/**`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${site}/shield`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: oldHeading })).toBeVisible();

    await stopServer(shield);
    shield = await serveRemote('shield (next release)', nextRelease, shieldPort);
    release();

    await expect(page.getByRole('heading', { level: 1, name: newHeading })).toBeVisible();
    await waitForReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { headingGaps: { gaps: number } }).headingGaps.gaps)).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await stopServer(shell);
    await stopServer(shield);
  }
});
