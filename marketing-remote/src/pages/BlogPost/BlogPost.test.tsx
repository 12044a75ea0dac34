import { screen, within } from '@testing-library/react';
import { renderInSite } from 'ui/testing';
import BlogPost from '.';

describe('BlogPost', () => {
  beforeEach(() => renderInSite(<BlogPost slug="windows-11-requirements" />));

  it('opens with a breadcrumb, the title as the only h1 and a byline with the dates as written', () => {
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/blog', '/blog/category/guides']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Windows 11 requirements');
    expect(screen.getByText(/By Priya Natarajan/)).toHaveTextContent('May 6, 2026 · Updated September 30, 2026 · 2 min read');
  });

  it('shows the article with its table, its tags and two more posts of the same category first', () => {
    expect(screen.getByRole('table')).toHaveTextContent('TPM version 2.0');
    expect(screen.getByRole('link', { name: 'Donate your computer' })).toHaveAttribute('href', '/donate');
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['Windows 11', 'refurbishing', 'donations']);
    const next = screen.getByRole('region', { name: 'Read Next' });
    expect(within(next).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Hotspot speed: what to expect and how to get the most from it',
      'Hotspot or home internet? How to choose',
    ]);
  });

  it('describes itself as a BlogPosting for search engines', () => {
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Windows 11 requirements: will your old computer still help someone?',
      datePublished: '2026-05-06',
      dateModified: '2026-09-30',
      author: { name: 'Priya Natarajan' },
    });
  });
});
