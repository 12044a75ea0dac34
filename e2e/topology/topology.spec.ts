// The production topology, run for real (`npm run test:topology`): nginx in front of two shells
// and two APIs on one Redis, the remotes served by nginx as static origins (e2e/support/topology.ts).
// The tests share that one topology and run in order.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import autocannon from 'autocannon';
import { collectErrors } from '../support/pageErrors';
import { waitForReady } from '../support/ready';
import { repoRoot } from '../support/site';
import { send, serveWithStaticServer, Topology } from '../support/topology';
import { figuresFile } from './output';
import type { Answer } from '../support/topology';
import { buildRemoteRelease, releaseRemote, replaceInSources } from '../support/release';

const homeHeading = /Transform a life with technology/i;
const shieldHeading = /Unlimited Internet/i;
/** An applicant of the demo data set (api/demo-data.json). */
const applicant = 'applicant.client@example.org';

test.describe.configure({ mode: 'serial' });

let topology: Topology;
const figures: Record<string, unknown> = {};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  topology = await Topology.start();
});

test.afterAll(async () => {
  fs.mkdirSync(path.dirname(figuresFile), { recursive: true });
  fs.writeFileSync(figuresFile, `${JSON.stringify(figures, null, 2)}\n`);
  await topology?.stop();
});

/** Runs autocannon against the site through nginx until `during` is done; every answer counted. */
async function underLoad(requests: autocannon.Request[], during: () => Promise<void>) {
  const statuses = new Map<number, number>();
  const failureSamples: string[] = [];
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const load = autocannon(
    {
      url: topology.siteUrl,
      connections: 4,
      // An upper bound: the load stops as soon as `during` is done.
      duration: 150,
      timeout: 10,
      requests: requests.map((request) => ({
        ...request,
        onResponse: (status: number, body: string) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          // The first few failures as they came, to tell which part answered them.
          if (status >= 400 && failureSamples.length < 5) failureSamples.push(`${request.method} ${request.path} ${status} ${body.slice(0, 200)}`);
        },
      })),
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  // Connection errors and time-outs have no status: keep the first few, to tell what broke.
  load.on('reqError', (error: Error) => {
    if (failureSamples.length < 5) failureSamples.push(`connection error: ${error.message}`);
  });
  try {
    await during();
  } finally {
    load.stop();
  }
  const result = await finished;
  const answered = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  const failed = [...statuses].filter(([status]) => status >= 400).reduce((sum, [, count]) => sum + count, 0);
  return { answered, failed, statuses: Object.fromEntries(statuses), failureSamples, errors: result.errors, timeouts: result.timeouts, seconds: result.duration };
}

/**
 * Requests to the site and its remotes (all on loopback here) that failed or answered an error,
 * and `open`, the test's way to open a page while they are watched. Outside providers (forms, help
 * desk) are not reachable from this machine and not counted. Opening the next page cancels what the
 * page being left was still fetching (field data's library comes once the page is idle): the
 * browser's net::ERR_ABORTED while `open` runs is the visitor leaving, not a failure of the site.
 */
function watchRequestsToTheSite(page: Page) {
  const failures: string[] = [];
  const ours = (url: string) => url.startsWith('http://127.0.0.1:');
  let opening = false;
  page.on('requestfailed', (request) => {
    if (!ours(request.url())) return;
    const errorText = request.failure()?.errorText;
    if (opening && errorText === 'net::ERR_ABORTED' && !request.isNavigationRequest()) return;
    failures.push(`${request.url()} ${errorText}`);
  });
  page.on('response', (response) => {
    if (ours(response.url()) && response.status() >= 400) failures.push(`${response.url()} ${response.status()}`);
  });
  return {
    failures,
    async open(url: string) {
      opening = true;
      try {
        return await page.goto(url);
      } finally {
        opening = false;
      }
    },
  };
}

test('a page through nginx arrives prerendered, hydrates and navigates within the site', async ({ page }) => {
  const shield = await send(`${topology.siteUrl}/shield`);
  expect(shield.status).toBe(200);
  expect(shield.body).toMatch(/<h1[^>]*>[^<]*Unlimited Internet/i);

  const errors = collectErrors(page);
  // One page opened, none left: every cancelled request counts here.
  const site = watchRequestsToTheSite(page);
  await page.goto(`${topology.siteUrl}/`);
  await expect(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
  await waitForReady(page);
  // A move within the site is the router's (the page is hydrated): this mark survives it.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const nav = page.getByRole('navigation', { name: 'Main' });
  const programs = nav.getByRole('button', { name: 'Programs' });
  await programs.click();
  await nav.getByRole('link', { name: 'Shield Internet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: shieldHeading })).toBeVisible();
  await expect(page).toHaveURL(/\/shield$/);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // The remotes' files came from nginx's static origins, all of them.
  expect(site.failures).toEqual([]);
  expect(errors).toEqual([]);
});

test("the remotes' origins on nginx send the project's static server's cache and security headers", async () => {
  const dist = path.join(repoRoot, 'packaged/shield-remote/dist');
  const files = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => fs.statSync(path.join(dist, file)).isFile());
  const hashedScript = files.find((file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file));
  const sourceMap = files.find((file) => file.endsWith('.js.map'));
  const otherFile = files.find((file) => file.endsWith('.LICENSE.txt')) ?? files.find((file) => file.startsWith('assets'));
  const samples = ['mf-manifest.json', 'remoteEntry.js', 'routes.json', 'fragments.json', hashedScript, sourceMap, otherFile].filter((file) => file !== undefined);
  expect(samples).toHaveLength(7);
  const compared = ['cache-control', 'access-control-allow-origin', 'x-content-type-options', 'content-security-policy', 'x-frame-options', 'referrer-policy'];
  const headersOf = (answer: Answer) => ({ status: answer.status, ...Object.fromEntries(compared.map((name) => [name, answer.headers[name]])) });
  const staticServer = await serveWithStaticServer('shield-remote');
  try {
    for (const file of samples) {
      const fromNginx = headersOf(await send(`${topology.remoteUrls.shield}/${file}`));
      expect({ file, ...fromNginx }).toEqual({ file, ...headersOf(await send(`${staticServer.url}/${file}`)) });
    }
  } finally {
    await staticServer.stop();
  }
});

test('a login link mailed by one API instance is exchanged at the other, through nginx', async () => {
  test.setTimeout(90_000);
  const [first, second] = topology.apis as [typeof topology.apis[0], typeof topology.apis[0]];
  // Only the first instance runs while the link is asked for...
  expect(await second.stop()).toBe(0);
  const link = await topology.mailLoginLink(applicant, '127.0.0.21');
  // ...and only the second while it is used.
  await topology.startAndRejoin(second);
  expect(await first.stop()).toBe(0);
  const exchanged = await send(`${topology.siteUrl}/api/jwt`, { method: 'POST', from: '127.0.0.21', body: { recordID: link.recordId, authCode: link.code } });
  expect(exchanged.status).toBe(200);
  const { token } = JSON.parse(exchanged.body) as { token: string };
  const champion = await send(`${topology.siteUrl}/api/Champions/${link.recordId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(champion.status).toBe(200);
  expect(JSON.parse(champion.body)).toMatchObject({ id: link.recordId });
  await topology.restart(first);
});

test('per-visitor limits hold through nginx: visitors are counted apart, a forged X-Forwarded-For is not believed', async () => {
  const askFrom = (from: string, email: string, headers: Record<string, string> = {}) =>
    send(`${topology.siteUrl}/api/email`, { method: 'POST', from, headers, body: { email } });
  // SIGNIN_LIMIT_PER_IP is 3 in the topology: a visitor's fourth request in the window is refused.
  for (const n of [1, 2, 3]) expect((await askFrom('127.0.0.11', `visitor-a-${n}@example.org`)).status).toBe(202);
  const refused = await askFrom('127.0.0.11', 'visitor-a-4@example.org');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.parse(refused.body)).toEqual({ error: expect.any(String) });
  // Claiming to be someone else changes nothing: nginx replaces the header with the real address.
  expect((await askFrom('127.0.0.11', 'visitor-a-5@example.org', { 'X-Forwarded-For': '127.0.0.99' })).status).toBe(429);
  // Another visitor, through the same nginx and shells, has a count of its own.
  expect((await askFrom('127.0.0.12', 'visitor-b-1@example.org')).status).toBe(202);
});

test('rolling restart under load: every shell and API instance restarted in turn, no request fails', async () => {
  test.setTimeout(180_000);
  const { recordId, token } = await topology.signIn(applicant, '127.0.0.31');
  const appealPath = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'appeals-remote/dist/routes.json'), 'utf8')) as { paths: string[] }).paths[0];
  const signedIn = { Authorization: `Bearer ${token}` };
  const exitCodes: Record<string, number | null> = {};
  const load = await underLoad(
    [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/shield' },
      { method: 'GET', path: `/api/Champions/${recordId}`, headers: signedIn },
      { method: 'GET', path: '/auth' },
      { method: 'GET', path: appealPath ?? '/' },
      { method: 'GET', path: `/api/championid?Name=${encodeURIComponent(applicant)}&moduleName=Contacts&param=Email`, headers: signedIn },
    ],
    async () => {
      for (const instance of [...topology.shells, ...topology.apis]) exitCodes[instance.name] = await topology.restart(instance);
    },
  );
  figures.rollingRestart = { ...load, exitCodes };
  console.log(`rolling restart under load: ${JSON.stringify(figures.rollingRestart)}`);
  // Each instance's log (Topology.logDir) says why one did not exit 0.
  expect(exitCodes).toEqual({ 'shell-1': 0, 'shell-2': 0, 'api-1': 0, 'api-2': 0 });
  expect(load.answered).toBeGreaterThan(0);
  // On failure the whole figure is printed, with the first failures' samples.
  expect(load).toMatchObject({ failed: 0, errors: 0, timeouts: 0 });
});

test('Redis stopped: sign-in and portal calls answer 503 with Retry-After, pages are served; Redis back: sign-in works again, no restart', async () => {
  test.setTimeout(90_000);
  const { recordId, token } = await topology.signIn(applicant, '127.0.0.41');
  await topology.redis.stop();
  try {
    for (const call of [
      () => send(`${topology.siteUrl}/api/email`, { method: 'POST', from: '127.0.0.41', body: { email: applicant } }),
      () => send(`${topology.siteUrl}/api/jwt`, { method: 'POST', from: '127.0.0.41', body: { recordID: recordId, authCode: 'a-code-from-before' } }),
      // A session cannot be checked against sign-outs without the store.
      () => send(`${topology.siteUrl}/api/Champions/${recordId}`, { headers: { Authorization: `Bearer ${token}` } }),
    ]) {
      // `send` gives up after 10 s: an answer at all means no hang.
      const answer = await call();
      expect(answer.status).toBe(503);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
    }
    const health = await send(`${topology.siteUrl}/api/health`);
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'degraded', redis: 'down' });
    // Public pages do not need Redis.
    for (const pagePath of ['/', '/shield', '/auth']) expect((await send(`${topology.siteUrl}${pagePath}`)).status).toBe(200);
  } finally {
    await topology.redis.restart();
  }
  // Every API instance reconnects by itself.
  await expect.poll(async () => (await send(`${topology.siteUrl}/api/health`)).status, { timeout: 30_000 }).toBe(200);
  await expect.poll(async () => (await send(`${topology.siteUrl}/api/email`, { method: 'POST', from: '127.0.0.42', body: { email: applicant } })).status, { timeout: 30_000 }).toBe(202);
});

test('a remote released under load: no page load breaks, and both shells serve the new HTML within seconds', async ({ page }) => {
  test.setTimeout(300_000);
  // The marketing team changes a text and builds its remote alone.
  const marker = 'Released under load';
  // Not a synchronous build: the SMTP server the APIs mail to lives in this process and must keep answering.
  const newDist = await buildRemoteRelease('marketing-remote', path.join(repoRoot, 'e2e/.tmp-topology/marketing-remote-next'), (sources) => {
    expect(replaceInSources(sources, 'hours of connectivity provided', marker)).toBeGreaterThan(0);
  });

  const site = watchRequestsToTheSite(page);
  const errors = collectErrors(page);
  let browserLoads = 0;
  let secondsToNewHtml = 0;
  const shellsServeNewHtml = async () =>
    (await Promise.all(topology.shells.map(async (shell) => (await send(`${shell.url}/`)).body.includes(marker)))).every(Boolean);

  const load = await underLoad(
    [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/donate' },
    ],
    async () => {
      // A visitor keeps loading the remote's pages in Chromium before, during and after the release.
      let released = false;
      let loadsAfterRelease = 0;
      const deadline = Date.now() + 60_000;
      const browsing = (async () => {
        do {
          if (Date.now() > deadline) throw new Error('the page loads around the release did not end within 60 s');
          const afterRelease = released;
          await site.open(`${topology.siteUrl}/`);
          await expect(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
          // Each load must become usable (hydrated), not only show the server's HTML.
          await waitForReady(page);
          browserLoads += 1;
          if (afterRelease) loadsAfterRelease += 1;
        } while (!(released && loadsAfterRelease >= 3 && (await shellsServeNewHtml())));
      })();
      // Its failure is awaited below; meanwhile it must not count as unhandled.
      browsing.catch(() => undefined);
      await expect.poll(() => browserLoads, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
      await releaseRemote(newDist, topology.marketingLiveDir);
      const releasedAt = Date.now();
      released = true;
      await expect.poll(shellsServeNewHtml, { timeout: 30_000 }).toBe(true);
      secondsToNewHtml = (Date.now() - releasedAt) / 1000;
      await browsing;
    },
  );
  // In the seconds between the release and a shell re-reading the remote's pages (every 5 s), a
  // page can arrive with the old build's HTML and the new build's code: the fragment's build id
  // (the composition contract) tells the browser to render that page afresh, without a mismatch,
  // so no error at all is allowed.
  expect(errors).toEqual([]);
  expect(site.failures).toEqual([]);
  expect(load.failed).toBe(0);
  expect(load.errors).toBe(0);
  figures.remoteRelease = { ...load, browserLoads, secondsToNewHtml };
  console.log(`remote released under load: ${JSON.stringify(figures.remoteRelease)}`);

  // Once released, the new build's page arrives and hydrates without any error.
  errors.length = 0;
  await site.open(`${topology.siteUrl}/`);
  await expect(page.getByText(marker).first()).toBeVisible();
  await waitForReady(page);
  expect(errors).toEqual([]);
  expect(site.failures).toEqual([]);
});
