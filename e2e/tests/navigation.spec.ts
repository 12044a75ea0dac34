// Client-side navigation as a screen-reader user, a slow phone and a reader going Back experience it.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { waitForReady } from '../support/ready';
import { animationsFinished } from '../support/animations';

const shots = '/tmp/shots-shell-nav';
const homeHeading = /Transform a life with technology/i;
const shieldHeading = /Unlimited Internet/i;
/** shell/src/composition/PageLoading.tsx: after this long the page's place says "Still loading…". */
const SLOW_LOAD_NOTICE_MS = 5_000;

/** Where a remote lives, as the shell's server tells the browser. */
async function remoteOrigin(request: APIRequestContext, name: string): Promise<string> {
  const remotes = (await (await request.get('/remotes.json')).json()) as { name: string; entry: string }[];
  const remote = remotes.find((item) => item.name === name);
  if (!remote) throw new Error(`no ${name} remote in /remotes.json`);
  return new URL(remote.entry).origin;
}

/** Holds every request to an origin until the returned function is called, like a very slow network. */
async function holdRequests(page: Page, origin: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(`${origin}/**`, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** What the shell shows in the page's place (and its progress bar) passes axe's WCAG A/AA rules. */
async function expectAccessiblePlaceholder(page: Page) {
  const results = await new AxeBuilder({ page }).include('#main-content').include('[role="progressbar"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** The home page, hydrated: its menus answer. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
  await waitForReady(page);
}

async function openShieldFromMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const programs = nav.getByRole('button', { name: 'Programs' });
  if (await programs.isVisible()) {
    await programs.click();
  } else {
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('button', { name: 'Programs' }).click();
  }
  await nav.getByRole('link', { name: 'Shield Internet' }).click();
}

test('choosing a menu link moves focus to the new page’s h1 and announces its title', async ({ page }) => {
  await openHome(page);
  await openShieldFromMenu(page);
  const heading = page.getByRole('heading', { level: 1, name: shieldHeading });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Shield Internet | Digital Harbor' })).toHaveCount(1);
  await expect(page).toHaveURL(/\/shield$/);
});

test('a link in a part the page kept as the server’s HTML (hero, footer) moves inside the site, as a menu link does', async ({ page }) => {
  await openHome(page);
  // Gone if the browser loaded a new document instead of moving inside this one.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'Donate E-waste' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /donate/i })).toBeFocused();
  await expect(page).toHaveURL(/\/donate$/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /contact/i })).toBeFocused();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a new page starts at the top; Back and Forward return to where the reader was', async ({ page }) => {
  await openHome(page);
  await page.evaluate(() => window.scrollTo(0, 1400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1400);

  await openShieldFromMenu(page);
  await expect(page.getByRole('heading', { level: 1, name: shieldHeading })).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: homeHeading })).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1400);

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: shieldHeading })).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
});

test('a page opened anew in the same tab starts at the top, not where the last page was left; a reload returns to where the reader was', async ({ page }) => {
  await openHome(page);
  await page.evaluate(() => window.scrollTo(0, 1400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1400);

  // A new document (a typed address, a link from another site): the router names its entry
  // "default", as it named the home page's, whose position the tab still keeps.
  await page.goto('/press');
  await expect(page.getByRole('heading', { level: 1, name: 'Press & Media' })).toBeVisible();
  await waitForReady(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  await page.reload();
  await waitForReady(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
});

test('a #fragment address scrolls its target into view below the fixed nav', async ({ page }) => {
  await page.goto('/shield#plans');
  const plans = page.locator('#plans');
  await expect(plans).toBeFocused();
  // The target stops 100 px below the top of the window (spec: scroll offset 100 px), clear of the 72 px nav.
  await expect.poll(async () => Math.round((await plans.boundingBox())?.y ?? -1)).toBe(100);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a progress bar shows while the next remote downloads, then goes', async ({ page, request }) => {
      await openHome(page);
      const release = await holdRequests(page, await remoteOrigin(request, 'shield'));
      await openShieldFromMenu(page);
      const progress = page.getByRole('progressbar', { name: 'Loading page' });
      await expect(progress).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toBeVisible();
      await expect(progress).toHaveCSS('opacity', '1');
      await animationsFinished(page);
      await page.screenshot({ path: `${shots}/progress-${viewport.width}.png` });

      await release();
      await expect(page.getByRole('heading', { level: 1, name: shieldHeading })).toBeFocused();
      await expect(progress).toHaveCount(0);
    });

    test('a first visit shows the page the server rendered while its remote’s code is held, and it works once the code arrives', async ({ page, request }) => {
      const release = await holdRequests(page, await remoteOrigin(request, 'shield'));
      // Not "load": that waits for the held remote files the page preloads.
      await page.goto('/shield', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1, name: shieldHeading })).toBeVisible();
      const question = page.getByRole('button', { name: 'Who is eligible for Shield?' });
      await expect(question).toBeVisible();
      // The server's page is on screen, its code is not: the site does not say it is ready.
      await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true');

      await release();
      await waitForReady(page);
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${await question.getAttribute('aria-controls')}`)).toBeVisible();
    });

    test('a remote that has not answered after a few seconds says so, offers Try again, and still arrives', async ({ page, request }) => {
      // The page's own clock: the notice's delay passes without being waited for.
      await page.clock.install();
      await openHome(page);
      const release = await holdRequests(page, await remoteOrigin(request, 'shield'));
      await openShieldFromMenu(page);
      await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
      await page.clock.fastForward(SLOW_LOAD_NOTICE_MS);
      await expect(page.getByRole('heading', { level: 1, name: 'Still loading…' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await animationsFinished(page);
      await expectAccessiblePlaceholder(page);
      await page.screenshot({ path: `${shots}/still-loading-${viewport.width}.png` });

      await release();
      await expect(page.getByRole('heading', { level: 1, name: shieldHeading })).toBeVisible();
    });

    test('a remote that cannot be reached shows the unavailable screen; Try again moves focus to the page', async ({ page, request }) => {
      const origin = await remoteOrigin(request, 'shield');
      let down = true;
      await page.route(`${origin}/**`, (route) => (down ? route.abort('connectionrefused') : route.continue()));
      await openHome(page);
      await openShieldFromMenu(page);
      const unavailable = page.getByRole('heading', { level: 1, name: 'This page is temporarily unavailable' });
      await expect(unavailable).toBeFocused();
      await animationsFinished(page);
      await expectAccessiblePlaceholder(page);
      await page.screenshot({ path: `${shots}/unavailable-${viewport.width}.png` });

      down = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: shieldHeading })).toBeFocused();
    });
  });
}
