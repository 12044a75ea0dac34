import { useId } from 'react';
import styled from 'styled-components';
import { Button, Container, DarkBand, scrollToId, theme } from 'ui';
import { appealPageText } from '../../content/appealPage';
import type { Appeal } from '../../content/appealEntries';
import { AppealVideo } from './AppealVideo';
import { DonationSection, donationSectionId } from './DonationSection';
import { telHref } from './telHref';

/* Video on the left, text on the right; on small screens heading, video and text stack. */
const HeroLayout = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'video heading'
    'video body';
  column-gap: clamp(2rem, 5vw, 4rem);
  row-gap: ${theme.space.lg};

  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto;
    grid-template-areas: 'heading' 'video' 'body';
  }
`;

const Heading = styled.h1`
  grid-area: heading;
  align-self: end;
  font-size: ${theme.fontSizes.display};
`;

const VideoArea = styled.div`
  grid-area: video;
`;

const Body = styled.div`
  grid-area: body;
`;

const Pitch = styled.div`
  max-width: 40rem;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.mutedOnDark};

  p + p {
    margin-top: ${theme.space.md};
  }
`;

const Actions = styled.div`
  margin-top: ${theme.space.xl};
`;

const Contact = styled.section`
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
`;

const ContactTitle = styled.h2`
  font-size: ${theme.fontSizes.lg};
`;

const ContactList = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space.xs} ${theme.space.md};
  margin-top: ${theme.space.sm};

  dt {
    color: ${theme.colors.mutedOnDark};
  }

  dd {
    overflow-wrap: anywhere;
  }
`;

/** A donor appeal page (one route per entry of appeals.json). */
export default function AppealPage({ appeal }: { appeal: Appeal }) {
  const { heading, pitch, donateButton, contactTitle, emailLabel, phoneLabel } = appealPageText;
  const contactTitleId = useId();
  return (
    <>
      <DarkBand>
        <Container>
          <HeroLayout>
            <Heading>{heading(appeal.name)}</Heading>
            <VideoArea>
              <AppealVideo name={appeal.name} video={appeal.video} />
            </VideoArea>
            <Body>
              <Pitch>
                {pitch(appeal.salutation).map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </Pitch>
              <Actions>
                <Button onClick={() => scrollToId(donationSectionId, 100)}>{donateButton}</Button>
              </Actions>
              <Contact aria-labelledby={contactTitleId}>
                <ContactTitle id={contactTitleId}>{contactTitle}</ContactTitle>
                <ContactList>
                  <dt>{emailLabel}</dt>
                  <dd>
                    <a href={`mailto:${appeal.email}`}>{appeal.email}</a>
                  </dd>
                  <dt>{phoneLabel}</dt>
                  <dd>
                    <a href={telHref(appeal.phone)}>{appeal.phone}</a>
                  </dd>
                </ContactList>
              </Contact>
            </Body>
          </HeroLayout>
        </Container>
      </DarkBand>
      <DonationSection appeal={appeal} />
    </>
  );
}
