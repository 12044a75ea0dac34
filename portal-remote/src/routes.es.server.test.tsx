/** @jest-environment node */
// The Spanish route table: every English path under /es, in the same order, with the same flags,
// and every page renders in Node in Spanish (prerendered like the English ones).
import { pathInLocale } from 'composition-contract/locale';
import { renderRouteOnServer } from 'ui/server';
import { routes as spanishRoutes } from './routes.es';
import { routes as englishRoutes } from './routes';

/** A handle's flags: everything but the words. */
const flags = (handle: object | undefined) => Object.fromEntries(Object.entries(handle ?? {}).filter(([key]) => key !== 'title' && key !== 'description'));

describe('the Spanish route table', () => {
  it('has every English path under /es, in the same order', () => {
    expect(spanishRoutes.map((route) => route.path)).toEqual(englishRoutes.map((route) => pathInLocale(route.path ?? '', 'es')));
  });

  it.each(englishRoutes.map((route, index) => [route.path, route, spanishRoutes[index]] as const))(
    '%s keeps its flags (session, noindex, prerender, earlyRequest) and has a Spanish title',
    (_path, english, spanish) => {
      expect(flags(spanish?.handle)).toEqual(flags(english.handle));
      expect(spanish?.handle?.title).toBeTruthy();
      expect(spanish?.handle?.description).not.toBe(english.handle?.description);
    },
  );

  it.each(spanishRoutes.filter((route) => route.handle?.prerender !== false).map((route) => route.path))('%s renders its page in Spanish', async (path) => {
    const { html } = await renderRouteOnServer(spanishRoutes, path ?? '');
    expect(html).toMatch(/<h1[\s>]/);
    expect(html).not.toMatch(/Hello Again!|Welcome back|Verify a certificate|Loading your portal/);
  });
});
