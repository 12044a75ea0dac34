import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ImageAsset } from '../../types';
import { cardSurface } from '../Card/cardSurface';
import { CardImage } from '../Card/CardImage';
import { CardGrid } from '../CardGrid/CardGrid';
import { Section } from '../Section/Section';
import { theme } from '../../theme/theme';

export type LinkCard = { title: string; image: ImageAsset; link: string };

export type LinkCardsProps = {
  cards: LinkCard[];
  /** With a title the cards get their own labelled section; without, they sit in the caller's. */
  title?: string;
};

const CardLink = styled(Link)`
  ${cardSurface}
  color: ${theme.colors.text};
  text-decoration: none;
  transition: transform 0.2s ease;

  &:hover {
    transform: translateY(-4px);
  }
`;

const CardTitle = styled.h3`
  padding: ${theme.space.lg};
  font-size: ${theme.fontSizes.lg};
`;

/** A responsive grid of image cards, each one an in-app link. */
export function LinkCards({ cards, title }: LinkCardsProps) {
  const grid = (
    <CardGrid $minColumnWidth="16rem">
      {cards.map((card) => (
        <li key={card.link + card.title}>
          <CardLink to={card.link}>
            <CardImage image={card.image} />
            <CardTitle>{card.title}</CardTitle>
          </CardLink>
        </li>
      ))}
    </CardGrid>
  );

  return title ? <Section title={title}>{grid}</Section> : grid;
}
