import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { accessibilityViolations, layoutShiftTotal, recordLayoutShifts, requestLoginLink } from '../support/portalPages';
import { portalSiteForThisFile } from '../support/portalSite';
import { waitForReady } from '../support/ready';

// The portal's first view: a signed-in tab's reload shows the visitor's portal, painted by the page
// from the answer of its early request, before the portal's code has arrived; the code then
// renders the same in the same place. A site of this file's own (sign-in links are limited per
// network and minute), an applicant of its own per test (and per address).

const site = portalSiteForThisFile();

/** Opens the emailed link, and waits until the portal's code has shown `shown`. */
async function signIn(page: Page, email: string, shown: string) {
  await page.goto((await requestLoginLink(site, page.request, email)).href);
  await expect(page.getByRole('main').getByText(shown)).toBeVisible();
}

/** Reloads the page with the portal's code held back on the way; resolves with what lets it through. */
async function reloadWithCodeHeld(page: Page): Promise<() => Promise<void>> {
  const held: (() => Promise<void>)[] = [];
  await page.route(/\/remoteEntry\.js$/, (route) => {
    held.push(() => route.continue());
  });
  await page.reload();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  return async () => {
    for (const release of held) await release();
  };
}

/** The boxes of the progress bar's step names, each pair of which overlaps (none, when they are laid out to be read). */
async function overlappingStepNames(page: Page) {
  const boxes = await page
    .getByRole('list', { name: 'Application progress' })
    .getByRole('listitem')
    .evaluateAll((steps) => steps.map((step) => step.querySelector('span')?.getBoundingClientRect().toJSON() as DOMRect));
  return boxes.flatMap((box, index) =>
    boxes.slice(index + 1).flatMap((other) => (box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom ? [[box, other]] : [])),
  );
}

// A phone, a tablet (the side menu beside a narrow content column), a laptop.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 800, height: 1024 },
  { width: 1280, height: 720 },
]) {
  test(`at ${viewport.width} px, a signed-in tab sees its tracker before the portal’s code has arrived, and nothing moves, neither when it is painted nor when the code takes over`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    await signIn(page, 'applicant.denied@example.org', 'Applicant Information');
    const release = await reloadWithCodeHeld(page);

    const status = page.getByText(/^Possible reasons for denial:/);
    await expect(status).toBeVisible();
    await expect(page.getByText(/^Reason\(s\):/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Application progress' }).locator('[aria-current="step"]')).toHaveText('Application Denied, current step');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back, \S+$/);
    const menu = page.getByRole('navigation', { name: 'Portal' });
    await expect(menu.getByRole('link', { name: 'Computer Applications' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeDisabled();
    await expect(page.getByRole('main').getByRole('status')).toBeHidden();
    // The details, and the page's readiness, come with the code.
    await expect(page.getByRole('region', { name: 'Applicant Information' })).toHaveCount(0);
    expect(await page.locator('html[data-ready="true"]').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    const positions = async () => ({ status: await status.boundingBox(), heading: await page.getByRole('heading', { level: 1 }).boundingBox(), menu: await menu.boundingBox() });
    const drawnFirst = await positions();
    // Painting the first view in the placeholders' place moved nothing either (the side menu's
    // longest link fits its column on one line, as its placeholder assumes).
    expect(await layoutShiftTotal(page)).toBe(0);
    expect(await overlappingStepNames(page)).toEqual([]);

    await release();
    await expect(page.getByRole('region', { name: 'Applicant Information' })).toBeVisible();
    await waitForReady(page);
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeEnabled();
    expect(await positions()).toEqual(drawnFirst);
    expect(await layoutShiftTotal(page)).toBe(0);
    expect(await overlappingStepNames(page)).toEqual([]);
  });
}

test('a donor’s tab is greeted and given its menu before the code, whose table then takes the placeholders’ place, and nothing moves', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await recordLayoutShifts(page);
  // Whether the donation's name was there as soon as the view was (a later render adding it
  // pushes the table down once painted, as Lighthouse saw: 0.004).
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const title = [...document.querySelectorAll('main h2')].find((heading) => heading.textContent === 'Donated Computers');
      if (!title) return;
      Object.assign(window, { donationNamedAtOnce: /\d Donation$/m.test(title.parentElement?.innerText ?? '') });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await signIn(page, 'donor.none@example.org', 'Donated Computers');
  const release = await reloadWithCodeHeld(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back, \S+$/);
  await expect(page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Computer Donations' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading your portal');
  const shiftsBefore = await layoutShiftTotal(page);

  await release();
  await expect(page.getByRole('heading', { level: 2, name: 'Donated Computers' })).toBeVisible();
  await waitForReady(page);
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  // Its donation (the one chosen last, else the latest) is shown from the code's first render.
  expect(await page.evaluate(() => (window as unknown as { donationNamedAtOnce?: boolean }).donationNamedAtOnce)).toBe(true);
  expect(await layoutShiftTotal(page)).toBe(shiftsBefore);
});

test('in a signed-in tab, the site’s scripts are requested once the first view is on screen, not before, so they do not compete with it', async ({ page }) => {
  await signIn(page, 'applicant.review@example.org', 'Applicant Information');
  // When the first view was on screen (ms since navigation): the browser's own report of the
  // frame that presented its elements (Element Timing), not when they were put in the page.
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; renderTime: number })[]) {
        if (!entry.element?.closest('[data-first-view-slot]')) continue;
        const { firstViewAt } = window as unknown as { firstViewAt?: number };
        Object.assign(window, { firstViewAt: Math.min(firstViewAt ?? Infinity, entry.renderTime) });
      }
    }).observe({ type: 'element', buffered: true });
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Applicant Information' })).toBeVisible();
  await waitForReady(page);
  const { firstViewAt, scripts } = await page.evaluate(() => ({
    firstViewAt: (window as unknown as { firstViewAt?: number }).firstViewAt,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, requestedAt: entry.startTime })),
  }));
  expect(firstViewAt).toBeDefined();
  expect(scripts.map((script) => script.url)).toEqual(expect.arrayContaining([expect.stringMatching(/\/main\.[0-9a-f]{8}\.js$/), expect.stringMatching(/\/remoteEntry\.js$/)]));
  expect(scripts.filter((script) => script.requestedAt < firstViewAt!), `first view at ${Math.round(firstViewAt!)} ms`).toEqual([]);
});
