import { screen } from '@testing-library/react';
import { renderInSite } from 'ui/testing';
import AddContribution from '.';

describe('Add a Contribution', () => {
  it('offers the donation widget and a way to give computers instead', () => {
    renderInSite(<AddContribution />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Add a Contribution');
    expect(screen.getByRole('link', { name: 'Open the donation page in a new tab' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Donate computers' })).toHaveAttribute('href', '/donate');
  });
});
