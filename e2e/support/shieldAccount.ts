import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { PortalSite } from './portalSite';
import { waitForReady } from './ready';

// What the Shield account's spec files do with a page: sign in by mail, as a subscriber does.

/** The sign-in link in a Shield sign-in email. */
export function shieldSignInLinkIn(text: string): URL {
  const link = /https?:\/\/\S+\/shield\/account\/sign-in\?code=[\w-]+/.exec(text)?.[0];
  if (link === undefined) throw new Error(`no Shield sign-in link in: ${text}`);
  return new URL(link);
}

/** Asks for a link on the sign-in screen, opens it from the mail, and waits for the account. */
export async function signInToShieldAccount(site: PortalSite, page: Page, email: string): Promise<void> {
  await page.goto(`${site.url}/shield/account/sign-in`);
  await waitForReady(page);
  const seen = site.mailbox.countTo(email);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText(/we have sent a sign-in link/)).toBeVisible();
  const link = shieldSignInLinkIn((await site.mailbox.nextMailTo(email, seen)).text);
  expect(link.origin).toBe(site.url);
  await page.goto(link.href);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Shield subscription' })).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/shield/account`);
}
