import styled from 'styled-components';
import { CardImage, cardSurface, theme, useLocale, VisuallyHidden } from 'ui';
import { formatDate } from 'ui/format';
import type { CoverageItem } from '../content/press';
import { useSharedTexts } from './SharedTexts/SharedTexts';

const Card = styled.article`
  ${cardSurface}
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  color: ${theme.colors.text};
`;

const Meta = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

const Title = styled.h3`
  font-size: ${theme.fontSizes.lg};
`;

const Description = styled.p`
  color: ${theme.colors.muted};
`;

const ReadMore = styled.a`
  margin-top: auto;
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.primary};
`;

/** A news article about the organisation: image, title, date, outlet, description and a link to it. */
export function CoverageCard({ item, readMore }: { item: CoverageItem; readMore: string }) {
  const locale = useLocale();
  const { opensInNewTab } = useSharedTexts();
  return (
    <Card>
      <CardImage image={item.image} />
      <Body>
        <Meta>
          <time dateTime={item.date}>{formatDate(item.date, locale)}</time> · {item.outlet}
        </Meta>
        <Title>{item.title}</Title>
        <Description>{item.description}</Description>
        <ReadMore href={item.url} target="_blank" rel="noopener noreferrer">
          {readMore}
          <VisuallyHidden>
            : {item.title} {opensInNewTab}
          </VisuallyHidden>
        </ReadMore>
      </Body>
    </Card>
  );
}
