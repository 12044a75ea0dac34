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
    expect(frame).not.toHaveAttribute('width');

    const link = screen.getByRole('link', { name: 'Open Newsletter sign-up in a new tab' });
    expect(link).toHaveAttribute('href', 'https://forms.example.org/news');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('deferred, holds the place with its message and no frame, and keeps the link', () => {
    renderInSite(<EmbeddedFrame title="Newsletter sign-up" src="https://forms.example.org/news" height={420} deferred placeholder="The form appears here." />);

    expect(screen.queryByTitle('Newsletter sign-up')).toBeNull();
    expect(screen.getByText('The form appears here.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open Newsletter sign-up in a new tab' })).toHaveAttribute('href', 'https://forms.example.org/news');
  });

  it('uses custom link text', () => {
    renderInSite(<EmbeddedFrame title="Map" src="https://maps.example.org" height={500} linkText="View the map" />);

    expect(screen.getByRole('link', { name: 'View the map' })).toBeInTheDocument();
  });

  it('with a width, gives the frame its size and what it may do', () => {
    renderInSite(
      <EmbeddedFrame
        title="Video message"
        src="https://video.example.org/embed/1"
        width={360}
        height={640}
        allow="autoplay; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        linkText="Watch the video in a new tab"
      />,
    );

    const frame = screen.getByTitle('Video message');
    expect(frame).toHaveAttribute('width', '360');
    expect(frame).toHaveAttribute('height', '640');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(screen.getByRole('link', { name: 'Watch the video in a new tab' })).toHaveAttribute(
      'href',
      'https://video.example.org/embed/1',
    );
  });

  it('can put the link before a tall frame, so it is found without scrolling past the frame', () => {
    renderInSite(
      <EmbeddedFrame title="Application form" src="https://forms.example.org/apply" height={2000} linkText="Open the form" linkPlacement="before" />,
    );

    const frame = screen.getByTitle('Application form');
    const link = screen.getByRole('link', { name: 'Open the form' });
    expect(link.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
