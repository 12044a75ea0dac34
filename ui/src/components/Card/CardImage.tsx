import styled from 'styled-components';
import type { ImageAsset } from '../../types';
import { theme } from '../../theme/theme';

const Image = styled.img`
  width: 100%;
  /* A fixed ratio keeps every card the same size before and after its image loads. */
  aspect-ratio: 3 / 2;
  object-fit: cover;
  background: ${theme.colors.surface};
`;

/** The image on top of a card (see `cardSurface`), loaded only when it comes near the screen. */
export function CardImage({ image }: { image: ImageAsset }) {
  return (
    <Image src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
  );
}
