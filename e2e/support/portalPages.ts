import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { loginLinkIn } from './portalSite';
import type { PortalSite } from './portalSite';

// What the portal's spec files do with a page: sign in by mail, check accessibility, follow layout shifts.

/** WCAG A/AA problems axe finds in the page's main content (the shell's parts are the shell's tests). */
export async function accessibilityViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Asks the site's API for a login link, as the sign-in screen does, and takes it from the mail. */
export async function requestLoginLink(site: PortalSite, request: APIRequestContext, email: string): Promise<URL> {
  const seen = site.mailbox.countTo(email);
  const answer = await request.post(`${site.url}/api/email`, { data: { email } });
  expect(answer.status()).toBe(202);
  return loginLinkIn((await site.mailbox.nextMailTo(email, seen)).text);
}

/** Records every layout shift the page makes without the visitor's input, from its first paint. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts so far (a layout value, not a time): at least the page's CLS. */
export async function layoutShiftTotal(page: Page): Promise<number> {
  // Layout shifts are reported after the frame that made them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}
