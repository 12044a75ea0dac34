import styled from 'styled-components';
import { Section, theme } from 'ui';
import type { AboutContent } from './AboutPage';

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${theme.space.lg};
  padding: 0;
  list-style: none;
`;

const Milestone = styled.li`
  position: relative;
  padding: ${theme.space.lg};
  border-top: 6px solid ${theme.colors.primary};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;

const When = styled.p`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.primary};
`;

const Title = styled.h3`
  margin-block: ${theme.space.sm};
  font-size: ${theme.fontSizes.lg};
`;

const Text = styled.p`
  color: ${theme.colors.muted};
`;

/** The five moments of the organisation's history, in order. */
export function Timeline({ history }: Pick<AboutContent, 'history'>) {
  return (
    <Section title={history.title} intro={history.intro} tone="muted">
      <List>
        {history.milestones.map((milestone) => (
          <Milestone key={milestone.when}>
            <When>{milestone.when}</When>
            <Title>{milestone.title}</Title>
            <Text>{milestone.text}</Text>
          </Milestone>
        ))}
      </List>
    </Section>
  );
}
