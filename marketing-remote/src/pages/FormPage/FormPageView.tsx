import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Hero, Section, theme } from 'ui';
import { ProviderFrame } from '../../components/ProviderFrame/ProviderFrame';
import { forms } from '../../config/embeds';
import type { FormPageDetails } from '../../content/formPageDetails';
import type { FormPageContent, FormPageName } from '../../content/formPages';

const Related = styled.p`
  margin-top: ${theme.space.xl};
  font-size: ${theme.fontSizes.lg};
`;

/** A page that is one hosted form (`/hotspot`, `/checkin`, `/eligibility` ...). */
export function FormPageView({ page, formPages, formPageDetails }: { page: FormPageName; formPages: Record<FormPageName, FormPageContent>; formPageDetails: Record<FormPageName, FormPageDetails> }) {
  const content = { ...formPages[page], ...formPageDetails[page] };
  return (
    <>
      <Hero titlePart1={content.titlePart1} titlePart2={content.titlePart2} description={content.description} />
      <Section>
        <ProviderFrame embed={forms[content.form]} />
        {content.related && (
          <Related>
            {content.related.text} <Link to={content.related.to}>{content.related.linkText}</Link>
          </Related>
        )}
      </Section>
    </>
  );
}
