import styled from 'styled-components';
import { Container } from 'ui';
import { connectivityBanner } from '../../content/home';

const Band = styled.div`
  padding-block: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
`;

const Statement = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Figure = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  /* Keeps the digits from reflowing across breakpoints. */
  font-variant-numeric: tabular-nums;
`;

/** The headline figure right under the hero. */
export function ConnectivityBanner() {
  return (
    <Band>
      <Container>
        <Statement>
          <Figure>{connectivityBanner.figure}</Figure> {connectivityBanner.text}
        </Statement>
      </Container>
    </Band>
  );
}
