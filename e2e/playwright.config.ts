import { defineConfig, devices } from '@playwright/test';
import { siteUrl } from './support/site';

// Debian's Chromium, never a downloaded browser; the flags keep it off this machine's closed network.
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/**
 * Spec files run two at a time (one worker each; the tests inside a file run in order), so every spec
 * must be safe beside any other: it changes nothing the shared test site serves (global-setup.ts: no
 * redeployed remote, no stopped shared server), and every server it starts takes a free port
 * (`freePort()` in support/processes.ts) or a port of its own inside the E2E_PORT_OFFSET range. A test
 * that needs a changed site starts one of its own (independence.spec.ts, resilience.spec.ts).
 */
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
  projects: [{ name: 'desktop', use: desktop }],
});
