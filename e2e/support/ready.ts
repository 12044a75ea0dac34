import type { Page } from '@playwright/test';

/**
 * Waits until the page has hydrated: the shell sets `data-ready="true"` on `<html>` (issue 16);
 * on a build without that signal, falls back to the network having gone quiet.
 */
export async function waitForReady(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 20_000 });
  } catch {
    await page.waitForLoadState('networkidle');
  }
}
