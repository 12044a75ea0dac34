import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/** The monolithic build, checked and weighed (`npm run test:monolith -w e2e`; `npm test` runs it after the main suite). */
export default defineConfig({ ...baseConfig, testDir: './monolith', testMatch: /.*\.spec\.ts$/, globalSetup: './monolith/global-setup.ts' });
