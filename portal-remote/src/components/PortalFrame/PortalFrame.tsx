import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, theme } from 'ui';
import { PageBackground } from '../PageBackground/PageBackground';

const Header = styled.header`
  margin-bottom: ${theme.space.xl};
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes.xxl};
`;

const Intro = styled.p`
  margin-top: ${theme.space.sm};
  color: ${theme.colors.muted};
`;

/* Phones: menu, content, promo. Wider: the menu and the promo in a side column. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'menu' 'content' 'promo';
  gap: ${theme.space.xl};

  ${theme.media.aboveMobile} {
    grid-template-columns: 17rem minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'menu content' 'promo content';
    align-items: start;
  }
`;

const Area = styled.div<{ $area: 'menu' | 'content' | 'promo' }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

type PortalFrameProps = {
  title: ReactNode;
  intro: ReactNode;
  /** the side menu (or its placeholder); none when the screen failed */
  menu?: ReactNode;
  promo: ReactNode;
  children: ReactNode;
};

/** The portal screens' frame: the greeting, the side menu and a promo beside the content. */
export function PortalFrame({ title, intro, menu, promo, children }: PortalFrameProps) {
  return (
    <PageBackground>
      <Container>
        <Header>
          <Title>{title}</Title>
          <Intro>{intro}</Intro>
        </Header>
        <Columns>
          {menu && <Area $area="menu">{menu}</Area>}
          <Area $area="content">{children}</Area>
          <Area as="aside" $area="promo">
            {promo}
          </Area>
        </Columns>
      </Container>
    </PageBackground>
  );
}
