#!/usr/bin/env node
// `npm run bench`: builds what is stale, then measures page weight against budgets (e2e/bench).
import { ensureDebianPackage, ensureInstalled, run } from './lib/run.mjs';

ensureInstalled();
run('node', ['scripts/build.mjs']);
ensureDebianPackage('chromium', 'chromium');
run('npx', ['playwright', 'test', '-c', 'playwright.bench.config.ts'], { cwd: 'e2e' });
