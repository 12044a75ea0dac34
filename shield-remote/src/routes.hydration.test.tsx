/** @jest-environment jsdom */
// Every page this remote prerenders, in both languages, hydrates in the browser without a mismatch,
// as the shell's server serves it with the embeds configured, off, and off offering the provider's page.
import { describeForEachProviderSetting } from 'composition-contract/providers-testing';
import { describePrerenderedHydration } from 'ui/testing';
import { routes } from './routes';
import { routes as spanishRoutes } from './routes.es';

// The account's data is still on its way while the page hydrates (its loading state is what was prerendered).
beforeAll(() => {
  globalThis.fetch = () => new Promise<Response>(() => undefined);
});

describeForEachProviderSetting((served) => {
  describePrerenderedHydration(routes, () => import('./routes'), { served });
  describePrerenderedHydration(spanishRoutes, () => import('./routes.es'), { served });
});
