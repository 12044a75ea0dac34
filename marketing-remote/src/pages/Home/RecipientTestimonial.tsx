import { CallsToAction, Section } from 'ui';
import { Quote } from '../../components/Quote';
import type { HomeContent } from './HomePage';

/** A recipient's words, followed by the two ways to help more people like them. */
export function RecipientTestimonial({ recipientTestimonial }: Pick<HomeContent, 'recipientTestimonial'>) {
  const { title, testimonial, actions } = recipientTestimonial;
  return (
    <Section title={title} tone="dark">
      <Quote quote={testimonial.quote} role={`${testimonial.attribution}, ${testimonial.date}`} align="start" />
      <CallsToAction actions={actions} />
    </Section>
  );
}
