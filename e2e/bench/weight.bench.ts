// `npm run bench`: what each kind of page costs a visitor, in compressed bytes and requests, against
// budgets. Bytes and counts, not timings: they are stable on any machine.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { appeals } from '../support/appeals';
import { repoRoot } from '../support/site';

/** The organisation's current site ships 239 kB of compressed JavaScript on every page; we stay well under. */
const budgets = [
  { page: '/', heading: /Transform a life/i, maxJsKb: 180, maxJsRequests: 16 },
  { page: '/shield', heading: /Unlimited Internet/i, maxJsKb: 180, maxJsRequests: 16 },
  { page: '/auth', heading: 'Hello Again!', maxJsKb: 180, maxJsRequests: 16 },
  { page: `/${appeals[0]!.slug}`, heading: /Will You Join Us/, maxJsKb: 180, maxJsRequests: 16 },
];

const reportFile = path.join(repoRoot, 'e2e/.tmp/bench.txt');

for (const budget of budgets) {
  test(`${budget.page} stays within ${budget.maxJsKb} kB of compressed JavaScript`, async ({ page }) => {
    const scripts: { url: string; bytes: number }[] = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
    });
    await page.goto(budget.page);
    await expect(page.getByRole('heading', { level: 1, name: budget.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const totalKb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
    fs.appendFileSync(
      reportFile,
      `${budget.page.padEnd(28)} ${totalKb.toFixed(1).padStart(7)} kB JS (compressed) in ${scripts.length} requests (budget ${budget.maxJsKb} kB, ${budget.maxJsRequests})\n`,
    );
    expect(totalKb).toBeLessThanOrEqual(budget.maxJsKb);
    expect(scripts.length).toBeLessThanOrEqual(budget.maxJsRequests);
  });
}
