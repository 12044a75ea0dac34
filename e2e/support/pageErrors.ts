import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * The Shield account's one question that a visitor without a session is answered 401 (its session
 * is an HttpOnly cookie, so the page cannot tell before it asks; it then opens the sign-in).
 */
const shieldAccountWithoutSession = (message: ConsoleMessage) => /status of 401/.test(message.text()) && new URL(message.location().url).pathname === '/api/shield/account';

/**
 * Collects uncaught errors and console errors (e.g. React's "Invalid hook call" or a hydration
 * problem). Not counted: the unreachable help-desk provider (no internet here), the 404 status
 * of a not-found page itself, and the Shield account's answer to a visitor without a session.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/help-desk|net::ERR_NAME_NOT_RESOLVED|status of 404/.test(message.text()) && !shieldAccountWithoutSession(message)) errors.push(message.text());
  });
  return errors;
}
