import { screen } from '@testing-library/react';
import { renderInSite } from '../../testing';
import { EmbeddedFrame } from './EmbeddedFrame';

describe('EmbeddedFrame', () => {
  it('renders a titled, lazy, fixed-height iframe and a fallback link', () => {
    renderInSite(<EmbeddedFrame title="Newsletter sign-up" src="https://forms.example.org/news" height={420} />);

    const frame = screen.getByTitle('Newsletter sign-up');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://forms.example.org/news');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('height', '420');

    const link = screen.getByRole('link', { name: 'Open Newsletter sign-up in a new tab' });
    expect(link).toHaveAttribute('href', 'https://forms.example.org/news');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses custom link text', () => {
    renderInSite(<EmbeddedFrame title="Map" src="https://maps.example.org" height={500} linkText="View the map" />);

    expect(screen.getByRole('link', { name: 'View the map' })).toBeInTheDocument();
  });
});
