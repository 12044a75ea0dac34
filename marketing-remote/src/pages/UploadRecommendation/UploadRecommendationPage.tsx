import styled from 'styled-components';
import { Hero, Section, theme } from 'ui';
import { ProviderFrame } from '../../components/ProviderFrame/ProviderFrame';
import { forms } from '../../config/embeds';
import type * as UploadRecommendationContentModule from '../../content/uploadRecommendation';
import { useQueryValues } from '../../utils/queryValues';

/** The page's words: content/uploadRecommendation.ts in English, content/uploadRecommendation.es.ts in Spanish. */
export type UploadRecommendationContent = typeof UploadRecommendationContentModule;

const Applicant = styled.p`
  margin-bottom: ${theme.space.lg};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
`;

/**
 * Upload recommendation (`/uploadrecommendation`, `/uploadrecommendation.html`): the link in the
 * recommender's email carries the application's details; they go on, encoded, to the upload form.
 */
export function UploadRecommendationPage({ content }: { content: UploadRecommendationContent }) {
  const { recommendationParameters, uploadFormSection, uploadHero } = content;
  const values = useQueryValues(recommendationParameters);
  const applicant = [values.Name_First, values.Name_Last].filter(Boolean).join(' ');

  return (
    <>
      <Hero titlePart1={uploadHero.titlePart1} titlePart2={uploadHero.titlePart2} description={uploadHero.description} />
      <Section title={uploadFormSection.title} intro={uploadFormSection.intro}>
        {applicant && <Applicant>{uploadFormSection.forApplicant(applicant)}</Applicant>}
        <ProviderFrame embed={forms.uploadRecommendation} params={values} />
      </Section>
    </>
  );
}
