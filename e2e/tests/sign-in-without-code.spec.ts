import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { demoChampions, loginLinkIn, portalSiteForThisFile } from '../support/portalSite';
import { watchNetwork } from '../support/quietNetwork';
import { remoteUrls } from '../support/site';
import { allowForPages } from '../support/walk';

const { grace } = demoChampions;

// Sign-in before the portal's code has arrived (held back) and without JavaScript: the form posts
// to the shell's server, which asks the API; the link arrives by mail through a real SMTP server on
// loopback, and the address never appears in a URL. And where a session lives, no outside script.


const site = portalSiteForThisFile();

/** Every request the page makes, to check that none carries the address. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function pressUnlock(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

function expectNoAddressIn(urls: string[], email: string) {
  for (const url of urls) {
    expect(decodeURIComponent(url)).not.toContain(email);
    expect(url).not.toMatch(/[?&]email=/);
  }
}

test('Unlock pressed while the portal\'s code is held back: the server answers, the link arrives, no address in any URL', async ({ page }) => {
  const held: Route[] = [];
  await page.route(`${remoteUrls.PORTAL_REMOTE_URL}/**`, (route) => {
    held.push(route);
  });
  const requests = recordRequests(page);
  try {
    // The held preloads keep the load event from firing: wait for the server's HTML only.
    await page.goto(`${site.url}/auth`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Again!' })).toBeVisible();
    // The page asks for the code once its HTML has been painted (the template's loader), which can be
    // just after the heading shows: held from then on.
    await expect.poll(() => held.length).toBeGreaterThan(0);

    const seen = site.mailbox.countTo(grace.email);
    await pressUnlock(page, grace.email);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('we have sent you an email to login');
    expect(new URL(page.url()).pathname).toBe('/auth/sent');

    const link = loginLinkIn((await site.mailbox.nextMailTo(grace.email, seen)).text);
    expect(link.searchParams.get('recordId')).toBe(grace.id);
    expectNoAddressIn([...requests, page.url()], grace.email);
    expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(3);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  }
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('Unlock still sends the link, and a bad address gets the same message as with the code', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(`${site.url}/auth`);
    const seen = site.mailbox.countTo(grace.email);
    await pressUnlock(page, grace.email);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('we have sent you an email to login');
    const mail = await site.mailbox.nextMailTo(grace.email, seen);
    expect(loginLinkIn(mail.text).searchParams.get('recordId')).toBe(grace.id);

    // Another try from the answer page, with a mistyped address.
    await pressUnlock(page, 'grace.example.org');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter a valid email address, like name@example.com.');
    expect(new URL(page.url()).pathname).toBe('/auth/invalid-email');
    expectNoAddressIn([...requests, page.url()], grace.email);
    expectNoAddressIn([...requests, page.url()], 'grace.example.org');
  });

  test('the help link is there on the session pages, as a plain link', async ({ page }) => {
    await page.goto(`${site.url}/auth`);
    await expect(page.getByRole('link', { name: 'Help', exact: true })).toHaveAttribute('href', '/contact');
  });
});

/** Every path a remote's route marks as holding a session, as the built remotes publish it (routes.json). */
async function sessionPaths(request: APIRequestContext): Promise<string[]> {
  const lists = await Promise.all(
    Object.values(remoteUrls).map(async (url) => {
      const body = (await (await request.get(`${url}/routes.json`)).json()) as { routes: { path: string; session: boolean }[] };
      return body.routes.filter((route) => route.session).map((route) => route.path);
    }),
  );
  return lists.flat();
}

test('no outside script on any page whose route holds a session: the policy allows none and none is loaded', async ({ page, request }) => {
  const ours = [site.url, ...Object.values(remoteUrls)];
  const outsideScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !ours.includes(new URL(request.url()).origin)) outsideScripts.push(`${page.url()}: ${request.url()}`);
  });
  const network = watchNetwork(page);
  const paths = await sessionPaths(request);
  expect(paths).toEqual(expect.arrayContaining(['/auth', '/portal', '/champions', '/certificate', '/es/auth', '/es/portal']));
  allowForPages(paths.length);
  for (const path of paths) {
    const answer = await page.goto(`${site.url}${path}?recordId=${grace.id}`);
    const scriptSources = /script-src ([^;]*)/.exec(answer?.headers()['content-security-policy'] ?? '')?.[1]?.split(' ') ?? [];
    expect(scriptSources.length, path).toBeGreaterThan(0);
    expect(scriptSources.filter((source) => !source.startsWith("'") && !ours.includes(source)), path).toEqual([]);
    await network.quiet();
    expect(await page.locator('script#help-desk-widget').count(), path).toBe(0);
  }
  expect(outsideScripts).toEqual([]);
});

test('arriving on sign-in from a page where the help-desk widget ran: a fresh document, without the widget', async ({ page }) => {
  // The provider, standing in: its script runs (this machine has no internet).
  await page.route(/^https:\/\/desk\.zoho\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.helpDeskWidgetRan = true;' }),
  );
  await page.goto(`${site.url}/`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { helpDeskWidgetRan?: boolean }).helpDeskWidgetRan)).toBe(true);

  await page.getByRole('navigation').first().getByRole('link', { name: 'Portal' }).click();
  await expect(page).toHaveURL(`${site.url}/auth`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Again!' })).toBeVisible();
  // The widget's code is gone with the old document, and the new one did not load it.
  await expect.poll(() => page.evaluate(() => (window as unknown as { helpDeskWidgetRan?: boolean }).helpDeskWidgetRan ?? false)).toBe(false);
  expect(await page.locator('script#help-desk-widget').count()).toBe(0);
  await expect(page.getByRole('link', { name: 'Help', exact: true })).toHaveAttribute('href', '/contact');
});

test('sign-out ends the session on the server: the token copied before is refused like an expired one', async ({ page }) => {
  const seen = site.mailbox.countTo(grace.email);
  expect((await page.request.post(`${site.url}/api/email`, { data: { email: grace.email } })).status()).toBe(202);
  const link = loginLinkIn((await site.mailbox.nextMailTo(grace.email, seen)).text);
  await page.goto(link.href);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Grace' })).toBeVisible();
  const copiedToken = await page.evaluate(() => sessionStorage.getItem('session'));
  expect(copiedToken).not.toBeNull();
  const readWithCopy = () => page.request.get(`${site.url}/api/Champions/${grace.id}`, { headers: { Authorization: `Bearer ${copiedToken}` } });
  expect((await readWithCopy()).status()).toBe(200);

  const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/sign-out'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await signedOut).status()).toBe(204);
  const refused = await readWithCopy();
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: 'Session expired. Please log in again.' });
});
