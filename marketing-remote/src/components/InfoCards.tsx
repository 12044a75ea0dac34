import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSharedTexts } from './SharedTexts/SharedTexts';
import { ButtonLink, type CallToAction, CardGrid, CardImage, cardSurface, type ImageAsset, theme } from 'ui';

export type InfoCard = {
  title: string;
  /** A short line above the title, e.g. a big figure or a "Coming soon" badge. */
  eyebrow?: string;
  /** Short facts shown as tags, e.g. "Free", "2 hours". */
  facts?: string[];
  text?: ReactNode;
  image?: ImageAsset;
  action?: CallToAction;
};

type InfoCardsProps = {
  cards: InfoCard[];
  /** The narrowest a column may get. */
  minColumnWidth?: string;
  /** 'ol' when the order matters. */
  as?: 'ul' | 'ol';
};

const Card = styled.li`
  ${cardSurface}
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
`;

const Eyebrow = styled.p`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.primary};
`;

const Title = styled.h3`
  font-size: ${theme.fontSizes.lg};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Fact = styled.li`
  padding: 0.125rem 0.625rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
`;

const Text = styled.div`
  color: ${theme.colors.muted};
`;

/* Keeps the buttons of a row of cards on one line, whatever the text above them. */
const Action = styled.div`
  margin-top: auto;
  padding-top: ${theme.space.sm};
`;

/** A responsive grid of content cards: optional image, eyebrow, title, facts, text and one action. */
export function InfoCards({ cards, minColumnWidth = '16rem', as = 'ul' }: InfoCardsProps) {
  const { keyFacts } = useSharedTexts();
  return (
    <CardGrid as={as} $minColumnWidth={minColumnWidth}>
      {cards.map((card) => (
        <Card key={card.title}>
          {card.image && <CardImage image={card.image} />}
          <Body>
            {card.eyebrow && <Eyebrow>{card.eyebrow}</Eyebrow>}
            <Title>{card.title}</Title>
            {card.facts && (
              <Facts aria-label={keyFacts}>
                {card.facts.map((fact) => (
                  <Fact key={fact}>{fact}</Fact>
                ))}
              </Facts>
            )}
            {card.text && <Text>{card.text}</Text>}
            {card.action && (
              <Action>
                <ButtonLink to={card.action.to} href={card.action.href} newTab={card.action.newTab} variant={card.action.variant ?? 'secondary'}>
                  {card.action.text}
                </ButtonLink>
              </Action>
            )}
          </Body>
        </Card>
      ))}
    </CardGrid>
  );
}
