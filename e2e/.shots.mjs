import { chromium } from '@playwright/test';
import { CHROMIUM } from '../scripts/bench/cpu-profile.mjs';
const [link, prefix] = process.argv.slice(2);
const browser = await chromium.launch(CHROMIUM);
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(link); await page.getByText('Applicant Information').waitFor();
for (const width of [1280, 800, 390]) {
  await page.setViewportSize({ width, height: 900 });
  // first view: code held
  await page.route(/remoteEntry\.js$/, () => {});
  await page.reload(); await page.getByText(/Possible reasons/).waitFor(); await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/${prefix}-first-${width}.png` });
  const menuH = await page.getByRole('navigation', { name: 'Portal' }).boundingBox();
  await page.unroute(/remoteEntry\.js$/);
  await page.reload(); await page.getByText('Applicant Information').waitFor(); await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/${prefix}-final-${width}.png`, fullPage: width === 390 });
  const link = await page.getByRole('link', { name: 'Computer Applications' }).boundingBox();
  console.log(width, 'menu first', JSON.stringify(menuH), 'link', JSON.stringify(link));
}
await browser.close();
