import styled from 'styled-components';
import { Section, theme } from 'ui';
import type { ShieldLandingContent } from '../../content/shield';

const Picture = styled.img`
  width: 100%;
  height: auto;
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${theme.space.lg};
  margin-top: ${theme.space.xl};
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    counter-increment: step;
  }

  h3 {
    font-size: ${theme.fontSizes.lg};
  }

  h3::before {
    content: counter(step) '. ';
    color: ${theme.colors.primary};
  }

  p {
    margin-top: ${theme.space.xs};
    color: ${theme.colors.muted};
  }
`;

/** The How it Works picture with its three steps in words. */
export function HowItWorksSection({ howItWorks }: { howItWorks: ShieldLandingContent['howItWorks'] }) {
  const { id, title, image, steps } = howItWorks;
  return (
    <Section id={id} title={title}>
      <Picture src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      <Steps>
        {steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </Steps>
    </Section>
  );
}
