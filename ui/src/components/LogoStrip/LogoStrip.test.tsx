import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '../../testing';
import { LogoStrip } from './LogoStrip';

const logos = [
  { src: '/a.svg', alt: 'Harborline Tech', width: 300, height: 200 },
  { src: '/b.svg', alt: 'Quarry Systems', width: 300, height: 200 },
];

describe('LogoStrip', () => {
  it('names each logo once although the looping track repeats them', () => {
    renderInSite(<LogoStrip logos={logos} label="Donor logos" />);

    const list = screen.getByRole('list', { name: 'Donor logos' });
    expect(within(list).getAllByRole('img').map((logo) => logo.getAttribute('alt'))).toEqual(['Harborline Tech', 'Quarry Systems']);
    expect(list.querySelectorAll('img')).toHaveLength(4);
  });

  it('shows every logo at 300x200, loaded lazily', () => {
    renderInSite(<LogoStrip logos={logos} label="Donor logos" />);

    const logo = screen.getByRole('img', { name: 'Quarry Systems' });
    expect(logo).toHaveAttribute('width', '300');
    expect(logo).toHaveAttribute('height', '200');
    expect(logo).toHaveAttribute('loading', 'lazy');
  });

  it('loads the logos at once when asked, for a strip near the top of the page', () => {
    renderInSite(<LogoStrip logos={logos} label="Press logos" loading="eager" />);
    expect(screen.getByRole('img', { name: 'Quarry Systems' })).toHaveAttribute('loading', 'eager');
  });

  it('pauses and plays again with its button', async () => {
    renderInSite(<LogoStrip logos={logos} label="Partner logos" pauseLabel="Pause partners" playLabel="Play partners" />);

    await userEvent.click(screen.getByRole('button', { name: 'Pause partners' }));
    await userEvent.click(screen.getByRole('button', { name: 'Play partners' }));
    expect(screen.getByRole('button', { name: 'Pause partners' })).toBeInTheDocument();
  });
});
