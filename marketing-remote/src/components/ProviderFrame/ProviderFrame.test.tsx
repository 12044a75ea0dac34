import { screen } from '@testing-library/react';
import { renderInSite } from 'ui/testing';
import { ProviderFrame } from './ProviderFrame';

const embed = { title: 'Check-in form', url: 'https://forms.example.org/checkin', height: 900 };

describe('ProviderFrame', () => {
  it('frames the provider lazily at a fixed height, with the plain form link before it', () => {
    renderInSite(<ProviderFrame embed={embed} id="check-in" />);

    const frame = screen.getByTitle('Check-in form');
    expect(frame).toHaveAttribute('src', embed.url);
    expect(frame).toHaveAttribute('height', '900');
    expect(frame).toHaveAttribute('loading', 'lazy');
    const link = screen.getByRole('link', { name: 'Open the form in a new tab' });
    expect(link).toHaveAttribute('href', embed.url);
    // Found without scrolling past a frame that may stay empty.
    expect(link.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.getElementById('check-in')).toContainElement(frame);
  });

  it('shows a message in the frame’s place that screen readers skip (they have the link)', () => {
    renderInSite(<ProviderFrame embed={embed} linkText="View the form" placeholder="Loading the check-in form…" />);

    const placeholder = screen.getByText('Loading the check-in form…');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveStyle({ height: '900px' });
    expect(screen.getByRole('link', { name: 'View the form' })).toHaveAttribute('href', embed.url);
  });

  it('uses a prefilled address when given one, for the frame and the link alike', () => {
    const prefilled = `${embed.url}?email=a%40b.org`;
    renderInSite(<ProviderFrame embed={embed} url={prefilled} />);

    expect(screen.getByTitle('Check-in form')).toHaveAttribute('src', prefilled);
    expect(screen.getByRole('link', { name: 'Open the form in a new tab' })).toHaveAttribute('href', prefilled);
  });
});
