import type { Page } from '@playwright/test';

/**
 * Waits until the page has settled: the shell's readiness signal (`data-ready="true"` on <html>),
 * or, on a build that does not set it yet, the network going quiet.
 */
export async function waitForReady(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 20_000 });
  } catch {
    await page.waitForLoadState('networkidle');
  }
}
