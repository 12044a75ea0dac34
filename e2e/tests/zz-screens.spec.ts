import { expect, test } from '@playwright/test';
import { requestLoginLink } from '../support/portalPages';
import { demoChampions, portalSiteForThisFile } from '../support/portalSite';
import { waitForReady } from '../support/ready';

const site = portalSiteForThisFile();

test('screens', async ({ page }) => {
  await page.goto((await requestLoginLink(site, page.request, demoChampions.robert.email)).href);
  await expect(page.getByRole('heading', { name: 'Donated Computers' })).toBeVisible();
  for (const path of ['/portal', '/es/portal']) {
    await page.goto(`${site.url}${path}?recordId=${demoChampions.robert.id}`);
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await waitForReady(page).catch(() => undefined);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/donor${path.replace(/\//g, '_')}-${width}.png`, fullPage: true });
      const table = page.getByRole('table');
      if (await table.count()) await table.first().screenshot({ path: `/tmp/shots/table${path.replace(/\//g, '_')}-${width}.png` });
    }
  }
  await page.goto(`${site.url}/es/auth`);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/es-auth-390.png', fullPage: true });
  expect(true).toBe(true);
});
