import { execFile } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { freePort } from '../support/processes';
import { startServer, stopServer } from '../support/processes';
import { waitForReady } from '../support/ready';
import { remoteUrls, repoRoot } from '../support/site';

// Field data end to end: a visit's Web Vitals leave the page with sendBeacon when it is hidden,
// through the shell's /api proxy (and its CSP), to the real API, and `npm run vitals` shows them.
// The site is the suite's remotes behind an API and a shell of this file's own: the report needs
// the API to have VITALS_REPORT_TOKEN.

const reportToken = 'e2e-field-data-report-token-of-32-characters';
type VitalsRow = { day: string; page: string; metric: string; samples: number; p75: { rating: string } };

let site: { url: string; apiUrl: string };
const servers: ChildProcess[] = [];
test.beforeAll(async () => {
  const [apiPort, shellPort] = await Promise.all([freePort(), freePort()]);
  site = { url: `http://localhost:${shellPort}`, apiUrl: `http://localhost:${apiPort}` };
  servers.push(
    await startServer('api (field data)', ['api/dist/server.js'], apiPort, {
      API_PORT: String(apiPort),
      PUBLIC_URL: site.url,
      VITALS_REPORT_TOKEN: reportToken,
      LOG_LEVEL: 'warn',
    }),
  );
  servers.push(await startServer('shell (field data)', ['shell/server/index.js'], shellPort, { ...remoteUrls, API_URL: site.apiUrl, PORT: String(shellPort) }));
});
test.afterAll(async () => {
  await Promise.all(servers.map(stopServer));
});

async function reportRows(): Promise<VitalsRow[]> {
  const response = await fetch(`${site.apiUrl}/api/vitals?days=1`, { headers: { authorization: `Bearer ${reportToken}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { rows: VitalsRow[] }).rows;
}

const metricsOf = (rows: VitalsRow[], page: string) => rows.filter((row) => row.page === page).map((row) => row.metric).sort();

test('a visit\'s Web Vitals reach the API when the visitor leaves the page, and `npm run vitals` shows the page', async ({ page }) => {
  // web-vitals is fetched only once the page has loaded and the browser is idle.
  const webVitalsLoaded = page.waitForResponse((response) => /\/web-vitals\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname));
  await page.goto(`${site.url}/Donate?utm_source=newsletter`);
  await waitForReady(page);
  expect((await webVitalsLoaded).ok()).toBe(true);
  // An interaction, for INP: once the browser has timed it (it does so after the next paint).
  await page.getByRole('heading', { level: 1 }).click();
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);

  // Leaving the page hides it: that is when the beacon goes.
  await page.goto('about:blank');
  await expect.poll(async () => metricsOf(await reportRows(), '/donate')).toEqual(['CLS', 'INP', 'LCP', 'TTFB']);

  const { stdout } = await promisify(execFile)('node', ['scripts/vitals.mjs', '--days', '1'], {
    cwd: repoRoot,
    env: { ...process.env, API_URL: site.apiUrl, VITALS_REPORT_TOKEN: reportToken },
  });
  for (const metric of ['LCP', 'INP', 'CLS', 'TTFB']) expect(stdout).toMatch(new RegExp(`\\| \`/donate\` \\| ${metric} \\| [^|]+ \\| (good|needs improvement|poor) \\| 1 \\|`));
});

test('the beacon names the page as a route the site knows, or "other", and carries nothing else', async ({ page }) => {
  await page.goto(`${site.url}/no-such-page?email=someone@example.org`);
  await waitForReady(page);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/web-vitals\.[0-9a-f]+\.js$/.test(entry.name)))).toBe(true);

  const beacon = page.waitForRequest((request) => request.url() === `${site.url}/api/vitals` && request.method() === 'POST');
  // The page as a browser hides it when its tab goes to the background.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  const sent = await beacon;
  const body = JSON.parse(sent.postData() ?? '{}') as { page: string; metrics: { name: string; value: number }[] };
  expect(Object.keys(body).sort()).toEqual(['metrics', 'page']);
  expect(body.page).toBe('other');
  expect(body.metrics.map((metric) => Object.keys(metric).sort())).toContainEqual(['name', 'value']);
  expect(await sent.headerValue('cookie')).toBeNull();
  expect((await sent.response())?.status()).toBe(204);
  await expect.poll(async () => metricsOf(await reportRows(), 'other')).toContain('TTFB');
});
