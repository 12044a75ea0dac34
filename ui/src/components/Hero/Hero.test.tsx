import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '../../testing';
import { Hero } from './Hero';

describe('Hero', () => {
  it('renders both title parts as the single h1', () => {
    renderInSite(<Hero titlePart1="Transform a life" titlePart2="with technology" description="Intro text" />);

    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Transform a life with technology');
    expect(screen.getByText('with technology').tagName).toBe('SPAN');
    expect(screen.getByText('Intro text')).toBeInTheDocument();
  });

  it('renders actions as router links, anchors and buttons', async () => {
    const onClick = jest.fn();
    renderInSite(
      <Hero
        titlePart1="Apply"
        actions={[
          { text: 'Donate E-waste', to: '/donate' },
          { text: 'Sign up', href: 'https://example.org/signup', newTab: true },
          { text: 'Apply now', onClick },
        ]}
      />,
    );

    expect(screen.getByRole('link', { name: 'Donate E-waste' })).toHaveAttribute('href', '/donate');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('labels a background image by its alt text and hides a decorative one', () => {
    const { rerender } = renderInSite(
      <Hero titlePart1="About" image={{ src: '/team.jpg', alt: 'Volunteers at work', width: 1600, height: 900 }} />,
    );
    expect(screen.getByRole('img', { name: 'Volunteers at work' })).toBeInTheDocument();

    rerender(<Hero titlePart1="About" image={{ src: '/team.jpg', alt: '', width: 1600, height: 900 }} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('gives a page without an image of its own the decorative site backdrop, drawn in the page and hidden from screen readers, unless asked for plain dark', () => {
    const { container, rerender } = renderInSite(<Hero titlePart1="About" />);
    // Drawn in the page, not an image file or an SVG image the browser would draw as a document of its own.
    expect(container.querySelector('[aria-hidden="true"] > svg[viewBox="0 0 1600 900"]')).not.toBeNull();
    expect(container.querySelector('[style*="background-image"]')).toBeNull();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    rerender(<Hero titlePart1="About" background="dark" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('[style*="background-image"]')).toBeNull();
  });
});
