/** @jest-environment node */
// The Spanish table is the English one under /es: the build fails on an English path without a twin.
import { pathInLocale } from 'composition-contract/locale';
import { routes } from './routes';
import { routes as spanishRoutes } from './routes.es';

describe('the Spanish route table', () => {
  it('has every English path under /es, in the same order', () => {
    expect(spanishRoutes.map((route) => route.path)).toEqual(routes.map((route) => pathInLocale(route.path!, 'es')));
  });

  it('keeps what each English route says of itself besides its words (noindex, prerender, lastModified)', () => {
    const settings = (route: (typeof routes)[number]) => ({
      noindex: route.handle?.noindex,
      prerender: route.handle?.prerender,
      lastModified: route.handle?.lastModified,
    });
    expect(spanishRoutes.map(settings)).toEqual(routes.map(settings));
  });

  it('gives every Spanish page a title and a description of its own', () => {
    const englishTitles = new Set(routes.map((route) => route.handle?.title));
    const sameAsEnglish = spanishRoutes.filter((route) => englishTitles.has(route.handle?.title) && route.handle?.title !== 'Pepper Fest' && route.handle?.title !== 'Blog');
    expect(sameAsEnglish.map((route) => route.path)).toEqual([]);
    expect(spanishRoutes.every((route) => route.handle?.description && route.handle.description !== routes.find((english) => pathInLocale(english.path!, 'es') === route.path)?.handle?.description)).toBe(true);
  });
});
