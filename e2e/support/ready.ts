import type { Page } from '@playwright/test';

/**
 * Waits until the page (its remote's part or its fallback) has hydrated: `data-ready="true"` on
 * `<html>` where the shell sets it, else, on a shell that does not, until the network is quiet.
 */
export async function waitForReady(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 20_000 });
  } catch {
    await page.waitForLoadState('networkidle');
  }
}
