import { screen } from '@testing-library/react';
import { renderInSite } from '../../testing';
import { Section } from './Section';

describe('Section', () => {
  it('is a region labelled by its h2', () => {
    renderInSite(
      <Section id="how-it-works" title="How It Works" eyebrow="Programs" intro="Three steps.">
        <p>Body</p>
      </Section>,
    );

    const region = screen.getByRole('region', { name: 'How It Works' });
    expect(region).toHaveAttribute('id', 'how-it-works');
    expect(screen.getByRole('heading', { level: 2, name: 'How It Works' })).toBeInTheDocument();
    expect(screen.getByText('Three steps.')).toBeInTheDocument();
    expect(screen.getByText('Body')).toBeInTheDocument();
  });

  it('has no heading or label without a title', () => {
    const { container } = renderInSite(
      <Section tone="dark">
        <p>Body</p>
      </Section>,
    );

    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.querySelector('section')).not.toHaveAttribute('aria-labelledby');
  });
});
