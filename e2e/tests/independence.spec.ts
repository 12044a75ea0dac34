import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, serveRemote, startServer, stopServer } from '../support/processes';
import { ports, remoteUrls, repoRoot, siteWithShieldDownUrl, tmpDir } from '../support/site';
import { waitForReady } from '../support/ready';
import { buildRemoteRelease, releaseRemote, replaceInSources } from '../support/release';

const homeHeading = /Transform a life with technology/i;

/**
 * A site of a test's own: one remote (`remoteSetting`, e.g. SHIELD_REMOTE_URL) served from a folder
 * it can redeploy into, starting with `dist`, the suite's other remotes, and a shell in front.
 */
async function siteWithRedeployableRemote(remoteSetting: keyof typeof remoteUrls, dist: string, folderName: string) {
  const liveDir = path.join(tmpDir, folderName);
  fs.rmSync(liveDir, { recursive: true, force: true });
  fs.cpSync(dist, liveDir, { recursive: true });
  const [remotePort, shellPort] = await Promise.all([freePort(), freePort()]);
  const remote = await serveRemote(`${folderName} (redeployable)`, liveDir, remotePort);
  const shell = await startServer(`shell (${folderName})`, ['shell/server/index.js'], shellPort, {
    API_URL: `http://localhost:${ports.api}`,
    ...remoteUrls,
    [remoteSetting]: `http://localhost:${remotePort}`,
    PORT: String(shellPort),
  });
  return {
    site: `http://localhost:${shellPort}`,
    liveDir,
    stop: async () => {
      await stopServer(shell);
      await stopServer(remote);
    },
  };
}

test('a remote rebuilt with a changed text and a new route shows on reload while the shell keeps running', async ({ page }) => {
  test.setTimeout(600_000);
  // A site of this test's own (the marketing remote served from a folder it can redeploy into, and a
  // shell in front of it), so the shared site the other specs use never changes.
  const { site, liveDir, stop } = await siteWithRedeployableRemote('MARKETING_REMOTE_URL', path.join(repoRoot, 'marketing-remote/dist'), 'marketing-live');
  try {
    await page.goto(`${site}/`);
    await waitForReady(page);
    await expect(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
    await expect(page.getByText('Redeployed without the shell')).toHaveCount(0);

    // The marketing team changes a text in its own sources and builds its remote alone...
    const newDist = await buildRemoteRelease('marketing-remote', path.join(tmpDir, 'marketing-remote-next'), (sources) => {
      expect(replaceInSources(sources, 'hours of connectivity provided', 'Redeployed without the shell')).toBeGreaterThan(0);
      // ...and adds a route, which the shell has never heard of, in both languages (its build requires the Spanish twin).
      const newRoutes = [
        { file: 'routes.tsx', route: "{ path: '/just-released', element: <Home />, handle: { title: 'Just released', description: 'A page released without a shell rebuild.' } }," },
        { file: 'routes.es.tsx', route: "{ path: '/es/just-released', element: <Home />, handle: { title: 'Recién publicada', description: 'Una página publicada sin volver a construir el armazón del sitio.' } }," },
      ];
      for (const { file, route } of newRoutes) {
        const routesFile = path.join(sources, file);
        const routesSource = fs.readFileSync(routesFile, 'utf8');
        expect(routesSource).toContain('export const routes: SiteRoute[] = [');
        fs.writeFileSync(routesFile, routesSource.replace('export const routes: SiteRoute[] = [', `export const routes: SiteRoute[] = [\n  ${route}`));
      }
    });

    // ...and deploys it where the shell already looks for it. The shell is not touched.
    fs.cpSync(newDist, liveDir, { recursive: true });

    // The HTML the shell's server sends changes too: it re-reads the remote's prerendered pages within seconds.
    await expect.poll(async () => (await page.request.get(`${site}/`)).text(), { timeout: 20_000 }).toContain('Redeployed without the shell');
    await page.reload();
    await waitForReady(page);
    await expect(page.getByText('Redeployed without the shell')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();

    // The shell's server re-reads the remote's published path list within seconds.
    await expect
      .poll(async () => ((await (await page.request.get(`${site}/remotes.json`)).json()) as { name: string; paths: string[] }[]).find((remote) => remote.name === 'marketing')?.paths, {
        timeout: 20_000,
      })
      .toContain('/just-released');
    await page.goto(`${site}/just-released`);
    await waitForReady(page);
    await expect(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
    await expect(page).toHaveTitle('Just released | Digital Harbor');
  } finally {
    await stop();
  }
});

test("the Shield team releases its account pages alone: they appear on the next load, the shell untouched", async ({ page }) => {
  test.setTimeout(600_000);
  // The Shield remote as it was before the account (its route lists, English and Spanish, without the
  // account's pages), built alone, behind a shell of this test's own; the shell is the suite's build, never rebuilt.
  const before = await buildRemoteRelease('shield-remote', path.join(tmpDir, 'shield-remote-before-account'), (sources) => {
    for (const table of ['routes.tsx', 'routes.es.tsx']) {
      const routesFile = path.join(sources, table);
      const routesSource = fs.readFileSync(routesFile, 'utf8');
      expect(routesSource).toContain('[...landingRoutes, ...productRoutes, ...accountRoutes]');
      fs.writeFileSync(routesFile, routesSource.replace('[...landingRoutes, ...productRoutes, ...accountRoutes]', '[...landingRoutes, ...productRoutes]'));
    }
  });
  const { site, liveDir, stop } = await siteWithRedeployableRemote('SHIELD_REMOTE_URL', before, 'shield-live');
  const signInHeading = { level: 1, name: 'Manage your Shield subscription' } as const;
  try {
    expect((await page.goto(`${site}/shield/account/sign-in`))?.status()).toBe(404);
    await waitForReady(page);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();

    // The release with the account pages (this checkout's build), deployed where the shell looks.
    await releaseRemote(path.join(repoRoot, 'shield-remote/dist'), liveDir);

    await expect
      .poll(async () => ((await (await page.request.get(`${site}/remotes.json`)).json()) as { name: string; paths: string[] }[]).find((remote) => remote.name === 'shield')?.paths, {
        timeout: 20_000,
      })
      .toEqual(expect.arrayContaining(['/shield/account', '/shield/account/sign-in']));
    await expect.poll(async () => (await page.request.get(`${site}/shield/account/sign-in`)).status(), { timeout: 20_000 }).toBe(200);
    await page.reload();
    await waitForReady(page);
    await expect(page.getByRole('heading', signInHeading)).toBeVisible();
    await expect(page).toHaveTitle('Sign in to your Shield account | Digital Harbor');

    // Reached from the landing page's link too, inside the site.
    await page.goto(`${site}/shield`);
    await waitForReady(page);
    await page.getByRole('link', { name: 'Manage your subscription' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Shield subscription' })).toBeVisible();
    await expect(page.getByText(/You are not signed in/)).toBeVisible();
  } finally {
    await stop();
  }
});

test.describe('a remote that is down', () => {
  test.use({ baseURL: siteWithShieldDownUrl });

  test('shows the fallback on its routes only, and "Try again" really retries', async ({ page }) => {
    await page.goto('/shield');
    await waitForReady(page);
    await expect(page.getByRole('alert')).toContainText('This page is temporarily unavailable');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Every other route keeps working, in the same page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /home|digital harbor/i }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
    await page.goto('/auth');
    await waitForReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Again!' })).toBeVisible();

    // The Shield team brings its remote back: "Try again" loads it without a page reload.
    await page.goto('/shield');
    await waitForReady(page);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    const shield = await serveRemote('shield (late)', path.join(repoRoot, 'shield-remote/dist'), ports.shieldLate);
    try {
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Unlimited Internet/i })).toBeVisible();
    } finally {
      await stopServer(shield);
    }
  });
});
