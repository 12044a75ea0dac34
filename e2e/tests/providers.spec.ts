// The providers configured at deploy time (PROVIDERS_FILE, read by the shell's server at start):
// a small provider page on loopback is configured as the forms provider, the Shield checkout, the
// appeals' donation form and videos, and the newsletter. This spec runs a shell's server of its own
// (the suite's built remotes and API behind it) with its own file, on free ports.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { appeals } from '../support/appeals';
import { collectErrors } from '../support/pageErrors';
import { startServer, stopServer } from '../support/processes';
import { developmentProviders } from '../support/providers';
import { waitForReady } from '../support/ready';
import { ports, remoteUrls, repoRoot, tmpDir } from '../support/site';

const example = developmentProviders;
const screenshots = path.join(tmpDir, 'screenshots');
const firstAppeal = appeals[0]!;

/** A provider's page (opaque, as providers' pages are): says which address it was opened at, for any path. */
async function startProvider(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    const opened = (request.url ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    response.end(`<!doctype html><title>Provider</title><body style="background:#fff"><h1>Provider page</h1><p id="opened">${opened}</p></body>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The example's embeds with the loopback provider in place of the forms, checkout, appeal form and videos, and newsletter. */
function loopbackEmbeds(origin: string, formsPath: string) {
  return {
    ...example.embeds,
    electronicsDonationForm: { url: `${origin}/${formsPath}/electronics-donation?org=dh&lang=en`, es: { url: `${origin}/${formsPath}/donacion-electronicos?org=dh&lang=es` } },
    newsletterForm: { url: `${origin}/${formsPath}/newsletter` },
    shieldCheckout: { url: `${origin}/checkout/store-1/`, parameters: { addOnCode: 'addon_code[0]', addOnQuantity: 'addon_quantity[0]' } },
    appealDonationForm: { url: `${origin}/${formsPath}/will-you-join-us` },
    appealVideos: { url: `${origin}/videos/` },
  };
}

/** Every embed the pages below show, off; the rest as the example has them. */
const offEmbeds = {
  ...example.embeds,
  electronicsDonationForm: 'off',
  newsletterForm: 'off',
  shieldCheckout: 'off',
  appealDonationForm: { off: true, link: 'https://giving.example.net/digital-harbor' },
  appealVideos: 'off',
};

let provider: Awaited<ReturnType<typeof startProvider>>;
let shell: ChildProcess | undefined;
let shellUrl = '';
const providersFile = path.join(tmpDir, 'providers.spec.json');

/** (Re)starts only this spec's shell's server with `embeds` as its PROVIDERS_FILE. */
async function startShell(embeds: Record<string, unknown>) {
  if (shell) await stopServer(shell);
  fs.mkdirSync(tmpDir, { recursive: true });
  fs.writeFileSync(providersFile, JSON.stringify({ embeds }, null, 2));
  const port = await freePort();
  shell = await startServer('shell (providers)', ['shell/server/index.js'], port, {
    ...remoteUrls,
    API_URL: `http://localhost:${ports.api}`,
    PORT: String(port),
    PROVIDERS_FILE: providersFile,
  });
  shellUrl = `http://localhost:${port}`;
}

/** Policy violations and CSP console reports of a page, from its first script on. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) reports.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...reports];
}

/** Screenshots of `target` at a phone's and a desktop's width, to look at (e2e/.tmp/screenshots). */
async function screenshot(page: Page, name: string, target: Locator) {
  fs.mkdirSync(screenshots, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await target.screenshot({ path: path.join(screenshots, `providers-${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.beforeAll(async () => {
  provider = await startProvider();
});

test.afterAll(async () => {
  if (shell) await stopServer(shell);
  await provider.close();
});

test.describe('with the loopback provider configured', () => {
  test.beforeAll(async () => {
    await startShell(loopbackEmbeds(provider.origin, 'forms'));
  });

  test('/donate frames exactly the configured form, in the served HTML and after hydration, within the policy', async ({ page, request }) => {
    test.setTimeout(120_000);
    const expected = `${provider.origin}/forms/electronics-donation?org=dh&lang=en`;
    const served = await (await request.get(`${shellUrl}/donate`)).text();
    expect(served).toContain(`src="${expected.replace(/&/g, '&amp;')}"`);
    expect(served).not.toContain('{{provider:');

    const errors = collectErrors(page);
    const violations = await watchPolicy(page);
    await page.goto(`${shellUrl}/donate`);
    await waitForReady(page);
    // The footer's newsletter is far below: not framed yet.
    await expect(page.getByTitle('Newsletter sign-up form')).toHaveCount(0);
    // The form is framed once the page has started and the reader comes near it.
    await page.getByRole('region', { name: 'Electronics Donation Form' }).scrollIntoViewIfNeeded();
    const frame = page.getByTitle('Electronics donation form');
    await expect(frame).toHaveAttribute('src', expected);
    await expect(page.frameLocator('iframe[title="Electronics donation form"]').locator('#opened')).toHaveText('/forms/electronics-donation?org=dh&lang=en');
    await expect(page.getByRole('link', { name: 'Open the form in a new tab' })).toHaveAttribute('href', expected);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await screenshot(page, 'donate-configured', page.getByRole('region', { name: 'Electronics Donation Form' }));

    // The footer's newsletter, on every page, from the same provider, framed once the reader comes near it.
    await page.getByRole('region', { name: 'Stay in the loop' }).scrollIntoViewIfNeeded();
    await expect(page.getByTitle('Newsletter sign-up form')).toHaveAttribute('src', `${provider.origin}/forms/newsletter`);
    await screenshot(page, 'footer-configured', page.getByRole('region', { name: 'Stay in the loop' }));
  });

  test("/es/donate frames the form's Spanish address (es), in the served HTML and after hydration; the footer's newsletter, which has none, its English one", async ({ page, request }) => {
    test.setTimeout(120_000);
    const spanish = `${provider.origin}/forms/donacion-electronicos?org=dh&lang=es`;
    const served = await (await request.get(`${shellUrl}/es/donate`)).text();
    expect(served).toContain(`src="${spanish.replace(/&/g, '&amp;')}"`);
    expect(served).not.toContain('electronics-donation?');

    const errors = collectErrors(page);
    const violations = await watchPolicy(page);
    await page.goto(`${shellUrl}/es/donate`);
    await waitForReady(page);
    const form = page.getByRole('region', { name: 'Formulario de donación de equipos electrónicos' });
    await form.scrollIntoViewIfNeeded();
    await expect(page.getByTitle('Formulario de donación de equipos electrónicos')).toHaveAttribute('src', spanish);
    await expect(page.frameLocator('iframe[src*="donacion-electronicos"]').locator('#opened')).toHaveText('/forms/donacion-electronicos?org=dh&lang=es');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.locator(`iframe[src="${provider.origin}/forms/newsletter"]`)).toHaveCount(1);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await screenshot(page, 'donate-configured-es', form);
  });

  test('without JavaScript, /donate and the footer frame the configured forms from the start', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      // The policy lets the frames in, or their pages would not be read below.
      await page.goto(`${shellUrl}/donate`);
      await expect(page.frameLocator('iframe[title="Electronics donation form"]').locator('#opened')).toHaveText('/forms/electronics-donation?org=dh&lang=en');
      const newsletter = page.getByRole('region', { name: 'Stay in the loop' });
      await newsletter.scrollIntoViewIfNeeded();
      await expect(page.frameLocator('iframe[title="Newsletter sign-up form"]').locator('#opened')).toHaveText('/forms/newsletter');
      // The place held for a browser with JavaScript is not shown beside the frame.
      await expect(newsletter.getByText('The sign-up form appears here.', { exact: false })).toBeHidden();
      await screenshot(page, 'donate-configured-without-javascript', page.getByRole('region', { name: 'Electronics Donation Form' }));
    } finally {
      await context.close();
    }
  });

  test('a Shield product frames the configured checkout with its add-on parameters, encoded', async ({ page }) => {
    const errors = collectErrors(page);
    const violations = await watchPolicy(page);
    await page.goto(`${shellUrl}/shieldhotspotsim`);
    await waitForReady(page);
    await page.getByRole('checkbox', { name: /I am eligible for Shield/ }).check();
    const frame = page.getByTitle('Shield checkout');
    await expect(frame).toHaveAttribute('src', `${provider.origin}/checkout/store-1/shield-unlimited?addon_code%5B0%5D=t10&addon_quantity%5B0%5D=1`);
    await expect(page.frameLocator('iframe[title="Shield checkout"]').locator('#opened')).toHaveText(
      '/checkout/store-1/shield-unlimited?addon_code%5B0%5D=t10&addon_quantity%5B0%5D=1',
    );
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await screenshot(page, 'shield-configured', page.locator('#order'));
  });

  test('an appeal page links the configured donation form, prefilled, and plays the configured video', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    const violations = await watchPolicy(page);
    await page.goto(`${shellUrl}/${firstAppeal.slug}`);
    await waitForReady(page);
    const next = page.getByRole('link', { name: 'Continue to the donation form' });
    const href = new URL((await next.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(`${provider.origin}/forms/will-you-join-us`);
    expect(href.searchParams.get('donorid')).toBe(firstAppeal.slug);
    await expect(page.getByText(`secure form at ${new URL(provider.origin).host}`)).toBeVisible();
    await screenshot(page, 'appeal-configured', page.locator('#donation-section'));

    await page.getByRole('button', { name: `Play video message for ${firstAppeal.name}` }).click();
    await expect(page.frameLocator(`iframe[title="Video message for ${firstAppeal.name}"]`).locator('#opened')).toHaveText(/^\/videos\/[\w-]+\?autoplay=1$/);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('changing the file and restarting only the shell’s server changes the framed address', async ({ page }) => {
    await startShell(loopbackEmbeds(provider.origin.replace('127.0.0.1', 'localhost'), 'forms-v2'));
    const violations = await watchPolicy(page);
    await page.goto(`${shellUrl}/donate`);
    await waitForReady(page);
    await page.getByRole('region', { name: 'Electronics Donation Form' }).scrollIntoViewIfNeeded();
    const expected = `${provider.origin.replace('127.0.0.1', 'localhost')}/forms-v2/electronics-donation?org=dh&lang=en`;
    await expect(page.getByTitle('Electronics donation form')).toHaveAttribute('src', expected);
    await expect(page.frameLocator('iframe[title="Electronics donation form"]').locator('#opened')).toHaveText('/forms-v2/electronics-donation?org=dh&lang=en');
    // The new provider's origin is allowed, the old one no longer.
    expect(await violations()).toEqual([]);
    const response = await page.request.get(`${shellUrl}/donate`);
    expect(response.headers()['content-security-policy']).not.toContain(provider.origin);
  });
});

test.describe('with the embeds off', () => {
  test.beforeAll(async () => {
    await startShell(offEmbeds);
  });

  test('each page says what to do instead, without an empty frame or a hydration problem', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    const violations = await watchPolicy(page);

    await page.goto(`${shellUrl}/donate`);
    await waitForReady(page);
    const donation = page.getByRole('region', { name: 'Electronics Donation Form' });
    await expect(donation.getByText('The electronics donation form is not available on this site right now.')).toBeVisible();
    await expect(donation.locator('iframe')).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/Online sign-up is not available right now/)).toBeVisible();
    await expect(footer.locator('iframe')).toHaveCount(0);
    await screenshot(page, 'donate-off', donation);
    await screenshot(page, 'footer-off', footer.getByRole('region', { name: 'Stay in the loop' }));

    await page.goto(`${shellUrl}/shieldhotspotsim`);
    await waitForReady(page);
    await expect(page.getByRole('heading', { name: 'Online ordering is not available right now.' })).toBeVisible();
    await screenshot(page, 'shield-off', page.locator('#order'));

    await page.goto(`${shellUrl}/${firstAppeal.slug}`);
    await waitForReady(page);
    await expect(page.getByText('The video message is not available on this site right now.')).toBeVisible();
    await expect(page.getByRole('link', { name: "Open our donation partner's page" })).toHaveAttribute('href', 'https://giving.example.net/digital-harbor');
    await screenshot(page, 'appeal-off', page.locator('#donation-section'));
    await screenshot(page, 'appeal-video-off', page.getByText('The video message is not available on this site right now.').locator('..'));

    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('no built file and no served page holds a placeholder provider', async ({ request }) => {
  // The placeholder ids and hosts the apps had before the providers were configured at deploy time.
  const placeholders = /REPLACE_WITH_|\b(?:donate|video)\.example\.org\b|subscriptions\.example\.com/;
  const builds = ['shell/dist', 'shell/dist-server', 'marketing-remote/dist', 'shield-remote/dist', 'portal-remote/dist', 'appeals-remote/dist'];
  const holding: string[] = [];
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.(js|json|html|css|txt|map)$/.test(entry.name) && placeholders.test(fs.readFileSync(full, 'utf8'))) holding.push(path.relative(repoRoot, full));
    }
  };
  for (const build of builds) visit(path.join(repoRoot, build));
  expect(holding).toEqual([]);

  // The suite's site runs with the development configuration (no PROVIDERS_FILE).
  for (const page of ['/', '/donate', '/pepper', '/socialmedia', '/shieldhotspotsim', `/${firstAppeal.slug}`, '/auth']) {
    const html = await (await request.get(page)).text();
    expect(html, page).not.toMatch(placeholders);
    // Every prerendered embed was filled in: no token, no block marker left.
    expect(html, page).not.toMatch(/\{\{provider:|data-provider-(?:configured|off|end)/);
  }
});
