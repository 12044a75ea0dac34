import { screen } from '@testing-library/react';
import { renderInSite } from '../../testing';
import { Logo } from './Logo';

describe('Logo', () => {
  it('is one image named after the organisation, or as told', () => {
    renderInSite(
      <>
        <Logo />
        <Logo label="Digital Harbor home" />
      </>,
    );

    expect(screen.getByRole('img', { name: 'Digital Harbor' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Digital Harbor home' })).toBeInTheDocument();
  });
});
