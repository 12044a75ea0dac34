import { screen, within } from '@testing-library/react';
import { renderInSite } from 'ui/testing';
import Programs from '.';
import { howItWorks as howItWorksContent } from '../../content/programs';

describe('Programs', () => {
  beforeEach(() => renderInSite(<Programs />));

  it('opens with a hero linking to /apply and /dsclasses', () => {
    const hero = screen.getByRole('heading', { level: 1 });
    expect(hero).toHaveAccessibleName('Our Programs');
    const heroLinks = within(hero.parentElement!).getAllByRole('link');
    expect(heroLinks.map((link) => link.getAttribute('href'))).toEqual(['/apply', '/dsclasses']);
  });

  it('presents the three programs, Shield linking to /shield', () => {
    const offer = screen.getByRole('region', { name: 'What We Offer' });
    expect(within(offer).getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual([
      'Device Distribution',
      'Affordable Internet with Shield',
      'Foundational Digital Skills',
    ]);
    expect(within(offer).getByRole('link', { name: 'Explore Shield Internet' })).toHaveAttribute('href', '/shield');
  });

  it('explains how it works, with links to /apply and /partner', () => {
    const howItWorks = screen.getByRole('region', { name: 'How It Works' });
    expect(within(howItWorks).getAllByRole('listitem')).toHaveLength(howItWorksContent.steps.length);
    expect(within(howItWorks).getByRole('link', { name: 'Apply for a Device' })).toHaveAttribute('href', '/apply');
    expect(within(howItWorks).getByRole('link', { name: 'Become a Partner' })).toHaveAttribute('href', '/partner');
  });

  it('ends with get-involved cards to /support, /donate and /volunteer', () => {
    const links = within(screen.getByRole('region', { name: 'Get Involved' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/support', '/donate', '/volunteer']);
  });
});
