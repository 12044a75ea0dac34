import { screen } from '@testing-library/react';
import { LoadingIndicator, RoutesView } from 'ui';
import { renderInSite } from 'ui/testing';
import { appeals } from './content/appealEntries';
import { routes } from './routes';

describe('the appeal routes', () => {
  it('give every entry of appeals.json its own page', () => {
    expect(routes.map((route) => route.path)).toEqual(appeals.map((appeal) => `/${appeal.slug}`));
  });

  it('match a slug typed in capitals or with a trailing slash', async () => {
    const [appeal] = appeals;
    if (!appeal) throw new Error('appeals.json is empty');
    renderInSite(<RoutesView routes={routes} loading={<LoadingIndicator label="Loading page" />} notFound={<p>not found</p>} />, {
      route: `/${appeal.slug.toUpperCase()}/`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: `${appeal.name}, Will You Join Us?` })).toBeInTheDocument();
    expect(document.title).toBe(`${appeal.name}, Will You Join Us? | Digital Harbor`);
  });
});
