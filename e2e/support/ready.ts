import type { Page } from '@playwright/test';

/**
 * Waits until the shell says the page is ready: `<html data-ready="true">`, set once the page (or
 * the fallback in its place) has hydrated, and again once a client-side navigation has settled
 * (page rendered, focus moved). A prerendered page is visible before its code runs, so visible
 * content is no sign that its controls work; neither is a quiet network.
 */
export async function waitForReady(page: Page): Promise<void> {
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 20_000 });
}
