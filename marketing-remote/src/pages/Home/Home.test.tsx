import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from 'ui/testing';
import Home from '.';

function renderHome() {
  return renderInSite(<Home />);
}

describe('Home', () => {
  it('opens with the hero title as the only h1', () => {
    renderHome();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveAccessibleName('Transform a life with technology');
  });

  it('links the hero buttons to /donate and /support', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Donate E-waste' })).toHaveAttribute('href', '/donate');
    expect(screen.getByRole('link', { name: 'Discover Programs' })).toHaveAttribute('href', '/support');
  });

  it('shows the connectivity banner', () => {
    renderHome();
    expect(screen.getByText('hours of connectivity provided', { exact: false })).toHaveTextContent(
      '10,000,000 hours of connectivity provided',
    );
  });

  it('names each donor logo once and lets the ticker be paused', async () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Join 180+ Computer Donors.' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Bluefin Data' })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Pause logo animation' }));
    expect(screen.getByRole('button', { name: 'Play logo animation' })).toBeInTheDocument();
  });

  it('lists the five steps of Be Part of the Change in order', () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Be Part of the Change' });
    const stepTitles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((title) => title.textContent);
    expect(stepTitles).toEqual(['Donation', 'Certified Data Erasure', '400+ Non-Profit Partners', 'Opportunity', 'Real Change']);
  });

  it('follows the testimonial with links to /donate and /partner', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Donate Computers' })).toHaveAttribute('href', '/donate');
    expect(screen.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute('href', '/partner');
  });

  it('ends with link cards to /support, /donate and /volunteer', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Sponsor Digital Access' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: 'Become an E-waste Drop-off Site' })).toHaveAttribute('href', '/donate');
    expect(screen.getByRole('link', { name: 'Volunteer' })).toHaveAttribute('href', '/volunteer');
  });
});
