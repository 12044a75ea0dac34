import { Hero, Section } from 'ui';
import { FormEmbed } from '../../components/FormEmbed/FormEmbed';
import { forms } from '../../config/embeds';
import { formPages, type FormPageName } from '../../content/formPages';

/** A page that is one hosted form (`/hotspot`, `/checkin`, `/eligibility` ...). */
export default function FormPage({ page }: { page: FormPageName }) {
  const content = formPages[page];
  return (
    <>
      <Hero titlePart1={content.titlePart1} titlePart2={content.titlePart2} description={content.description} />
      <Section>
        <FormEmbed embed={forms[content.form]} />
      </Section>
    </>
  );
}
