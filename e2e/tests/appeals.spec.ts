import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { appeals } from '../support/appeals';
import { developmentAddress } from '../support/providers';
import { watchNetwork } from '../support/quietNetwork';
import { waitForReady } from '../support/ready';

const firstAppeal = appeals[0]!;
const headingOf = (appeal: { name: string }) => `${appeal.name}, Will You Join Us?`;
const videoHost = developmentAddress('appealVideos');

/** Stands in for the video host (unreachable from the test machine) and records what reaches it. */
async function fakeVideoHost(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(`${videoHost}**`, (route) => {
    requests.push(route.request());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>A video plays here.</p>' });
  });
  return requests;
}

test('every appeal of the data file renders its heading inside the shell', async ({ page, request }) => {
  // Served as pages of the site: the shell's server knows every slug (200, not the 404 of an unknown path).
  const statuses = await Promise.all(appeals.map(async (appeal) => (await request.get(`/${appeal.slug}`)).status()));
  expect(statuses.filter((status) => status !== 200)).toEqual([]);

  // Rendered: one page load, then the browser's own navigation between slugs (no reload, so it stays fast).
  await page.goto(`/${firstAppeal.slug}`);
  await waitForReady(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  for (const appeal of appeals) {
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/${appeal.slug}`);
    await expect(page.getByRole('heading', { level: 1 }), appeal.slug).toHaveText(headingOf(appeal));
  }
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('Help Us Make It Happen stops 100 px above the donation section', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/${firstAppeal.slug}`);
  await waitForReady(page);
  await page.getByRole('button', { name: 'Help Us Make It Happen' }).click();
  const section = page.locator('#donation-section');
  await expect.poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(100);
  await expect(section).toBeFocused();
});

test('an appeal page tells search engines to stay away, and only while it is shown', async ({ page }) => {
  const robots = page.locator('meta[name="robots"]');
  await page.goto(`/${firstAppeal.slug}`);
  await waitForReady(page);
  await expect(page.getByRole('heading', { level: 1, name: headingOf(firstAppeal) })).toBeVisible();
  await expect(robots).toHaveAttribute('content', 'noindex,nofollow');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'About Us' }).click();
  await nav.getByRole('link', { name: 'Mission & History' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(robots).toHaveCount(0);
});

test('the video player loads only when the visitor presses play, and gets no referrer', async ({ page }) => {
  const videoRequests = await fakeVideoHost(page);
  const network = watchNetwork(page);
  await page.goto(`/${firstAppeal.slug}`);
  await waitForReady(page);
  const play = page.getByRole('button', { name: `Play video message for ${firstAppeal.name}` });
  await expect(play).toBeVisible();
  await expect(play).toHaveJSProperty('offsetWidth', 360);
  await expect(play).toHaveJSProperty('offsetHeight', 640);
  // Whatever the visitor does short of pressing play, nothing of the player is fetched (a quiet
  // network after scrolling is what this asserts on, not a stand-in for "ready").
  await page.mouse.wheel(0, 2000);
  await network.quiet();
  expect(videoRequests).toEqual([]);
  await expect(page.locator(`iframe[src^="${videoHost}"]`)).toHaveCount(0);

  await page.mouse.wheel(0, -2000);
  await play.click();
  const player = page.frameLocator(`iframe[title="Video message for ${firstAppeal.name}"]`);
  await expect(player.getByText('A video plays here.')).toBeVisible();
  expect(videoRequests.map((request) => new URL(request.url()).searchParams.get('autoplay'))).toEqual(['1']);
  expect(await videoRequests[0]!.headerValue('referer')).toBeNull();
});

test('the donation section leads to the prefilled form with the chosen amount and method', async ({ page }) => {
  await page.goto(`/${firstAppeal.slug}`);
  await waitForReady(page);
  const section = page.locator('#donation-section');
  await section.getByRole('radio', { name: 'Other amount' }).check();
  const amount = section.getByRole('textbox', { name: 'Your amount in dollars' });
  await amount.fill('12.50');
  await amount.blur();
  await expect(section.getByText('Enter a whole number of dollars greater than 0, without cents, for example 5000.')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Continue to the donation form' })).toHaveCount(0);

  await amount.fill('2,500');
  await section.getByRole('radio', { name: 'Stock' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(section.getByRole('radio', { name: 'Donor-advised fund' })).toBeChecked();
  await expect(section.getByText('$2,500 by donor-advised fund')).toBeVisible();
  const href = await section.getByRole('link', { name: 'Continue to the donation form' }).getAttribute('href');
  const query = Object.fromEntries(new URL(href!).searchParams);
  expect(query).toMatchObject({ donation: '2500', donorid: firstAppeal.slug, method: 'daf' });
});

test("on a phone the donation section's choices, far below the hero, work as soon as the page is ready", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto(`/${firstAppeal.slug}`);
  await waitForReady(page);
  const section = page.locator('#donation-section');
  expect(await section.evaluate((element) => element.getBoundingClientRect().top > 2 * window.innerHeight)).toBe(true);

  await section.getByRole('radio', { name: 'Other amount' }).check();
  await expect(section.getByRole('textbox', { name: 'Your amount in dollars' })).toBeVisible();
});

test('on a phone, a keyboard user tabbing down an appeal page reaches working donation choices', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto(`/${firstAppeal.slug}`);
  await waitForReady(page);
  const focusIsOnAChoice = () => page.evaluate(() => document.activeElement?.matches('#donation-section input[type="radio"]') ?? false);
  for (let presses = 0; presses < 40 && !(await focusIsOnAChoice()); presses += 1) await page.keyboard.press('Tab');
  expect(await focusIsOnAChoice()).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#donation-section input[type="radio"]:focus')).toBeChecked();
});

test('on a phone, a visitor who has not scrolled down leaves the appeal page at once', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto(`/${firstAppeal.slug}`);
  await waitForReady(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Donate Today' })).toBeVisible();
});

test('an unknown slug shows the not-found screen', async ({ page }) => {
  const response = await page.goto('/no-such-appeal-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`axe finds no serious or critical violation on an appeal page at ${viewport.width} px`, async ({ page }) => {
    await fakeVideoHost(page);
    await page.setViewportSize(viewport);
    await page.goto(`/${firstAppeal.slug}`);
    await waitForReady(page);
    await expect(page.getByRole('heading', { level: 1, name: headingOf(firstAppeal) })).toBeVisible();
    // The free-amount field and its error are part of the page too. Scrolled to first, as a person does.
    await page.locator('#donation-section').scrollIntoViewIfNeeded();
    await page.getByRole('radio', { name: 'Other amount' }).check();
    await page.getByRole('textbox', { name: 'Your amount in dollars' }).fill('0');
    await page.getByRole('textbox', { name: 'Your amount in dollars' }).blur();

    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
