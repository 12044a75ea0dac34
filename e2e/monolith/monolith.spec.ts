// The monolithic comparison (bench/monolith): the same pages without Module Federation, and what a first
// visit to each costs in JavaScript, for comparison with the federated site (e2e/bench).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { appeals } from '../support/appeals';
import { collectErrors } from '../support/pageErrors';
import { watchNetwork } from '../support/quietNetwork';
import { ports, repoRoot } from '../support/site';

const dist = path.join(repoRoot, 'bench/monolith/dist');
const reportFile = path.join(repoRoot, 'e2e/.tmp/monolith.txt');
/** How the federation runtime names itself in its messages: in every federated shell, never here. */
const FEDERATION_RUNTIME_MARK = 'Federation Runtime';

const pages = [
  { page: '/', heading: /Transform a life/i },
  { page: '/shield', heading: /Unlimited Internet/i },
  { page: '/auth', heading: 'Hello Again!' },
  { page: `/${appeals[0]!.slug}`, heading: /Will You Join Us/ },
];

test('the build holds no remote entry, manifest or federation runtime', () => {
  const files = fs.readdirSync(dist);
  expect(files).toContain('index.html');
  expect(files.filter((file) => /remoteEntry|mf-manifest/.test(file))).toEqual([]);
  const scripts = files.filter((file) => file.endsWith('.js'));
  expect(scripts.filter((file) => fs.readFileSync(path.join(dist, file), 'utf8').includes(FEDERATION_RUNTIME_MARK))).toEqual([]);
});

for (const { page: pagePath, heading } of pages) {
  test(`${pagePath} shows its page with no error (nor hydration warning), its scripts from the site only, its own preloaded`, async ({ page }) => {
    const errors = collectErrors(page);
    const scripts: { url: string; compressed: number; raw: number }[] = [];
    const remoteRequests: string[] = [];
    const remoteOrigins = [ports.marketing, ports.shield, ports.portal, ports.appeals].map((port) => `http://localhost:${port}`);
    page.on('request', (request) => {
      if (remoteOrigins.some((origin) => request.url().startsWith(origin))) remoteRequests.push(request.url());
    });
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const response = await request.response();
      const sizes = await request.sizes();
      scripts.push({ url: request.url(), compressed: sizes.responseBodySize, raw: (await response?.body())?.length ?? 0 });
    });
    // The served page names the build's own chunks for the route (route-assets.json), nothing from a
    // remote: inert hints the template's loader turns into preloads once the page is painted.
    const served = await (await page.request.get(pagePath)).text();
    expect(served).toMatch(/<link data-preload-after-paint href="\/[a-z]+-routes\.[0-9a-f]{8}\.js" as="script" \/>/);
    expect(remoteOrigins.filter((origin) => new RegExp(`<link[^>]*${origin}`).test(served))).toEqual([]);
    const network = watchNetwork(page);
    await page.goto(pagePath);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await network.quiet();
    expect(remoteRequests).toEqual([]);
    expect(scripts.map((script) => new URL(script.url).pathname).filter((file) => /remoteEntry|mf-manifest/.test(file))).toEqual([]);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
    const total = (key: 'compressed' | 'raw') => scripts.reduce((sum, script) => sum + script[key], 0);
    fs.mkdirSync(path.dirname(reportFile), { recursive: true });
    fs.appendFileSync(reportFile, `${pagePath.padEnd(28)} ${kb(total('compressed'))} kB JS compressed, ${kb(total('raw'))} kB raw, ${scripts.length} requests\n`);
    expect(errors).toEqual([]);
  });
}
