import { screen, within } from '@testing-library/react';
import { renderInSite } from 'ui/testing';
import Blog from '.';
import { upcomingArticles } from '../../content/blog';

describe('Blog', () => {
  beforeEach(() => renderInSite(<Blog />));

  it('opens with the Blog hero as the only h1', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Digital Harbor Blog');
  });

  it('tells the featured story in full on the page', () => {
    const featured = screen.getByRole('region', { name: 'Featured Story' });
    expect(within(featured).getByRole('heading', { name: /journey of a refurbished laptop/ })).toBeInTheDocument();
    expect(featured).toHaveTextContent('January 21, 2025');
    expect(featured).toHaveTextContent('NIST 800-88');
  });

  it('shows the upcoming stories as coming soon, with no links that lead nowhere', () => {
    const upcoming = screen.getByRole('region', { name: 'More Stories' });
    expect(within(upcoming).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(upcomingArticles.titles);
    expect(within(upcoming).getAllByText(upcomingArticles.badge)).toHaveLength(upcomingArticles.titles.length);
    expect(within(upcoming).queryAllByRole('link')).toHaveLength(0);
  });

  it('links to the video channel in a new tab', () => {
    const link = screen.getByRole('link', { name: 'Visit Our Video Channel' });
    expect(link).toHaveAttribute('href', expect.stringContaining('youtube.com'));
    expect(link).toHaveAttribute('target', '_blank');
  });
});
