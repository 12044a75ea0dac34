/** @jest-environment jsdom */
// The composed page as the shell's server sends it (its real layout render, the real composition
// of shell/server/page.js), hydrated in the browser as bootstrap.tsx does: a page left to the
// browser and a page another release of its remote prerendered both render without a mismatch.
import { setImmediate } from 'node:timers';
import { act } from 'react';
import { lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { SiteRoute } from 'ui';
import { screen } from '@testing-library/react';
import { App } from '../App';
import { createRemoteLoader } from '../composition/federation';
import { isRenderedInBrowserOnPurpose } from '../composition/prerenderedPage';
import { readSiteData } from '../composition/siteData';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const shield = { name: 'shield', entry: 'http://shield.test/remoteEntry.js', paths: ['/shield'] };
const handle = { title: 'Shield Internet', description: 'Shield' };
const template = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/** A release of the Shield remote: its page (loaded lazily, as remotes' pages are) says `text`. */
function shieldRelease(text: string, pageCode: Promise<unknown> = Promise.resolve()) {
  const Page = lazy(async () => {
    await pageCode;
    return { default: () => <h1>{text}</h1> };
  });
  return [{ path: '/shield', element: <Page />, handle }] satisfies SiteRoute[];
}

/**
 * The shell server's page for /shield, with Shield's page prerendered by a release (`routes`, its
 * `buildId`), or, without one, left to the browser.
 */
async function servedPage(prerendered?: { routes: SiteRoute[]; buildId: string }, pathname = '/shield'): Promise<string> {
  const owner = shield.paths.includes(pathname) ? shield : undefined;
  // React's server renderer leaves context values set on shared objects: render with separate modules, as a server would.
  globalThis.setImmediate ??= setImmediate;
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { renderShellPage } = await import('./renderShellPage');
    const { renderRouteOnServer } = await import('ui/server');
    const { composePage, createLayoutCache, startUpScriptsOf } = await import('../../server/page');
    const fragment = prerendered && { html: (await renderRouteOnServer(prerendered.routes, '/shield')).html, styles: '', buildId: prerendered.buildId };
    html = await composePage({
      template,
      startUpScripts: startUpScriptsOf(template),
      nonce: 'n',
      pathname,
      origin: 'https://site.test',
      remotes: [shield],
      owner,
      route: undefined,
      fragment,
      layout: createLayoutCache({ renderShellPage }),
    });
  });
  return html;
}

/** Puts the served page's body in the document and hydrates it as bootstrap.tsx does; returns what React and the console reported. */
async function hydrateServedPage(html: string, pathname = '/shield') {
  window.history.replaceState(null, '', pathname);
  document.body.innerHTML = /<body>(.*)<\/body>/s.exec(html)?.[1] ?? '';
  const site = readSiteData(document);
  expect(site.hydrate).toBe(true);
  // The chrome comes with the page, as in the browser: the bundle has none.
  const { chrome } = site;
  if (!chrome) throw new Error('The served page brought no chrome');
  const reported: string[] = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void reported.push(args.map(String).join(' ')));
  await act(async () => {
    hydrateRoot(document.getElementById('root')!, <App remotes={createRemoteLoader({ inlineRemotes: site.remotes, prerenderedPage: site.prerenderedPage })} chrome={chrome} />, {
      onRecoverableError: (error) => {
        if (!isRenderedInBrowserOnPurpose(error)) reported.push(String(error));
      },
    });
  });
  return reported;
}

beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));
afterEach(() => jest.restoreAllMocks());

describe('a composed page in the browser', () => {
  it('left to the browser: React marks the page itself, and the browser renders it without a mismatch', async () => {
    const html = await servedPage(undefined);
    expect(html).toMatch(/<main[^>]*><!--\$--><!--\$!--><template data-dgst="rendered-in-browser"/);
    loadRemote.mockResolvedValue({ routes: shieldRelease('Unlimited Internet'), buildId: 'b1' });

    const reported = await hydrateServedPage(html);

    expect(await screen.findByRole('heading', { level: 1, name: 'Unlimited Internet' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(reported).toEqual([]);
  });

  it('at a path nobody owns: the whole not-found page, hydrated without a mismatch', async () => {
    const html = await servedPage(undefined, '/no-such-page');
    // In place, not moved out of line for an inline script the content security policy would block.
    expect(html).toMatch(/<main[^>]*><!--\$-->/);

    const reported = await hydrateServedPage(html, '/no-such-page');

    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(reported).toEqual([]);
  });

  it('prerendered by the release whose code loads: hydrated as it is', async () => {
    const routes = shieldRelease('Unlimited Internet');
    const html = await servedPage({ routes, buildId: 'b1' });
    loadRemote.mockResolvedValue({ routes, buildId: 'b1' });

    const reported = await hydrateServedPage(html);

    expect(await screen.findByRole('heading', { level: 1, name: 'Unlimited Internet' })).toBeInTheDocument();
    expect(reported).toEqual([]);
  });

  it('prerendered by the release whose code loads, its page code arriving after the shell has hydrated: the server’s nodes kept', async () => {
    let deliverPageCode = () => undefined as void;
    const pageCode = new Promise<void>((resolve) => (deliverPageCode = resolve));
    const routes = shieldRelease('Unlimited Internet', pageCode);
    const html = await servedPage({ routes: shieldRelease('Unlimited Internet'), buildId: 'b1' });
    loadRemote.mockResolvedValue({ routes, buildId: 'b1' });

    const reported = await hydrateServedPage(html);
    const serverHeading = screen.getByRole('heading', { level: 1, name: 'Unlimited Internet' });
    await act(async () => deliverPageCode());

    // Hydrated, not rendered again: a re-render reaching the page while it waits for its code would replace it.
    expect(screen.getByRole('heading', { level: 1, name: 'Unlimited Internet' })).toBe(serverHeading);
    expect(reported).toEqual([]);
  });

  it('prerendered by another release: the server’s page stays on screen until the new code renders it, without a mismatch', async () => {
    const html = await servedPage({ routes: shieldRelease('Unlimited Internet'), buildId: 'b1' });
    let deliverPageCode = () => undefined as void;
    const pageCode = new Promise<void>((resolve) => (deliverPageCode = resolve));
    loadRemote.mockResolvedValue({ routes: shieldRelease('Unlimited Internet, now faster', pageCode), buildId: 'b2' });

    const reported = await hydrateServedPage(html);

    // The new release's page code is still on its way: the server's page is what the visitor sees.
    expect(screen.getByRole('heading', { level: 1, name: 'Unlimited Internet' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    await act(async () => deliverPageCode());
    expect(await screen.findByRole('heading', { level: 1, name: 'Unlimited Internet, now faster' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(reported).toEqual([]);
  });
});
