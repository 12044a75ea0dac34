import { Link } from 'react-router-dom';
import { Section, type SectionTone, useLocalPath } from 'ui';
import { Accordion } from 'ui/accordion';
import type { ShieldFaqContent } from '../../content/faq';

/** The Shield FAQ (#faq) as an accordion, on the landing and every product page; its links lead to pages in the page's language. */
export function ShieldFaq({ faq, tone }: { faq: ShieldFaqContent; tone?: SectionTone }) {
  const localPath = useLocalPath();
  const items = faq.entries.map((entry) => ({
    title: entry.question,
    content: (
      <>
        {entry.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {entry.link && (
          <p>
            <Link to={localPath(entry.link.to)}>{entry.link.text}</Link>
          </p>
        )}
      </>
    ),
  }));
  return (
    <Section id={faq.id} title={faq.title} tone={tone}>
      <Accordion items={items} headingLevel={3} />
    </Section>
  );
}
