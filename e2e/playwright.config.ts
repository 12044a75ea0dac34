import { defineConfig, devices } from '@playwright/test';
import { siteUrl } from './support/site';

// Debian's Chromium, never a downloaded browser; the flags keep it off this machine's closed network.
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // A committed test.only fails CI instead of running a sliver of the suite.
  forbidOnly: !!process.env.CI,
  fullyParallel: false,
  workers: 1,
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
  ],
});
