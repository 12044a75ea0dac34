import { chromium } from '@playwright/test';
import { CHROMIUM } from '../scripts/bench/cpu-profile.mjs';
const [link] = process.argv.slice(2);
const browser = await chromium.launch(CHROMIUM);
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(link); await page.getByRole('navigation', { name: 'Portal' }).waitFor();
const champions = page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Champion' });
await champions.click(); await page.waitForURL(/champions/); await page.waitForTimeout(800);
for (const width of [1280, 800, 390]) {
  await page.setViewportSize({ width, height: 900 }); await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/champ-${width}.png` });
}
await browser.close();
