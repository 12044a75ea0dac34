import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from 'ui';

const Page = styled.div`
  /* At least a screen tall, so the footer does not rise into view and fall back as data arrives. */
  min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  padding-block: clamp(2rem, 6vw, 4rem);
  background: ${({ theme }) => theme.colors.surface};
`;

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: 15rem minmax(0, 1fr);
    align-items: start;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

type PortalFrameProps = { title: ReactNode; intro: ReactNode; aside: ReactNode; children: ReactNode };

/** The portal screens' frame: greeting, then the side column (menu, promo) beside the content. */
export function PortalFrame({ title, intro, aside, children }: PortalFrameProps) {
  return (
    <Page>
      <Container>
        <Header>
          <Title>{title}</Title>
          <Intro>{intro}</Intro>
        </Header>
        <Columns>
          <Aside>{aside}</Aside>
          <div>{children}</div>
        </Columns>
      </Container>
    </Page>
  );
}
