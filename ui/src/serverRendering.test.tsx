/** @jest-environment node */
import { lazy } from 'react';
import { renderRouteOnServer } from './serverRendering';
import type { SiteRoute } from './routing/RoutesView';

const handle = { title: 'Page', description: 'A page' };

function ReadsWindowWhileRendering() {
  return <h1>{window.location.href}</h1>;
}

describe('renderRouteOnServer', () => {
  it('waits for a lazily loaded page and returns its HTML and styles', async () => {
    const Page = lazy(async () => ({ default: () => <h1>Lazy page</h1> }));
    const routes: SiteRoute[] = [{ path: '/lazy', element: <Page />, handle }];
    const { html, styleTags } = await renderRouteOnServer(routes, '/lazy');
    expect(html).toContain('<h1>Lazy page</h1>');
    expect(styleTags).toContain('<style');
  });

  it('rejects a page that reads a browser global during render', async () => {
    const routes: SiteRoute[] = [{ path: '/', element: <ReadsWindowWhileRendering />, handle }];
    await expect(renderRouteOnServer(routes, '/')).rejects.toThrow(/window is not defined/);
  });
});
