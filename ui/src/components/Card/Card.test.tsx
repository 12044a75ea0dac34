import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { renderInSite } from '../../testing';
import { CardImage } from './CardImage';
import { cardSurface } from './cardSurface';

const Card = styled.article`
  ${cardSurface}
`;

describe('card surface and image', () => {
  it('renders a rounded card, clipped to its corners, with a sized, lazy 3:2 image on top', () => {
    renderInSite(
      <Card aria-label="Shield SIM">
        <CardImage image={{ src: '/sim.svg', alt: 'A SIM card', width: 360, height: 240 }} />
      </Card>,
    );

    expect(screen.getByRole('article', { name: 'Shield SIM' })).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      overflow: 'hidden',
      borderRadius: '16px',
    });
    const image = screen.getByRole('img', { name: 'A SIM card' });
    expect(image).toHaveAttribute('src', '/sim.svg');
    expect(image).toHaveAttribute('width', '360');
    expect(image).toHaveAttribute('height', '240');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveStyle({ width: '100%', objectFit: 'cover' });
  });
});
