import { CallsToAction, Section } from 'ui';
import { Quote } from '../../components/Quote';
import { recipientTestimonial } from '../../content/home';

/** A recipient's words, followed by the two ways to help more people like them. */
export function RecipientTestimonial() {
  const { title, testimonial, actions } = recipientTestimonial;
  return (
    <Section title={title} tone="dark">
      <Quote quote={testimonial.quote} role={`${testimonial.attribution}, ${testimonial.date}`} align="start" />
      <CallsToAction actions={actions} />
    </Section>
  );
}
