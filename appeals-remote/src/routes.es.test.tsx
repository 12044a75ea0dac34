import { screen } from '@testing-library/react';
import { LoadingIndicator, RoutesView } from 'ui';
import { renderInSite } from 'ui/testing';
import { routes as englishRoutes } from './routes';
import { routes } from './routes.es';

describe('the appeal routes at their Spanish addresses', () => {
  it('are every appeal path under /es, in the same order, each saying its content stays English', () => {
    expect(routes.map((route) => route.path)).toEqual(englishRoutes.map((route) => `/es${route.path}`));
    for (const [index, route] of routes.entries()) {
      expect(route.handle).toEqual({ ...englishRoutes[index]?.handle, contentLocale: 'en' });
    }
  });

  it('answer the same English letter', async () => {
    const [english] = englishRoutes;
    if (!english) throw new Error('appeals.json is empty');
    renderInSite(<RoutesView routes={routes} loading={<LoadingIndicator label="Loading page" />} notFound={<p>not found</p>} />, { route: `/es${english.path}` });
    expect(await screen.findByRole('heading', { level: 1, name: english.handle.title })).toBeInTheDocument();
  });
});
