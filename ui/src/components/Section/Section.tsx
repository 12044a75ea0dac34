import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container } from '../Container/Container';
import { theme } from '../../theme/theme';

export type SectionTone = 'light' | 'muted' | 'dark';

export type SectionProps = {
  id?: string;
  title?: ReactNode;
  /** A short label shown above the title. */
  eyebrow?: ReactNode;
  intro?: ReactNode;
  tone?: SectionTone;
  children?: ReactNode;
};

const toneStyles = {
  light: css`
    background: ${theme.colors.background};
  `,
  muted: css`
    background: ${theme.colors.surface};
  `,
  dark: css`
    background: ${theme.colors.navy};
    color: ${theme.colors.textOnDark};
  `,
};

const Wrapper = styled.section<{ $tone: SectionTone }>`
  padding-block: clamp(3rem, 6vw, 5rem);
  ${({ $tone }) => toneStyles[$tone]}
`;

const Header = styled.header`
  max-width: 48rem;
  margin-bottom: ${theme.space.xl};
`;

const Eyebrow = styled.p<{ $tone: SectionTone }>`
  margin-bottom: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ $tone }) => ($tone === 'dark' ? theme.colors.accent : theme.colors.primary)};
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.xxl};
`;

const Intro = styled.div<{ $tone: SectionTone }>`
  margin-top: ${theme.space.md};
  font-size: ${theme.fontSizes.lg};
  color: ${({ $tone }) => ($tone === 'dark' ? theme.colors.mutedOnDark : theme.colors.muted)};
`;

/** A page band: a <section> labelled by its h2 when it has a title. */
export function Section({ id, title, eyebrow, intro, tone = 'light', children }: SectionProps) {
  const titleId = `${useId()}-title`;
  const hasHeader = Boolean(title || eyebrow || intro);

  return (
    <Wrapper id={id} $tone={tone} aria-labelledby={title ? titleId : undefined}>
      <Container>
        {hasHeader && (
          <Header>
            {eyebrow && <Eyebrow $tone={tone}>{eyebrow}</Eyebrow>}
            {title && <Title id={titleId}>{title}</Title>}
            {intro && <Intro $tone={tone}>{intro}</Intro>}
          </Header>
        )}
        {children}
      </Container>
    </Wrapper>
  );
}
