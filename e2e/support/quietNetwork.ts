import type { Page, Request } from '@playwright/test';

/**
 * Counts the page's requests in flight from now on, for a test whose point is a quiet network
 * (every lazy image fetched, nothing more loaded by scrolling). Playwright's own
 * `waitForLoadState('networkidle')` now and then never resolves on this site's pages although
 * every request has finished (1 load in ~6 here; microsoft/playwright#42598: its idle timer is
 * lost when requests start and end around DOMContentLoaded), so the tests keep the count
 * themselves. Call it before the page is opened.
 */
export function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  return {
    /** Resolves once no request has been in flight for `quietMs` (Playwright's networkidle: 500 ms). */
    async quiet(quietMs = 500, timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          const open = [...inFlight].map((request) => request.url()).join('\n');
          throw new Error(`the network was not quiet for ${quietMs} ms within ${timeoutMs} ms; in flight:\n${open}`);
        }
        await page.waitForTimeout(100);
      }
    },
  };
}
