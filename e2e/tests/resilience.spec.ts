// No blank page, ever: every route of the site with each remote unreachable in turn, with one that
// accepts connections and never answers, and with the API down.
import net from 'node:net';
import type { ChildProcess } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { startServer, stopServer } from '../support/processes';
import { waitForReady } from '../support/ready';
import { ports, remoteUrls } from '../support/site';
import { allowForPages } from '../support/walk';

type Remote = { name: string; entry: string; paths: string[] };

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
/** Ports of this spec, inside the range the suite's port offset gives this checkout. */
const specPorts = { shell: 3105 + offset, hungRemote: 3106 + offset, nobodyListens: 3107 + offset };
const remoteUrlVariable: Record<string, keyof typeof remoteUrls> = {
  marketing: 'MARKETING_REMOTE_URL',
  shield: 'SHIELD_REMOTE_URL',
  portal: 'PORTAL_REMOTE_URL',
  appeals: 'APPEALS_REMOTE_URL',
};
const unavailableHeading = 'This page is temporarily unavailable';
const isSpanishPath = (path: string) => path === '/es' || path.startsWith('/es/');
/**
 * The paths whose pages these walks open in the browser: the English ones (a move into the other
 * language is a new document, language.spec.ts); every path, Spanish too, is checked on the server.
 */
const englishPaths = (remote: Remote) => remote.paths.filter((path) => !isSpanishPath(path));
/** shell/src/composition/PageLoading.tsx: after this long the page's place says "Still loading…". */
const SLOW_LOAD_NOTICE_MS = 5_000;

/** A shell like the real one, except for the environment given (e.g. a remote's URL). */
async function startShell(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const shell: ChildProcess = await startServer('shell (resilience)', ['shell/server/index.js'], specPorts.shell, {
    API_URL: `http://localhost:${ports.api}`,
    ...remoteUrls,
    PORT: String(specPorts.shell),
    // With a remote unreachable it listens (degraded) after this wait for it.
    STARTUP_WAIT_SECONDS: '3',
    ...env,
  });
  return { url: `http://localhost:${specPorts.shell}`, stop: () => stopServer(shell) };
}

/** Every route of the site, as the complete site publishes them. */
async function siteRemotes(page: Page): Promise<Remote[]> {
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Remote[];
  expect(remotes.map((remote) => remote.name).sort()).toEqual(Object.keys(remoteUrlVariable).sort());
  return remotes;
}

/** The frame of the site is there around a page with a real heading: never a blank page. */
async function expectFramedPage(page: Page, heading: string | RegExp) {
  await expect(page.locator('main h1').first()).toHaveText(heading);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
}

/** Anything but a fallback: the page itself rendered. */
const aRealPage = /^(?!This page is temporarily unavailable|404 Page Not Found|Still loading)./;

/**
 * A move inside the page, as the site's own links make one: the browser renders the next page with
 * its remote's code (nothing comes from the server), so it only shows when that code works.
 */
async function moveInPage(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: `e2e-${Math.random().toString(36).slice(2)}` }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitForReady(page);
}

/** The served page's own part (inside <main>), as the shell's server composed it. */
async function mainHtml(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

/**
 * Every route of these remotes works on this shell: each is served as the complete site serves it,
 * and each renders in the browser from its remote's code (one page load per remote, then moves
 * inside the page), where the shell's menu, which needs the shell's code, opens.
 */
async function expectRoutesWork(page: Page, shellUrl: string, remotes: Remote[]) {
  for (const remote of remotes) {
    for (const path of remote.paths) {
      expect(await mainHtml(page.request, `${shellUrl}${path}`), path).toBe(await mainHtml(page.request, path));
    }
    const paths = englishPaths(remote);
    await page.goto(`${shellUrl}${paths[0]!}`);
    await waitForReady(page);
    await expectFramedPage(page, aRealPage);
    const programs = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Programs' });
    await programs.click();
    await expect(programs).toHaveAttribute('aria-expanded', 'true');
    for (const path of [...paths.slice(1), paths[0]!]) {
      await moveInPage(page, path);
      await expectFramedPage(page, aRealPage);
    }
  }
}

for (const down of Object.keys(remoteUrlVariable)) {
  test(`with the ${down} remote unreachable, its routes say "temporarily unavailable" and every other route works`, async ({ page }) => {
    const remotes = await siteRemotes(page);
    allowForPages(remotes.reduce((count, remote) => count + remote.paths.length, 0));
    const shell = await startShell({ [remoteUrlVariable[down]!]: `http://localhost:${specPorts.nobodyListens}` });
    try {
      const downRemote = remotes.find((remote) => remote.name === down)!;
      // Each of its paths is still the site's (never "not found"), and says so in the browser.
      for (const path of downRemote.paths) {
        expect((await page.request.get(`${shell.url}${path}`)).status(), path).toBe(200);
      }
      const paths = englishPaths(downRemote);
      await page.goto(`${shell.url}${paths[0]!}`);
      await waitForReady(page);
      await expectFramedPage(page, unavailableHeading);
      for (const path of paths.slice(1)) {
        await moveInPage(page, path);
        await expectFramedPage(page, unavailableHeading);
      }
      // Its Spanish pages say it in Spanish, inside the Spanish frame.
      await page.goto(`${shell.url}${downRemote.paths.find(isSpanishPath)!}`);
      await waitForReady(page);
      await expect(page.locator('main h1').first()).toHaveText('Esta página no está disponible por el momento');
      await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();

      await expectRoutesWork(page, shell.url, remotes.filter((remote) => remote.name !== down));
    } finally {
      await shell.stop();
    }
  });
}

test('a remote that accepts connections and never answers: "still loading" with Try again, the rest works', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const remotes = await siteRemotes(page);
  // Accepts every connection and never answers, like a remote whose server hangs.
  const sockets = new Set<net.Socket>();
  const hung = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => hung.listen(specPorts.hungRemote, '127.0.0.1', resolve));
  const shell = await startShell({ SHIELD_REMOTE_URL: `http://localhost:${specPorts.hungRemote}` });
  try {
    // A clock of its own: the notice's delay passes without being waited for.
    const held = await browser.newContext();
    const heldPage = await held.newPage();
    await held.clock.install();
    for (const path of englishPaths(remotes.find((remote) => remote.name === 'shield')!)) {
      await heldPage.goto(`${shell.url}${path}`, { waitUntil: 'domcontentloaded' });
      await expect(heldPage.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
      await held.clock.fastForward(SLOW_LOAD_NOTICE_MS);
      await expect(heldPage.getByRole('heading', { level: 1, name: 'Still loading…' })).toBeVisible();
      await expect(heldPage.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(heldPage.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(heldPage.getByRole('contentinfo')).toBeAttached();
      // A page still loading is not ready.
      await expect(heldPage.locator('html')).not.toHaveAttribute('data-ready', 'true');
    }
    await held.close();
    await expectRoutesWork(page, shell.url, remotes.filter((item) => item.name !== 'shield'));
  } finally {
    await shell.stop();
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => hung.close(resolve));
  }
});

test('with the API down, sign-in says so and the rest of the site works', async ({ page }) => {
  const shell = await startShell({ API_URL: `http://localhost:${specPorts.nobodyListens}` });
  try {
    await page.goto(`${shell.url}/auth`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Again!' })).toBeVisible();
    await waitForReady(page);
    await page.getByRole('textbox', { name: 'Email' }).fill('applicant.client@example.org');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('alert')).toHaveText(/unavailable|try again/i);

    await page.goto(`${shell.url}/`);
    await waitForReady(page);
    await expectFramedPage(page, aRealPage);
    await page.goto(`${shell.url}/shield`);
    await waitForReady(page);
    await expectFramedPage(page, aRealPage);
  } finally {
    await shell.stop();
  }
});
