import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ImageAsset } from '../../types';
import { CallsToAction, type CallToAction } from '../CallsToAction/CallsToAction';
import { Container } from '../Container/Container';
import { CircuitBackdrop } from './CircuitBackdrop';
import { DarkBand } from '../DarkBand/DarkBand';
import { theme } from '../../theme/theme';

export type HeroProps = {
  titlePart1: string;
  /** Shown after titlePart1 in the accent colour. */
  titlePart2?: string;
  description?: ReactNode;
  /** The first action defaults to the primary look, the others to secondary. */
  actions?: CallToAction[];
  /** 'image' (default): the page's image, or the site's decorative backdrop (drawn in the page); 'dark': plain navy. */
  background?: 'dark' | 'image';
  image?: ImageAsset;
  children?: ReactNode;
};

const Wrapper = styled(DarkBand)`
  position: relative;
  isolation: isolate;
  overflow: hidden;
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background-color: ${theme.colors.navy};
  background-position: center;
  background-size: cover;
  background-attachment: fixed;

  /* Fixed backgrounds are janky or unsupported on small (mostly touch) screens. */
  ${theme.media.fixedBackground} {
    background-attachment: scroll;
  }

  /* The site's own backdrop, drawn in the page: covers the hero as the photo would. */
  & > svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }

  /* Keeps white text readable whatever the photo. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(100deg, rgba(11, 21, 38, 0.92) 0%, rgba(11, 21, 38, 0.6) 100%);
  }
`;

const Title = styled.h1`
  max-width: 20ch;
  font-size: ${theme.fontSizes.display};
`;

const Accent = styled.span`
  color: ${theme.colors.accent};
`;

const Description = styled.div`
  max-width: 40rem;
  margin-top: ${theme.space.lg};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.mutedOnDark};
`;

const Extra = styled.div`
  margin-top: ${theme.space.xl};
`;

/** The top of a page: its single <h1>, a short description and calls to action. */
export function Hero({ titlePart1, titlePart2, description, actions = [], background = 'image', image, children }: HeroProps) {
  const showImage = background === 'image';

  return (
    <Wrapper>
      {showImage &&
        (image ? (
          <Backdrop
            style={{ backgroundImage: `url(${JSON.stringify(image.src)})` }}
            {...(image.alt ? { role: 'img', 'aria-label': image.alt } : { 'aria-hidden': true })}
          />
        ) : (
          // Decoration only: every hero has a background, the site's circuit lines when the page has no photo.
          <Backdrop aria-hidden="true">
            <CircuitBackdrop />
          </Backdrop>
        ))}
      <Container>
        <Title>
          {titlePart1}
          {titlePart2 && (
            <>
              {' '}
              <Accent>{titlePart2}</Accent>
            </>
          )}
        </Title>
        {description && <Description>{description}</Description>}
        {actions.length > 0 && <CallsToAction actions={actions} />}
        {children && <Extra>{children}</Extra>}
      </Container>
    </Wrapper>
  );
}
