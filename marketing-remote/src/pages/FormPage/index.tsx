import { Hero, Section } from 'ui';
import { ProviderFrame } from '../../components/ProviderFrame/ProviderFrame';
import { forms } from '../../config/embeds';
import { formPages, type FormPageName } from '../../content/formPages';

/** A page that is one hosted form (`/hotspot`, `/checkin`, `/eligibility` ...). */
export default function FormPage({ page }: { page: FormPageName }) {
  const content = formPages[page];
  return (
    <>
      <Hero titlePart1={content.titlePart1} titlePart2={content.titlePart2} description={content.description} />
      <Section>
        <ProviderFrame embed={forms[content.form]} />
      </Section>
    </>
  );
}
