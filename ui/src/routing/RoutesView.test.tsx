import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderInSite } from '../testing';
import { RoutesView } from './RoutesView';
import type { SiteRoute } from './RoutesView';

const routes: SiteRoute[] = [
  { path: '/appeal', element: <Link to="/about">About us</Link>, handle: { title: 'Appeal', description: 'Private', noindex: true } },
  { path: '/about', element: <h1>About</h1>, handle: { title: 'About', description: 'Public' } },
];

const robotsMeta = () => document.head.querySelector('meta[name="robots"]');

describe('RoutesView', () => {
  it('keeps a noindex page out of search engines only while it is shown', async () => {
    renderInSite(<RoutesView routes={routes} loading={null} notFound={null} />, { route: '/appeal' });
    expect(robotsMeta()).toHaveAttribute('content', 'noindex,nofollow');
    expect(document.title).toBe('Appeal | Digital Harbor');

    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(robotsMeta()).toBeNull();
    expect(document.title).toBe('About | Digital Harbor');
  });
});
