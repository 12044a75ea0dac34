// No blank page, ever: every route of the site with each remote unreachable in turn, with one that
// accepts connections and never answers, and with the API down.
import net from 'node:net';
import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { startServer, stopServer } from '../support/processes';
import { ports, remoteUrls } from '../support/site';

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

/** A shell like the real one, except for the environment given (e.g. a remote's URL). */
async function startShell(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const shell: ChildProcess = await startServer('shell (resilience)', ['shell/server/index.js'], specPorts.shell, {
    API_URL: `http://localhost:${ports.api}`,
    ...remoteUrls,
    PORT: String(specPorts.shell),
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

for (const down of Object.keys(remoteUrlVariable)) {
  test(`with the ${down} remote unreachable, its routes say "temporarily unavailable" and every other route works`, async ({ page }) => {
    const remotes = await siteRemotes(page);
    test.setTimeout(60_000 + remotes.reduce((count, remote) => count + remote.paths.length, 0) * 2_000);
    const shell = await startShell({ [remoteUrlVariable[down]!]: `http://localhost:${specPorts.nobodyListens}` });
    try {
      for (const remote of remotes) {
        for (const path of remote.paths) {
          await page.goto(`${shell.url}${path}`, { waitUntil: 'domcontentloaded' });
          await expectFramedPage(page, remote.name === down ? unavailableHeading : aRealPage);
        }
      }
    } finally {
      await shell.stop();
    }
  });
}

test('a remote that accepts connections and never answers: "still loading" with Try again, the rest works', async ({ page }) => {
  test.setTimeout(240_000);
  const remotes = await siteRemotes(page);
  // Accepts every connection and never answers, like a remote whose server hangs.
  const sockets = new Set<net.Socket>();
  const hung = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => hung.listen(specPorts.hungRemote, '127.0.0.1', resolve));
  const shell = await startShell({ SHIELD_REMOTE_URL: `http://localhost:${specPorts.hungRemote}` });
  try {
    for (const path of remotes.find((remote) => remote.name === 'shield')!.paths) {
      await page.goto(`${shell.url}${path}`, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1, name: 'Still loading…' })).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
    }
    for (const remote of remotes.filter((item) => item.name !== 'shield')) {
      for (const path of remote.paths) {
        await page.goto(`${shell.url}${path}`, { waitUntil: 'domcontentloaded' });
        await expectFramedPage(page, aRealPage);
      }
    }
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
    // The server's HTML shows the form before the portal's code has hydrated it: type once it has.
    await page.waitForLoadState('networkidle');
    await page.getByRole('textbox', { name: 'Email' }).fill('applicant.client@example.org');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('alert')).toHaveText(/unavailable|try again/i);

    await page.goto(`${shell.url}/`);
    await expectFramedPage(page, aRealPage);
    await page.goto(`${shell.url}/shield`);
    await expectFramedPage(page, aRealPage);
  } finally {
    await shell.stop();
  }
});
