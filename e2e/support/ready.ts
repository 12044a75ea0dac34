import type { Page } from '@playwright/test';

/**
 * Waits until the page has hydrated: the shell's readiness signal (`data-ready="true"` on <html>),
 * or, where the shell does not set it, until the network has been idle.
 */
export async function waitForReady(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 20_000 });
  } catch {
    await page.waitForLoadState('networkidle');
  }
}
