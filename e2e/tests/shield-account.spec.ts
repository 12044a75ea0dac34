import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { subscribers } from 'test-support/shield-answers';
import { portalSiteForThisFile } from '../support/portalSite';
import { waitForReady } from '../support/ready';
import { shieldSignInLinkIn, signInToShieldAccount } from '../support/shieldAccount';

// The Shield subscriber's account end to end: the real API over the local billing data (its
// changes live in that API process only), mailing through a real SMTP server on loopback, behind
// a shell of this file's own.

// This file signs in a dozen times a minute from one address: more than the site-wide lookup
// budget lets one network do (SIGNIN_LOOKUPS_PER_MINUTE; the per-email limit still holds).
const site = portalSiteForThisFile({ SIGNIN_LOOKUPS_PER_MINUTE: '100' });
const maria = subscribers.maria;
const mariaSubscription = maria.account.subscriptions[0]!;

const statusPanel = (page: Page) => page.getByRole('region', { name: 'Status' });

test('a subscriber signs in by mail, sees the status, downloads an invoice, updates the card, cancels with a reason and reactivates', async ({ page }) => {
  await signInToShieldAccount(site, page, maria.email);
  await waitForReady(page);
  await expect(page.getByText('Hello, Maria Alvarez')).toBeVisible();
  await expect(statusPanel(page).getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();

  // The invoice's PDF, served by the API to its owner.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'PDF of invoice INV-000134' }).click()]);
  expect(download.suggestedFilename()).toBe('invoice-INV-000134.pdf');
  expect(fs.readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');

  // The card: the billing provider's page (the local adapter's own), then back with the new card shown.
  await page.getByRole('button', { name: 'Update card' }).click();
  await expect(page).toHaveURL(/\/api\/shield\/local-billing\/card\//);
  await page.getByLabel('Card number').fill('5555555555554444');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(`${site.url}/shield/account?subscription=${mariaSubscription.id}&card=updated`);
  await expect(page.getByText('Your card has been updated.')).toBeVisible();
  await expect(page.getByText(/ending in 4444/)).toBeVisible();
  await waitForReady(page);

  // Cancel: a reason is required; the service ends at the term's end, not at once.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your service continues until December 15, 2026');
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'It is too expensive' }).check();
  await dialog.getByRole('textbox', { name: /Anything else/ }).fill('Money is tight this winter.');
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(statusPanel(page).getByText('Ends on December 15, 2026')).toBeVisible();

  // The API keeps it: a reload says the same.
  await page.reload();
  await expect(statusPanel(page).getByText('Ends on December 15, 2026')).toBeVisible();
  await waitForReady(page);
  await statusPanel(page).getByRole('button', { name: 'Reactivate' }).click();
  await expect(statusPanel(page).getByText('Active', { exact: true })).toBeVisible();
  await expect(statusPanel(page).getByText('Your subscription will renew again.')).toBeVisible();
  await page.reload();
  await expect(statusPanel(page).getByText('Active', { exact: true })).toBeVisible();

  // Sign-out ends the session on the server: the account then asks the visitor to sign in.
  await waitForReady(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await page.goto(`${site.url}/shield/account`);
  await expect(page.getByText(/You are not signed in/)).toBeVisible();
  await expect(page.getByText('Hello, Maria Alvarez')).toHaveCount(0);
  await waitForReady(page);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage your Shield subscription' })).toBeVisible();
});

test('a used sign-in link says so and offers a new one', async ({ page }) => {
  const seen = site.mailbox.countTo(maria.email);
  expect((await page.request.post(`${site.url}/api/shield/sign-in`, { data: { email: maria.email } })).status()).toBe(202);
  const link = shieldSignInLinkIn((await site.mailbox.nextMailTo(maria.email, seen)).text);
  await page.goto(link.href);
  await expect(page.getByText('Hello, Maria Alvarez')).toBeVisible();
  await page.context().clearCookies();
  await page.goto(link.href);
  await expect(page.getByText('This sign-in link has expired or was already used')).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeVisible();
});

/** Every account screen, as a subscriber gets to it. */
const screens: { name: string; email: string; open: (page: Page) => Promise<void> }[] = [
  { name: 'the sign-in', email: '', open: async () => undefined },
  // Each subscriber signs in once per width: the API sends five links per address in 15 minutes.
  { name: 'an account', email: subscribers.priya.email, open: async () => undefined },
  { name: 'the subscription picker', email: subscribers.jamal.email, open: async (page) => void (await expect(page.getByRole('region', { name: 'Your subscriptions' })).toBeVisible()) },
  { name: 'a payment failed', email: subscribers.lena.email, open: async () => undefined },
  {
    name: 'the cancel dialog',
    email: subscribers.samuel.email,
    open: async (page) => {
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
      await expect(page.getByRole('dialog').getByText('Please choose a reason.')).toBeVisible();
    },
  },
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const screen of screens) {
      test(`axe finds no violation on ${screen.name}`, async ({ page }, testInfo) => {
        if (screen.email) await signInToShieldAccount(site, page, screen.email);
        else await page.goto(`${site.url}/shield/account/sign-in`);
        await waitForReady(page);
        await screen.open(page);
        await page.screenshot({ path: testInfo.outputPath(`${screen.name.replaceAll(' ', '-')}-${viewport.width}.png`), fullPage: true });
        // The page's own part (the shell's nav, footer and help button are the shell's tests).
        const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });
    }
  });
}
