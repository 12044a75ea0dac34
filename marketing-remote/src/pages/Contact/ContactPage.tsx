import styled from 'styled-components';
import { CardGrid, cardSurface, Hero, Section, theme } from 'ui';
import { ProviderFrame } from '../../components/ProviderFrame/ProviderFrame';
import { forms } from '../../config/embeds';
import type * as ContactContentModule from '../../content/contact';

/** The page's words: content/contact.ts in English, content/contact.es.ts in Spanish. */
export type ContactContent = typeof ContactContentModule;

const Card = styled.section`
  ${cardSurface}
  padding: ${theme.space.xl};
`;

const CardTitle = styled.h2`
  margin-bottom: ${theme.space.md};
  font-size: ${theme.fontSizes.xl};
`;

const Hours = styled.p`
  font-size: ${theme.fontSizes.lg};
`;

const Offices = styled.p`
  margin-top: ${theme.space.md};
  color: ${theme.colors.muted};
`;

/** Contact (`/contact`, `/contact.html`): office hours, the help center, and the inquiry form. */
export function ContactPage({ content }: { content: ContactContent }) {
  const { contactHero, contactHours, helpCenterPointer, inquiryFormSection } = content;
  return (
    <>
      <Hero titlePart1={contactHero.titlePart1} titlePart2={contactHero.titlePart2} description={contactHero.description} />
      <Section tone="muted">
        <CardGrid $minColumnWidth="18rem">
          <li>
            <Card aria-labelledby="contact-hours">
              <CardTitle id="contact-hours">{contactHours.title}</CardTitle>
              <Hours>
                <strong>{contactHours.days}</strong>
                <br />
                {contactHours.time}
              </Hours>
              <Offices>{contactHours.officesIn(contactHours.offices)}</Offices>
            </Card>
          </li>
          <li>
            <Card aria-labelledby="contact-help-center">
              <CardTitle id="contact-help-center">{helpCenterPointer.title}</CardTitle>
              <p>{helpCenterPointer.text}</p>
            </Card>
          </li>
        </CardGrid>
      </Section>
      <Section title={inquiryFormSection.title} intro={inquiryFormSection.intro}>
        <ProviderFrame embed={forms.inquiry} />
      </Section>
    </>
  );
}
