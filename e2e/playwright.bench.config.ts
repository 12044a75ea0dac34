import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/** The bench reuses the end-to-end set-up (production builds on the test ports). */
export default defineConfig({ ...baseConfig, testDir: './bench', testMatch: /.*\.bench\.ts$/ });
