// Pages arrive as HTML composed by the shell's server (its layout + the owning remote's prerendered
// page), are hydrated rather than rendered again, work without JavaScript, and carry their own head.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { appeals } from '../support/appeals';
import { collectErrors } from '../support/pageErrors';
import { ports, remoteUrls } from '../support/site';
import { waitForReady } from '../support/ready';
import { allowForPages } from '../support/walk';

type PublishedRoute = { path: string; title: string; noindex: boolean; prerender?: boolean; contentLocale?: string };

/** Every route of every remote, as each remote publishes it (routes.json), with its owner. */
async function publishedRoutes(request: APIRequestContext): Promise<(PublishedRoute & { remote: string })[]> {
  const remotes = { marketing: remoteUrls.MARKETING_REMOTE_URL, shield: remoteUrls.SHIELD_REMOTE_URL, portal: remoteUrls.PORTAL_REMOTE_URL, appeals: remoteUrls.APPEALS_REMOTE_URL };
  const lists = await Promise.all(
    Object.entries(remotes).map(async ([remote, url]) => {
      const body = (await (await request.get(`${url}/routes.json`)).json()) as { routes: PublishedRoute[] };
      return body.routes.map((route) => ({ ...route, remote }));
    }),
  );
  return lists.flat();
}

const isSpanish = (path: string) => path === '/es' || path.startsWith('/es/');

/**
 * The routes a walk over every page visits: every published route but the Spanish addresses that
 * serve their English twin's content (the appeal letters, `contentLocale: 'en'`) after the first of
 * them. Each is its English twin's page in the Spanish frame: the twin is walked, and so is the
 * Spanish frame, on every other Spanish page and on the first of these.
 */
async function walkedRoutes(request: APIRequestContext) {
  let englishContentInSpanishFrame = 0;
  return (await publishedRoutes(request)).filter(
    (route) => !(isSpanish(route.path) && route.contentLocale === 'en' && englishContentInSpanishFrame++ > 0),
  );
}

/** Class names inside <main> of an HTML text or of the page on screen. */
const classesIn = (html: string) => new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** Remembers the server's h1 before any script runs; the same node after loading means React hydrated it. */
async function rememberServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => Object.assign(window, { __serverHeading: document.querySelector('main h1') }));
  });
}
const keptServerHeading = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { __serverHeading?: Element | null }).__serverHeading;
    return Boolean(kept) && kept === document.querySelector('main h1');
  });

test('the served HTML of / holds its hero text, its head, the remote list and the preloads of its remote', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(mainOf(html)).toContain('Transform a life');
  expect(html).toMatch(/<title>[^<]+ \| Digital Harbor<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
  expect(html).toContain(`<link rel="canonical" href="http://localhost:${ports.shell}/"`);
  expect(html).toContain('<meta property="og:title"');
  expect(html).toContain('<meta property="og:description"');
  expect(html).toMatch(/<script type="application\/json" id="site-data"[^>]*>\{"remotes":\[/);
  expect(html).toContain(`<link data-preload-after-paint href="${remoteUrls.MARKETING_REMOTE_URL}/remoteEntry.js" as="script"`);
  expect(html).not.toContain('@@shell-page-slot@@');
});

test('each page has its own title, description and canonical address; appeal and portal pages stay out of search engines', async ({ request }) => {
  const about = await (await request.get('/about')).text();
  expect(about).toContain('<title>Mission &amp; History | Digital Harbor</title>');
  expect(about).toContain(`<meta property="og:url" content="http://localhost:${ports.shell}/about"`);
  expect(about).not.toContain('noindex');
  for (const path of [`/${appeals[0]!.slug}`, '/portal', '/auth']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex,nofollow"');
    expect(html, path).not.toContain('rel="canonical"');
  }
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<title>404 Page Not Found | Digital Harbor</title>');
});

test('a page loads without asking for /remotes.json: the list comes with the page', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/remotes.json') asked.push(request.url());
  });
  await page.goto('/shield');
  await expect(page.getByRole('heading', { level: 1, name: /Unlimited Internet/i })).toBeVisible();
  await waitForReady(page);
  expect(asked).toEqual([]);
});

/** Records Content-Security-Policy violations the page reports (as the browser's event, before any console message). */
async function recordPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

// One walk over every route checks what each page must do in the browser (the route list is long:
// walking it once per property would double the suite's time).
test('every route is hydrated without a mismatch (prerendered pages keep the server’s nodes, the others render in the browser), under the Content-Security-Policy without a violation or an error', async ({ page, request }) => {
  const errors = collectErrors(page);
  const policyViolations = await recordPolicyViolations(page);
  await rememberServerHeading(page);
  const routes = await walkedRoutes(request);
  expect(routes.length).toBeGreaterThan(10);
  allowForPages(routes.length + 1);
  for (const route of [...routes, { path: '/no-such-page', remote: 'shell', prerender: true }]) {
    await page.goto(route.path);
    await expect(page.locator('main h1').first(), route.path).toBeVisible();
    await waitForReady(page);
    expect(errors, route.path).toEqual([]);
    expect(await policyViolations(), route.path).toEqual([]);
    if (route.prerender !== false) expect(await keptServerHeading(page), `${route.path} was rendered again instead of hydrated`).toBe(true);
    // Nothing wider than a desktop window (a long Spanish word or a table's last column).
    const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
    expect(widths.content, `${route.path} is wider than the window`).toBeLessThanOrEqual(widths.window);
  }

  // The watch works: an inline script without the page's nonce is reported (and does not run).
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.title = "ran"';
    document.body.append(script);
  });
  await expect.poll(policyViolations).toContainEqual(expect.stringMatching(/^script-src/));
  expect(await page.title()).not.toBe('ran');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** The page's content, and its frame's navigation and footer, in the address's language (an appeal letter's Spanish address included). */
  async function expectContentAndFrame(page: Page, path: string) {
    await expect(page.locator('main h1').first(), path).toBeVisible();
    const nav = page.getByRole('navigation', { name: isSpanish(path) ? 'Principal' : 'Main' });
    await expect(nav.getByRole('link', { name: isSpanish(path) ? 'Donar' : 'Donate', exact: true }), path).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link').first(), path).toBeAttached();
  }

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

    // One walk for both (the route list is long): what a phone shows, and its width.
    test('every public page shows its content, nav and footer links, and is no wider than the screen at 390 px nor at 320 px (a phone would lay it out wider, desktop nav and all)', async ({ page, request }) => {
      const routes = (await walkedRoutes(request)).filter((route) => route.prerender !== false);
      allowForPages(routes.length);
      expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(['/', '/shield', '/auth', `/${appeals[0]!.slug}`, '/es', '/es/shield']));
      for (const route of routes) {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(route.path);
        await expectContentAndFrame(page, route.path);
        for (const width of [390, 320]) {
          await page.setViewportSize({ width, height: 844 });
          const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, layout: globalThis.innerWidth }));
          expect(widths, `${route.path} at ${width} px`).toEqual({ page: width, layout: width });
        }
      }
    });
  });

  // The frame is the same on every page: a page of each remote in each language shows it on a desktop.
  test('a page of each remote, in each language, shows its content, nav and footer links on a desktop', async ({ page, request }) => {
    const routes = (await walkedRoutes(request)).filter((route) => route.prerender !== false);
    const firstOfEach = new Map<string, string>();
    for (const route of routes) {
      const kind = `${route.remote} ${isSpanish(route.path) ? 'es' : 'en'}`;
      if (!firstOfEach.has(kind)) firstOfEach.set(kind, route.path);
    }
    expect(firstOfEach.size).toBe(2 * new Set(routes.map((route) => route.remote)).size);
    for (const path of firstOfEach.values()) {
      await page.goto(path);
      await expectContentAndFrame(page, path);
    }
  });

  test('the navigation stays opaque black, so its links stay readable over any content scrolled under it', async ({ page }) => {
    await page.goto('/donate');
    await page.evaluate(() => window.scrollTo(0, 1200));
    const header = page.locator('header').filter({ has: page.getByRole('navigation', { name: 'Main' }) });
    await expect(header).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  });

  test('links lead to other pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donate' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.locator('main h1')).toBeVisible();
  });
});

test('class names are the same in the server’s HTML and in a page rendered in the browser', async ({ page, request }) => {
  const paths = ['/', '/about', '/shield', '/shieldhotspotsim', '/auth', `/${appeals[0]!.slug}`];
  for (const path of paths) {
    const served = classesIn(mainOf(await (await request.get(path)).text()));
    // Arrive from another page: the router renders this one in the browser.
    await page.goto(path === '/contact' ? '/' : '/contact');
    await waitForReady(page);
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
    await expect(page.locator('main h1').first()).toBeVisible();
    await waitForReady(page);
    const rendered = classesIn(mainOf(await page.content()));
    expect(served.size, path).toBeGreaterThan(3);
    expect([...served].filter((name) => !rendered.has(name)), `${path}: classes only in the server's HTML`).toEqual([]);
  }
});

/** A move inside the site, as the router makes one (the page is not loaded again). */
async function moveInsideTheSite(page: Page, to: string) {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
}

test('a move between two pages of one component (two Shield products, two appeals) shows the next page, not the first one’s server HTML', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/shieldhotspotsim');
  await waitForReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shield 4G Hotspot + Internet');
  await expect(main.getByText('$60 device + $14.89/month')).toBeVisible();

  await moveInsideTheSite(page, '/shield5grouter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shield 5G Home + Internet Preorder');
  await expect(main.getByText('$175 device + $14.89/month')).toBeVisible();
  await expect(main.getByText('$60 device', { exact: false })).toHaveCount(0);

  const [first, second] = [appeals[0]!, appeals[1]!];
  await page.goto(`/${first.slug}`);
  await waitForReady(page);
  await expect(main.getByRole('link', { name: first.email })).toBeVisible();

  await moveInsideTheSite(page, `/${second.slug}`);
  await expect(main.getByRole('link', { name: second.email })).toBeVisible();
  await expect(main.getByText(second.phone)).toBeVisible();
  await expect(main.getByRole('link', { name: first.email })).toHaveCount(0);
});
