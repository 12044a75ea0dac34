import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { collectErrors } from '../support/pageErrors';
import { watchNetwork } from '../support/quietNetwork';
import { waitForReady } from '../support/ready';

/** The content pages of the marketing remote, every alias included, and the h1 each shows. */
const pages = [
  { paths: ['/about'], heading: 'Mission & History' },
  { paths: ['/impact'], heading: 'Our Impact' },
  { paths: ['/press', '/press.html'], heading: 'Press & Media' },
  { paths: ['/team', '/team.html', '/team/'], heading: 'Meet Our Team' },
  { paths: ['/programs'], heading: 'Our Programs' },
  { paths: ['/dsclasses', '/DSClasses'], heading: 'Digital Skills Courses' },
  { paths: ['/blog'], heading: 'Digital Harbor Blog' },
  { paths: ['/careers'], heading: 'Careers at Digital Harbor' },
  { paths: ['/volunteer'], heading: 'Volunteer With Us' },
];

for (const { paths, heading } of pages) {
  const aliases = paths.slice(1);
  test(`${paths.join(', ')} show${aliases.length ? '' : 's'} "${heading}" in the shell, without errors or serious accessibility violations`, async ({ page }) => {
    const errors = collectErrors(page);
    for (const path of paths) {
      await page.goto(path);
      await waitForReady(page);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      // The alias the visitor typed stays in the address bar.
      expect(new URL(page.url()).pathname).toBe(path);
      expect(errors, path).toEqual([]);
    }

    // An alias shows the same page: axe looks at it once.
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the press carousel shows three articles, wraps backwards to the last, and one article on a phone', async ({ page }) => {
  await page.goto('/press');
  await waitForReady(page);
  const carousel = page.getByRole('region', { name: 'Press coverage' });
  const shownArticles = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden]) article');
  await expect(shownArticles).toHaveCount(3);
  const articles = await carousel.locator('[aria-roledescription="slide"]').count();
  await carousel.getByRole('button', { name: 'Previous article' }).click();
  await expect(carousel.getByRole('group', { name: `${articles} of ${articles}` })).toBeInViewport();
  await expect(carousel.locator(`[aria-label="3 of ${articles}"]`)).toHaveAttribute('aria-hidden', 'true');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(shownArticles).toHaveCount(1);
});

test('on a phone the press carousel fetches its scrolling library only as the visitor nears it, and then follows a swipe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const network = watchNetwork(page);
  await page.goto('/press');
  await waitForReady(page);
  await network.quiet();
  const carousel = page.getByRole('region', { name: 'Press coverage' });
  await expect(carousel).not.toBeInViewport();
  const scriptsBeforeScrolling = scripts.length;

  await carousel.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.length).toBeGreaterThan(scriptsBeforeScrolling);
  await network.quiet();
  // Out of view, the second article is hidden from screen readers too, so it is found by its label.
  const second = carousel.locator('[aria-roledescription="slide"][aria-label^="2 of "]');
  await expect(second).toHaveAttribute('aria-hidden', 'true');
  // A swipe to the left (the mouse drags as a finger would): only the scrolling library moves the slides so.
  const box = (await carousel.getByRole('group', { name: /^1 of \d+$/ }).boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + box.width * (0.8 - step * 0.06), box.y + box.height / 2);
  await page.mouse.up();
  await expect(second).not.toHaveAttribute('aria-hidden');
  await expect(second).toBeInViewport();
});

test('the testimonials rotate on their own and stop with the pause button', async ({ page }) => {
  // The page's own clock: the slide show's interval passes without being waited for.
  await page.clock.install();
  await page.goto('/impact');
  await waitForReady(page);
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  const second = carousel.getByRole('button', { name: /^Testimonial 2 of \d+$/ });
  await expect(second).not.toHaveAttribute('aria-current', 'true');
  // A second of the page's time per look: the slide show's timer restarts whenever the carousel
  // re-renders (e.g. when its scrolling library arrives), so no single jump is sure to be enough.
  await expect
    .poll(async () => {
      await page.clock.fastForward(1_000);
      return second.getAttribute('aria-current');
    })
    .toBe('true');

  await carousel.getByRole('button', { name: 'Pause automatic slide show' }).click();
  await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
});

/** Each figure as it is drawn (counting, hidden from screen readers) and as screen readers read it (final). */
const figuresOf = (numbers: Locator) =>
  numbers.locator('span[aria-hidden="true"]').evaluateAll((drawn) => drawn.map((figure) => ({ drawn: figure.textContent, final: figure.nextElementSibling?.textContent })));

test('the impact figures count up to their final values once scrolled into view', async ({ page }) => {
  // The page's own clock: the count-up's seconds pass without being waited for.
  await page.clock.install();
  await page.goto('/impact');
  await waitForReady(page);
  const numbers = page.getByRole('region', { name: 'By the Numbers' });
  const before = await figuresOf(numbers);
  expect(before.length).toBeGreaterThan(0);
  expect(before.filter((figure) => figure.drawn === figure.final)).toEqual([]);
  await numbers.scrollIntoViewIfNeeded();
  // A second of the page's time per look: counting starts when the browser reports the figures in view.
  await expect
    .poll(async () => {
      await page.clock.fastForward(1_000);
      return (await figuresOf(numbers)).filter((figure) => figure.drawn !== figure.final);
    })
    .toEqual([]);
});

test('the Team hero buttons bring the board and the team sections 100 px below the top', async ({ page }) => {
  await page.goto('/team');
  await waitForReady(page);
  await page.getByRole('button', { name: 'Our Board' }).click();
  const board = page.getByRole('region', { name: 'Board of Directors' });
  await expect(board).toBeFocused();
  await expect.poll(() => board.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(100);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('figures show their final values at once and the testimonials wait to be started', async ({ page }) => {
    await page.goto('/impact');
    await waitForReady(page);
    const numbers = page.getByRole('region', { name: 'By the Numbers' });
    const figures = await figuresOf(numbers);
    expect(figures.length).toBeGreaterThan(0);
    expect(figures.filter((figure) => figure.drawn !== figure.final)).toEqual([]);
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  });
});
