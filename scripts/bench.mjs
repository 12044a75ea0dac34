#!/usr/bin/env node
// `npm run bench`: builds what is stale, then measures page weight against budgets (e2e/bench).
import fs from 'node:fs';
import path from 'node:path';
import { ensureDebianPackage, ensureInstalled, root, run } from './lib/run.mjs';

ensureInstalled();
run('node', ['scripts/build.mjs']);
ensureDebianPackage('chromium', 'chromium');
run('npx', ['playwright', 'test', '-c', 'playwright.bench.config.ts'], { cwd: 'e2e' });
console.log(`\nJavaScript a first visit loads (compressed, as served):\n${fs.readFileSync(path.join(root, 'e2e/.tmp/bench.txt'), 'utf8')}`);
