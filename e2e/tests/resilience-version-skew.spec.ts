// Release in any order: a remote built against a newer `ui` than the deployed shell provides still
// renders (with its own copy of `ui`, the shell's theme and styled-components), beside the unchanged shell.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { serveRemote, startServer, stopServer } from '../support/processes';
import { ports, remoteUrls, repoRoot, tmpDir } from '../support/site';
import { waitForReady } from '../support/ready';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
/** Ports of this spec, inside the range the suite's port offset gives this checkout. */
const specPorts = { shell: 3108 + offset, skewedShield: 3109 + offset, newerShell: 3113 + offset };

const copyRoot = path.join(tmpDir, 'version-skew');

function copy(from: string, to: string, entries: string[]) {
  for (const entry of entries) fs.cpSync(path.join(repoRoot, from, entry), path.join(copyRoot, to, entry), { recursive: true });
}

function editJson(file: string, edit: (json: Record<string, unknown>) => void) {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
}

const uiVersion = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'ui/package.json'), 'utf8')) as { version: string }).version;
const newerUi = nextMinor(uiVersion);

/** The ui team releases a minor version with a new export (drawn with the theme). */
function releaseNewerUi() {
  fs.rmSync(copyRoot, { recursive: true, force: true });
  copy('ui', 'ui', ['src', 'package.json']);
  editJson(path.join(copyRoot, 'ui/package.json'), (json) => {
    json.version = newerUi;
  });
  fs.mkdirSync(path.join(copyRoot, 'ui/src/components/ReleaseBadge'), { recursive: true });
  fs.writeFileSync(
    path.join(copyRoot, 'ui/src/components/ReleaseBadge/ReleaseBadge.tsx'),
    [
      "import styled from 'styled-components';",
      // The theme must reach a remote's own copy of ui through the shared styled-components.
      'const Badge = styled.p`color: ${({ theme }) => theme.colors.primary};`;',
      `export function ReleaseBadge() { return <Badge>Made with ui ${newerUi}</Badge>; }`,
      '',
    ].join('\n'),
  );
  fs.appendFileSync(path.join(copyRoot, 'ui/src/index.ts'), "export { ReleaseBadge } from './components/ReleaseBadge/ReleaseBadge';\n");
}

/** A copy of an app that depends on (and resolves) the newer ui. */
function copyAgainstNewerUi(app: string, entries: string[]) {
  copy(app, app, entries);
  editJson(path.join(copyRoot, app, 'package.json'), (json) => {
    (json.dependencies as Record<string, string>).ui = `^${newerUi}`;
  });
  fs.mkdirSync(path.join(copyRoot, app, 'node_modules'), { recursive: true });
  fs.symlinkSync(path.join(copyRoot, 'ui'), path.join(copyRoot, app, 'node_modules/ui'), 'dir');
}

function buildCopy(app: string) {
  execFileSync(path.join(repoRoot, 'node_modules/.bin/webpack'), ['--mode', 'production'], { cwd: path.join(copyRoot, app), stdio: 'pipe' });
}

/** The next minor version of a x.y.z version. */
function nextMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor! + 1}.0`;
}

/** Which copies of a shared package the page has loaded, and from which app. */
function loadedCopies(page: Page, packageName: string) {
  return page.evaluate((name) => {
    type SharedEntry = { from: string; loaded?: boolean };
    const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, SharedEntry>>>> } }).__FEDERATION__;
    const copies = new Set<string>();
    for (const scopes of Object.values(federation.__SHARE__))
      for (const scope of Object.values(scopes))
        for (const [version, entry] of Object.entries(scope[name] ?? {})) if (entry.loaded) copies.add(`${version} from ${entry.from}`);
    return [...copies].sort();
  }, packageName);
}

test.describe.serial('release in any order', () => {
  test.beforeAll(releaseNewerUi);

  test('a remote built against a newer ui renders beside the unchanged shell, with its own ui', async ({ page }) => {
    test.setTimeout(600_000);
    // The Shield team builds against the newer ui (one page uses the new export) and releases alone.
    copyAgainstNewerUi('shield-remote', ['src', 'webpack.config.js', 'package.json']);
    fs.mkdirSync(path.join(copyRoot, 'shield-remote/src/pages/ReleaseCheck'), { recursive: true });
    fs.writeFileSync(
      path.join(copyRoot, 'shield-remote/src/pages/ReleaseCheck/index.tsx'),
      "import { ReleaseBadge } from 'ui';\nexport default function ReleaseCheck() { return <><h1>Released in any order</h1><ReleaseBadge /></>; }\n",
    );
    fs.appendFileSync(
      path.join(copyRoot, 'shield-remote/src/routes.tsx'),
      [
        "import { lazy as lazyPage } from 'react';",
        "const ReleaseCheck = lazyPage(() => import('./pages/ReleaseCheck'));",
        "routes.push({ path: '/release-check', element: <ReleaseCheck />, handle: { title: 'Released in any order', description: 'A page built against a newer ui.' } });",
        '',
      ].join('\n'),
    );
    // Its Spanish twin (the build requires one) shows the same page, which stays English.
    fs.appendFileSync(
      path.join(copyRoot, 'shield-remote/src/routes.es.tsx'),
      [
        "import { lazy as lazyPage } from 'react';",
        "const ReleaseCheck = lazyPage(() => import('./pages/ReleaseCheck'));",
        "routes.push({ path: '/es/release-check', element: <ReleaseCheck />, handle: { title: 'Released in any order', description: 'A page built against a newer ui.', contentLocale: 'en' } });",
        '',
      ].join('\n'),
    );
    buildCopy('shield-remote');

    // The shell is the one already built, with the older ui.
    const shield = await serveRemote('shield (newer ui)', path.join(copyRoot, 'shield-remote/dist'), specPorts.skewedShield);
    const shell = await startServer('shell (older ui)', ['shell/server/index.js'], specPorts.shell, {
      API_URL: `http://localhost:${ports.api}`,
      ...remoteUrls,
      SHIELD_REMOTE_URL: `http://localhost:${specPorts.skewedShield}`,
      PORT: String(specPorts.shell),
    });
    try {
      const site = `http://localhost:${specPorts.shell}`;
      await expect
        .poll(async () => JSON.stringify(await (await page.request.get(`${site}/remotes.json`)).json()), { timeout: 20_000 })
        .toContain('/release-check');

      await page.goto(`${site}/release-check`);

      await waitForReady(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Released in any order' })).toBeVisible();
      const badge = page.getByText(`Made with ui ${newerUi}`);
      await expect(badge).toBeVisible();
      await expect(badge).toHaveCSS('color', 'rgb(15, 122, 61)');

      // A remote built against the shell's ui (marketing) then uses the shell's copy, not its own.
      await page.getByRole('link', { name: /home|digital harbor/i }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: /Transform a life with technology/i })).toBeVisible();
      // The newer remote brought its own ui; the theme library and React stayed one copy each.
      expect(await loadedCopies(page, 'ui')).toEqual([`${newerUi} from shield`, `${uiVersion} from shell`].sort());
      expect(await loadedCopies(page, 'styled-components')).toHaveLength(1);
      expect(await loadedCopies(page, 'react')).toHaveLength(1);

      // The remote's other pages, built the same way, render too; the nav (the shell's ui) is untouched.
      await page.goto(`${site}/shield`);
      await waitForReady(page);
      await expect(page.getByRole('heading', { level: 1, name: /Unlimited Internet/i })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    } finally {
      await stopServer(shell);
      await stopServer(shield);
    }
  });

  test('remotes built against an older compatible ui use the copy of a shell released first with a newer one', async ({ page }) => {
    test.setTimeout(600_000);
    // The shell's build reads every remote's route table beside it.
    copyAgainstNewerUi('shell', ['src', 'server', 'remotes.js', 'webpack.config.js', 'package.json']);
    for (const remote of ['marketing-remote', 'shield-remote', 'portal-remote', 'appeals-remote']) {
      if (!fs.existsSync(path.join(copyRoot, remote))) copy(remote, remote, ['src', 'package.json']);
    }
    buildCopy('shell');

    const shell = await startServer('shell (newer ui)', [path.join(copyRoot, 'shell/server/index.js')], specPorts.newerShell, {
      API_URL: `http://localhost:${ports.api}`,
      ...remoteUrls,
      PORT: String(specPorts.newerShell),
    });
    try {
      const site = `http://localhost:${specPorts.newerShell}`;
      await page.goto(`${site}/`);
      await waitForReady(page);
      await expect(page.getByRole('heading', { level: 1, name: /Transform a life with technology/i })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Shield Internet' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: /Unlimited Internet/i })).toBeVisible();
      expect(await loadedCopies(page, 'ui')).toEqual([`${newerUi} from shell`]);
    } finally {
      await stopServer(shell);
    }
  });
});
