import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { allowForPages } from '../support/walk';

type Visit = { path: string; from: string };

/** Every same-origin link on the page (nav, footer and content), as paths without query or hash. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    if (url.origin !== origin || url.pathname.startsWith('/api/')) return [];
    return [url.pathname];
  });
}

/** Waits until the page has rendered its screen: a page's h1, or the not-found/unavailable screen. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('from the home page, every internal link of nav, footer and pages leads to a page or a file the site serves, never to not-found', async ({ page }) => {
  const queue: Visit[] = [{ path: '/', from: '(start)' }];
  const seen = new Set(['/']);
  const broken: Visit[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

  for (let visit = queue.shift(); visit; visit = queue.shift()) {
    const response = await page.goto(visit.path);
    // A file the site links to (the blog's feed) is not a page: it must be there, and has no links to follow.
    if (!(response?.headers()['content-type'] ?? '').startsWith('text/html')) {
      if (!response?.ok()) broken.push(visit);
      continue;
    }
    await settle(page);
    const notFound =
      response?.status() === 404 ||
      (await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).count()) > 0 ||
      (await page.getByText('This page is temporarily unavailable').count()) > 0;
    if (notFound) {
      broken.push(visit);
      continue;
    }
    for (const path of await internalLinks(page)) {
      if (seen.has(path)) continue;
      seen.add(path);
      queue.push({ path, from: visit.path });
    }
    // The crawl's safety net grows with the pages it finds.
    allowForPages(seen.size);
  }

  expect(seen.size).toBeGreaterThan(20);
  expect(broken.map((visit) => `${visit.path} (linked from ${visit.from})`)).toEqual([]);
  expect(errors).toEqual([]);
});
