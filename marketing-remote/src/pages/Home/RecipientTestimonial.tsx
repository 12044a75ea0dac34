import styled from 'styled-components';
import { CallsToAction, Section } from 'ui';
import { recipientTestimonial } from '../../content/home';

const Quote = styled.figure`
  max-width: 48rem;
`;

const QuoteText = styled.blockquote`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.45;

  &::before {
    content: '\\201C';
    display: block;
    height: 0.6em;
    font-size: 4em;
    line-height: 1;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Attribution = styled.figcaption`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mutedOnDark};
`;

/** A recipient's words, followed by the two ways to help more people like them. */
export function RecipientTestimonial() {
  const { title, testimonial, actions } = recipientTestimonial;
  return (
    <Section title={title} tone="dark">
      <Quote>
        <QuoteText>
          <p>{testimonial.quote}</p>
        </QuoteText>
        <Attribution>
          {testimonial.attribution}, {testimonial.date}
        </Attribution>
      </Quote>
      <CallsToAction actions={actions} />
    </Section>
  );
}
