import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The production topology (`npm run test:topology`): the tests start nginx, the shells, the APIs
 * and Redis themselves (e2e/support/topology.ts), on free ports, so no global setup.
 */
export default defineConfig({ ...baseConfig, testDir: './topology', globalSetup: undefined, timeout: 120_000 });
