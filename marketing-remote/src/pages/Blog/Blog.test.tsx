import { screen, within } from '@testing-library/react';
import { renderInSite } from 'ui/testing';
import Blog from '.';
import { postCards } from '../../content/blog/generated/postCards';

const newest = postCards[0]!;

describe('Blog', () => {
  it('features the newest post with its teaser and a Continue Reading link to its article', () => {
    renderInSite(<Blog page={1} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Digital Harbor Blog');
    const featured = screen.getByRole('region', { name: 'Featured Article' });
    expect(within(featured).getByRole('heading', { name: newest.title })).toBeInTheDocument();
    expect(featured).toHaveTextContent(newest.description);
    expect(within(featured).getByRole('link', { name: /Continue Reading/ })).toHaveAttribute('href', `/blog/${newest.slug}`);
  });

  it('shows the other posts as cards linking to their articles, with their dates as written', () => {
    renderInSite(<Blog page={1} />);
    const more = screen.getByRole('region', { name: 'More Posts' });
    const links = within(more).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(postCards.slice(1).map((post) => `/blog/${post.slug}`));
    const oldest = postCards.at(-1)!;
    expect(within(more).getByText(/January 21, 2025/)).toHaveAttribute('dateTime', oldest.date);
  });

  it('filters by category, marking the current one, each with its own address', () => {
    renderInSite(<Blog categorySlug="guides" page={1} />);
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page');
    expect(within(categories).getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
    expect(within(categories).getByRole('link', { name: 'Stories' })).toHaveAttribute('href', '/blog/category/stories');
    expect(screen.queryByRole('region', { name: 'Featured Article' })).not.toBeInTheDocument();
    const listed = within(screen.getByRole('region', { name: 'Guides' })).getAllByRole('heading', { level: 3 });
    expect(listed.map((heading) => heading.textContent)).toEqual(postCards.filter((post) => post.categorySlug === 'guides').map((post) => post.title));
  });

  it('links to the feed and to the video channel in a new tab', () => {
    renderInSite(<Blog page={1} />);
    expect(screen.getByRole('link', { name: 'Follow by RSS' })).toHaveAttribute('href', '/blog/rss.xml');
    const link = screen.getByRole('link', { name: 'Visit Our Video Channel' });
    expect(link).toHaveAttribute('href', expect.stringContaining('youtube.com'));
    expect(link).toHaveAttribute('target', '_blank');
  });
});
