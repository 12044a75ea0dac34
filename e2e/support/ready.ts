import type { Page } from '@playwright/test';

/**
 * Waits until the page has hydrated: the shell's readiness signal (`<html data-ready="true">`, issue
 * 16), or, on a branch without it, the network going quiet after 20 s of waiting for the signal.
 */
export async function waitForReady(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 20_000 });
  } catch {
    await page.waitForLoadState('networkidle');
  }
}
