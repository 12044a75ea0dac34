import type { Page } from '@playwright/test';

/**
 * Collects uncaught errors and console errors (e.g. React's "Invalid hook call" or a hydration
 * problem). Not counted: the unreachable help-desk provider (no internet here), and the 404 status
 * of a not-found page itself.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/help-desk|net::ERR_NAME_NOT_RESOLVED|status of 404/.test(message.text())) errors.push(message.text());
  });
  return errors;
}
