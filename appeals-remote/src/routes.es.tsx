import type { SiteRoute } from 'ui';
import { pathInLocale } from 'composition-contract/locale';
import { routes as englishRoutes } from './routes';

/**
 * The appeal pages at their Spanish addresses (`/es/<slug>`): an appeal is a personal letter and
 * stays English, so each is the SAME English page and says so (`contentLocale: 'en'`), in the
 * same order as routes.tsx.
 */
export const routes: SiteRoute[] = englishRoutes.map((route) => ({
  ...route,
  path: pathInLocale(route.path, 'es'),
  handle: { ...route.handle, contentLocale: 'en' },
}));
