import type { Page } from '@playwright/test';

/**
 * Waits until the page's finite CSS animations and transitions have finished (fade-ins, the nav's
 * colour change; not endless ones such as a progress sweep): what a screenshot or a contrast check
 * should look at.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}
