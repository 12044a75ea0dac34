import { defineConfig, devices } from '@playwright/test';
import { siteUrl } from './support/site';

// Debian's Chromium, never a downloaded browser; the flags keep it off this machine's closed network.
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/**
 * Spec files run two at a time (one worker each; the tests inside a file run in order). A spec may
 * run beside the others only if it changes nothing the shared test site serves (no redeployed
 * remote, no stopped shared server) and every server it starts takes a free port (listen on port 0,
 * as support/portalSite.ts does) or a port of its own inside the E2E_PORT_OFFSET range. A spec that
 * changes the shared site is listed here: it runs alone, after all the others.
 */
const serialSpecs = ['**/independence.spec.ts'];

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium };

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // A committed test.only fails CI instead of running a sliver of the suite.
  forbidOnly: !!process.env.CI,
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: siteUrl,
    trace: 'off',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', testIgnore: serialSpecs, use: desktop },
    // After every other spec (a failure there skips these), with nothing beside it.
    { name: 'desktop (alone)', testMatch: serialSpecs, dependencies: ['desktop'], use: desktop },
  ],
});
