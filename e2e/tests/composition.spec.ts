import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { appeals } from '../support/appeals';
import { ports } from '../support/site';
import { collectErrors } from '../support/pageErrors';
import { waitForReady } from '../support/ready';

async function expectShellAround(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('a route of each remote renders inside the shell', () => {
  const firstAppeal = appeals[0]!;
  const cases = [
    { remote: 'marketing', path: '/', heading: /Transform a life/i },
    { remote: 'shield', path: '/shield', heading: /Unlimited Internet/i },
    { remote: 'portal', path: '/auth', heading: 'Hello Again!' },
    { remote: 'appeals', path: `/${firstAppeal.slug}`, heading: `${firstAppeal.name}, Will You Join Us?` },
  ];
  for (const { remote, path, heading } of cases) {
    test(`${remote}: ${path}`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectShellAround(page);
      expect(errors).toEqual([]);
    });
  }
});

test('the Shield landing answers on its other two paths', async ({ page }) => {
  for (const path of ['/connect', '/shieldinternet']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: /Unlimited Internet/i })).toBeVisible();
  }
});

test('one React and one router: a remote page is reached through the shell router without reloading', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Transform a life/i })).toBeVisible();
  await waitForReady(page);
  await page.evaluate(() => Object.assign(window, { __noReload: true }));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Again!' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /Transform a life/i })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // Every shared singleton was loaded from one provider only.
  const loadedCopies = await page.evaluate(() => {
    type Versions = Record<string, { loaded?: boolean; from: string }>;
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> } }).__FEDERATION__;
    const copies: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, info] of Object.entries(versions)) if (info.loaded) (copies[name] ??= []).push(`${version} from ${info.from}`);
      }
    }
    return Object.fromEntries(Object.entries(copies).map(([name, list]) => [name, [...new Set(list)]]));
  });
  for (const name of ['react', 'react-dom', 'react-dom/client', 'react-router-dom', 'styled-components', 'ui']) {
    expect(loadedCopies[name], `${name}: ${JSON.stringify(loadedCopies)}`).toHaveLength(1);
  }
  // react-router travels inside the shared react-router-dom (tooling/lib/shared-router.mjs), never beside it.
  expect(loadedCopies['react-router'], JSON.stringify(loadedCopies)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('a visit to / fetches no file of the Shield, portal or appeals remotes', async ({ page }) => {
  const otherRemoteRequests: string[] = [];
  page.on('request', (request) => {
    const { port } = new URL(request.url());
    if ([ports.shield, ports.portal, ports.appeals].map(String).includes(port)) otherRemoteRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Transform a life/i })).toBeVisible();
  await waitForReady(page);
  expect(otherRemoteRequests).toEqual([]);
});

test('an unknown path shows the not-found screen inside the shell', async ({ page }) => {
  const response = await page.goto('/no-such-page/at/all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText("Tech can be a little confusing, but don't worry, we've got your back. Need help?")).toBeVisible();
  await expect(page).toHaveTitle(/404 Page Not Found/);
  await expectShellAround(page);
  await waitForReady(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Transform a life/i })).toBeVisible();
});

test('malformed paths and query strings never crash a page', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/%E0%A4%A');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await page.goto('/?%E0%A4%A=%%&recordId[]=<script>');
  await expect(page.getByRole('heading', { level: 1, name: /Transform a life/i })).toBeVisible();
  await page.goto('/auth?email=%FF%FE');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Again!' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('every route change scrolls to the top and sets the document title', async ({ page }) => {
  await page.goto('/');
  await waitForReady(page);
  await expect(page).toHaveTitle(/Digital Harbor/);
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shield Internet' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Unlimited Internet/i })).toBeVisible();
  await expect(page).toHaveTitle('Shield Internet | Digital Harbor');
  // The shell scrolls once the new page has rendered (an effect after paint), so wait for it.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
