import { Link } from 'react-router-dom';
import { Accordion, Section, type SectionTone } from 'ui';
import { shieldFaq } from '../../content/faq';

const faqItems = shieldFaq.entries.map((entry) => ({
  title: entry.question,
  content: (
    <>
      {entry.answer.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {entry.link && (
        <p>
          <Link to={entry.link.to}>{entry.link.text}</Link>
        </p>
      )}
    </>
  ),
}));

/** The Shield FAQ (#faq) as an accordion, on the landing and every product page. */
export function ShieldFaq({ tone }: { tone?: SectionTone }) {
  return (
    <Section id={shieldFaq.id} title={shieldFaq.title} tone={tone}>
      <Accordion items={faqItems} headingLevel={3} />
    </Section>
  );
}
