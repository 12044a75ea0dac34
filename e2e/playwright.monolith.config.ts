import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/** The monolithic build, checked and weighed only when asked (`npm run test:monolith -w e2e`). */
export default defineConfig({ ...baseConfig, testDir: './monolith', testMatch: /.*\.spec\.ts$/, globalSetup: './monolith/global-setup.ts' });
