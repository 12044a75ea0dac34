import { act, screen, within } from '@testing-library/react';
import { exampleAddress, offProviders, setPageProviders, simulateComingNear } from 'composition-contract/providers-testing';
import { renderInShell } from '../../testing';
import { Footer } from './Footer';

describe('Footer', () => {
  beforeEach(() => renderInShell(<Footer />));
  const newsletterFormUrl = exampleAddress('newsletterForm');

  it('has four columns: the three link groups and contact details', () => {
    const footer = screen.getByRole('contentinfo');
    for (const title of ['Programs', 'About Us', 'Get Involved', 'Contact']) {
      expect(within(footer).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'E-waste Drop-Off' })).toHaveAttribute('href', '/ewastedropoff');
    expect(screen.getByText('Monday-Friday 9:00 to 5:00 EST')).toBeInTheDocument();
    expect(screen.getByText(/Hoboken, NJ/)).toBeInTheDocument();
    expect(screen.getByText(/Waltham, MA/)).toBeInTheDocument();
  });

  it('links the six social networks in new tabs', () => {
    const list = screen.getByRole('list', { name: 'Social media' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(6);
    for (const network of ['Facebook', 'Instagram', 'X', 'LinkedIn', 'TikTok', 'YouTube']) {
      const link = within(list).getByRole('link', { name: new RegExp(`on ${network} `) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('embeds the newsletter form with a fallback link', () => {
    expect(screen.getByTitle('Newsletter sign-up form')).toHaveAttribute('src', newsletterFormUrl);
    expect(screen.getByRole('link', { name: 'Open Newsletter sign-up form in a new tab' })).toHaveAttribute(
      'href',
      newsletterFormUrl,
    );
  });

  it('links the privacy policy and the terms, at the foot and beside the newsletter sign-up', () => {
    const legal = screen.getByRole('list', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    const signUp = screen.getByRole('region', { name: 'Stay in the loop' });
    expect(within(signUp).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows the 2025 copyright line', () => {
    expect(screen.getByText('© 2025 Digital Harbor. All rights reserved.')).toBeInTheDocument();
  });
});

describe('Footer, in a browser that tells what is near the screen', () => {
  const comeNear = simulateComingNear();

  it('frames the newsletter form only once the reader comes near it, its link there from the start', async () => {
    renderInShell(<Footer />);
    expect(screen.queryByTitle('Newsletter sign-up form')).toBeNull();
    expect(screen.getByText('The sign-up form appears here. If it does not, open it with the link below.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open Newsletter sign-up form in a new tab' })).toHaveAttribute('href', exampleAddress('newsletterForm'));

    act(() => comeNear());
    expect(await screen.findByTitle('Newsletter sign-up form')).toHaveAttribute('src', exampleAddress('newsletterForm'));
  });
});

describe('Footer without a newsletter form set up', () => {
  it('says how to sign up instead, with no frame', () => {
    setPageProviders(offProviders);
    renderInShell(<Footer />);

    expect(screen.queryByTitle('Newsletter sign-up form')).toBeNull();
    expect(screen.getByText(/Online sign-up is not available right now/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask us to sign you up' })).toHaveAttribute('href', '/contact');
  });
});
