import { test } from '@playwright/test';

/**
 * A walk over many pages gets a time-out that grows with the pages it visits: a safety net for a
 * walk that hangs, never a budget. Each page is allowed several times what it takes on a machine
 * 2.5× slower than the developers' with its CPU shared, so a slow machine finishes every walk.
 */
export function allowForPages(pages: number) {
  test.setTimeout(60_000 + pages * 10_000);
}
