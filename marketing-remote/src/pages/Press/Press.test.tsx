import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from 'ui/testing';
import Press from '.';
import { pressReleases } from '../../content/press';

describe('Press', () => {
  beforeEach(() => renderInSite(<Press />));

  it('opens with Press & Media as the only h1', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Press & Media');
  });

  it('shows the press logos in a strip', () => {
    expect(screen.getByRole('list', { name: 'Press logos' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Civic Wire' })).toBeInTheDocument();
  });

  it('highlights the 30 Under 30 recognition, $1.6 million, the scholarships and West New York', () => {
    const highlights = screen.getByRole('region', { name: 'Highlights' });
    expect(highlights).toHaveTextContent('30 Under 30');
    expect(highlights).toHaveTextContent('$1.6 million');
    expect(highlights).toHaveTextContent('110 in 2022, 220 in 2023 and 176 in 2024');
    expect(highlights).toHaveTextContent('150 computers');
    expect(highlights).toHaveTextContent('West New York, NJ');
  });

  it('puts six news articles in a carousel, three in view, each with date, outlet and a Read More link', async () => {
    const carousel = screen.getByRole('region', { name: 'Press coverage' });
    const shown = within(carousel).getAllByRole('article');
    expect(shown).toHaveLength(3);
    expect(shown[0]).toHaveTextContent('November 12, 2024 · Metro Tech Weekly');
    expect(within(shown[0]!).getByRole('link', { name: /^Read More/ })).toHaveAttribute('target', '_blank');

    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous article' }));
    expect(within(carousel).getByRole('heading', { name: /Hotspots and classes/ })).toBeInTheDocument();
  });

  it('lists every press release of the content as a dated PDF link, newest first', () => {
    const releases = within(screen.getByRole('region', { name: 'Press Releases' })).getAllByRole('listitem');
    expect(releases.map((release) => within(release).getByRole('link').textContent)).toEqual(pressReleases.items.map((release) => expect.stringContaining(release.title)));
    const shownDates = releases.map((release) => release.querySelector('time')?.getAttribute('dateTime') ?? '');
    expect(shownDates).toEqual([...shownDates].sort().reverse());
    for (const release of releases) expect(within(release).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\.pdf$/));
  });

  it('ends with cards to /support, /donate and /volunteer', () => {
    const links = within(screen.getByRole('region', { name: 'Get Involved' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/support', '/donate', '/volunteer']);
  });
});
