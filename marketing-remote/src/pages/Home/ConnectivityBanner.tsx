import styled from 'styled-components';
import { Container, theme } from 'ui';
import type { HomeContent } from './HomePage';

const Band = styled.div`
  padding-block: ${theme.space.xl};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  text-align: center;
`;

const Statement = styled.p`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.tight};
`;

const Figure = styled.strong`
  display: block;
  font-size: ${theme.fontSizes.display};
  font-weight: ${theme.fontWeights.bold};
  /* Keeps the digits from reflowing across breakpoints. */
  font-variant-numeric: tabular-nums;
`;

/** The headline figure right under the hero. */
export function ConnectivityBanner({ banner }: { banner: HomeContent['connectivityBanner'] }) {
  return (
    <Band>
      <Container>
        <Statement>
          <Figure>{banner.figure}</Figure> {banner.text}
        </Statement>
      </Container>
    </Band>
  );
}
