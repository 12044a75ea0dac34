import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { remoteUrls, siteUrl } from '../support/site';
import { waitForReady } from '../support/ready';

// How files are served decides whether a redeployed remote shows on the next page load.
test('manifests and remote entries are revalidated on every load, hashed chunks cached forever, all compressed', async ({ request }) => {
  const marketing = remoteUrls.MARKETING_REMOTE_URL;
  for (const file of ['mf-manifest.json', 'remoteEntry.js', 'routes.json']) {
    const response = await request.get(`${marketing}/${file}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe('no-cache');
    expect(response.headers()['access-control-allow-origin'], file).toBe('*');
  }

  const manifest = await (await request.get(`${marketing}/mf-manifest.json`)).json();
  const exposedChunk: string = manifest.exposes[0].assets.js.sync[0];
  expect(exposedChunk).toMatch(/\.[0-9a-f]{8}\.js$/);
  const chunk = await request.get(`${marketing}/${exposedChunk}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const remoteEntry = await request.get(`${marketing}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'br' } });
  expect(remoteEntry.headers()['content-encoding']).toBe('br');

  const page = await request.get('/shield');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['content-type']).toContain('text/html');
  const remotes = await request.get('/remotes.json');
  expect(remotes.headers()['cache-control']).toBe('no-cache');
});

test('the site configuration tells the browser where each remote lives and which paths it owns', async ({ request }) => {
  const remotes: { name: string; entry: string; paths: string[] }[] = await (await request.get('/remotes.json')).json();
  expect(remotes.map((remote) => remote.name)).toEqual(['marketing', 'shield', 'portal', 'appeals']);
  expect(remotes.find((remote) => remote.name === 'shield')).toMatchObject({
    entry: `${remoteUrls.SHIELD_REMOTE_URL}/remoteEntry.js`,
    paths: expect.arrayContaining(['/shield', '/connect', '/shieldinternet']),
  });
});

test('a page asks for its own remote early, and only for that one; an unknown path answers 404', async ({ request }) => {
  /** The page's <link> tags (the remote list inlined in the page names every remote). */
  const linksOf = async (path: string) => ((await (await request.get(path)).text()).match(/<link [^>]*>/g) ?? []).join('\n');
  const shieldLinks = await linksOf('/shield');
  expect(shieldLinks).toContain(`<link data-preload-after-paint href="${remoteUrls.SHIELD_REMOTE_URL}/remoteEntry.js" as="script" />`);
  expect(shieldLinks).not.toContain(remoteUrls.MARKETING_REMOTE_URL);
  const homeLinks = await linksOf('/');
  expect(homeLinks).toContain(`${remoteUrls.MARKETING_REMOTE_URL}/remoteEntry.js`);
  expect(homeLinks).not.toContain(remoteUrls.SHIELD_REMOTE_URL);
  const unknown = await request.get('/no-such-page');
  expect(unknown.status()).toBe(404);
  expect(await linksOf('/no-such-page')).not.toContain('remoteEntry.js');
});

test('once the page is painted, the scripts it named are fetched as preloads and the page starts', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto('/shield');
  await waitForReady(page);
  const hints = page.locator('link[data-preload-after-paint]');
  await expect(hints.first()).toHaveAttribute('rel', 'preload');
  for (const href of await hints.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))) expect(fetched).toContain(href);
  expect(fetched).toContain(`${remoteUrls.SHIELD_REMOTE_URL}/remoteEntry.js`);
});

for (const path of ['/', '/shield', '/auth']) {
  test(`${path}: no script is requested before the server’s HTML is on screen (its first contentful paint)`, async ({ page }) => {
    await page.goto(path);
    await waitForReady(page);
    const { paintedAt, scripts } = await requestsAndPaint(page);
    expect(paintedAt).toBeDefined();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.requestedAt < paintedAt!), `painted at ${Math.round(paintedAt!)} ms`).toEqual([]);
  });
}

/** When the page's scripts were requested and when the page was first painted (ms since navigation). */
async function requestsAndPaint(page: Page) {
  return page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, requestedAt: Math.round(entry.startTime) })),
  }));
}

// Where the content is not in the server's HTML, the visitor is waiting for the code itself.
for (const { path, content } of [
  // Data its code asks for (no session here: the code says so).
  { path: '/portal?recordId=5725767000000100007', content: /Session expired|sign in/i },
  // Rendered in the browser (prerender: false).
  { path: '/certificate', content: /certificate/i },
]) {
  test(`${path}: the page’s content comes with its code, so the site’s and the remote’s scripts are requested with the document, before the first paint`, async ({ page }) => {
    await page.goto(path);
    await waitForReady(page);
    await expect(page.locator('main')).toContainText(content);
    const { paintedAt, scripts } = await requestsAndPaint(page);
    expect(paintedAt).toBeDefined();
    const before = (pattern: RegExp) => scripts.filter((script) => pattern.test(script.url) && script.requestedAt < paintedAt!);
    const listing = `painted at ${Math.round(paintedAt!)} ms: ${JSON.stringify(scripts)}`;
    expect(before(/\/main\.[0-9a-f]{8}\.js$/), listing).toHaveLength(1);
    expect(before(/\/react-dom\.[0-9a-f]{8}\.js$/), listing).toHaveLength(1);
    expect(before(new RegExp(`^${remoteUrls.PORTAL_REMOTE_URL}/remoteEntry\\.js$`)), listing).toHaveLength(1);
  });
}

test('the shell starts from two files of its own, React DOM and its entry, which carries the app after its async boundary', async ({ page }) => {
  const shellScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === new URL(siteUrl).origin) shellScripts.push(url.pathname);
  });
  // The field-data library (web-vitals), which the app asks for once it runs, some time after it hydrates.
  const fieldDataLibrary = page.waitForRequest(/\/web-vitals\.[0-9a-f]{8}\.js$/);
  await page.goto('/shield');
  await waitForReady(page);
  await fieldDataLibrary;
  expect(shellScripts.map((path) => path.replace(/\.[0-9a-f]{8}\.js$/, '.js'))).toEqual(['/react-dom.js', '/main.js', '/web-vitals.js']);
});

test('every API error is JSON, also through the shell', async ({ request }) => {
  const unknown = await request.get('/api/no-such-call');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ error: expect.any(String) });
  const malformed = await request.post('/api/email', { headers: { 'Content-Type': 'application/json' }, data: '{"email":' });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toEqual({ error: expect.any(String) });
  const health = await request.get('/api/health');
  expect(await health.json()).toMatchObject({ status: 'ok', crm: 'up' });
});
