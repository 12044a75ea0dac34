import { screen, within } from '@testing-library/react';
import styled from 'styled-components';
import { renderInSite } from '../../testing';
import { CardImage } from './CardImage';
import { cardSurface } from './cardSurface';

const Card = styled.article`
  ${cardSurface}
`;

describe('card surface and image', () => {
  it('shows its image with its size reserved, loaded lazily', () => {
    renderInSite(
      <Card aria-label="Shield SIM">
        <CardImage image={{ src: '/sim.svg', alt: 'A SIM card', width: 360, height: 240 }} />
      </Card>,
    );

    const image = within(screen.getByRole('article', { name: 'Shield SIM' })).getByRole('img', { name: 'A SIM card' });
    expect(image).toHaveAttribute('src', '/sim.svg');
    expect(image).toHaveAttribute('width', '360');
    expect(image).toHaveAttribute('height', '240');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });
});
