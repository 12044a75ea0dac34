import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ImageAsset } from '../../types';
import { Section } from '../Section/Section';

export type LinkCard = { title: string; image: ImageAsset; link: string };

export type LinkCardsProps = {
  cards: LinkCard[];
  /** With a title the cards get their own labelled section; without, they sit in the caller's. */
  title?: string;
};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-decoration: none;
  transition: transform 0.2s ease;

  &:hover {
    transform: translateY(-4px);
  }
`;

const CardImage = styled.img`
  width: 100%;
  /* A fixed ratio keeps every card the same size before and after its image loads. */
  aspect-ratio: 3 / 2;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const CardTitle = styled.h3`
  padding: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A responsive grid of image cards, each one an in-app link. */
export function LinkCards({ cards, title }: LinkCardsProps) {
  const grid = (
    <Grid>
      {cards.map((card) => (
        <li key={card.link + card.title}>
          <CardLink to={card.link}>
            <CardImage
              src={card.image.src}
              alt={card.image.alt}
              width={card.image.width}
              height={card.image.height}
              loading="lazy"
              decoding="async"
            />
            <CardTitle>{card.title}</CardTitle>
          </CardLink>
        </li>
      ))}
    </Grid>
  );

  return title ? <Section title={title}>{grid}</Section> : grid;
}
