import { screen } from '@testing-library/react';
import { renderInSite } from 'ui/testing';
import Support from '.';

describe('Donate Today / Fund Our Work', () => {
  it('opens with both halves of its title and carries the donation widget', () => {
    renderInSite(<Support />, { route: '/give' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Donate Today Fund Our Work');
    expect(screen.getByRole('region', { name: 'Make a Donation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the donation page in a new tab' })).toBeInTheDocument();
  });
});
